import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.js';

describe('backup settings', () => {
  it('are off without BACKUP_DIR; 24 hours and 7 kept by default', () => {
    expect(loadConfig({})).toMatchObject({ BACKUP_INTERVAL_HOURS: 24, BACKUP_KEEP: 7 });
    expect(loadConfig({}).BACKUP_DIR).toBeUndefined();
    expect(loadConfig({ BACKUP_DIR: '/var/backups/copydesk' }).BACKUP_DIR).toBe(
      '/var/backups/copydesk',
    );
  });

  it('take fractional hours, and refuse zero, negative or non-numbers by name', () => {
    expect(loadConfig({ BACKUP_INTERVAL_HOURS: '0.5' }).BACKUP_INTERVAL_HOURS).toBe(0.5);
    expect(loadConfig({ BACKUP_INTERVAL_HOURS: '.0003' }).BACKUP_INTERVAL_HOURS).toBe(0.0003);
    for (const bad of ['0', '-1', 'daily', '1e3', '9000']) {
      expect(() => loadConfig({ BACKUP_INTERVAL_HOURS: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ BACKUP_INTERVAL_HOURS: bad })).toThrow(/BACKUP_INTERVAL_HOURS/);
    }
    for (const bad of ['0', '1.5', 'all']) {
      expect(() => loadConfig({ BACKUP_KEEP: bad })).toThrow(/BACKUP_KEEP/);
    }
  });
});
