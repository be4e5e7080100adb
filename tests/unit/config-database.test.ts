import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.js';

describe('database and shutdown settings', () => {
  it('have sensible defaults', () => {
    expect(loadConfig({})).toMatchObject({
      DATABASE_CONNECT_TIMEOUT_MS: 5_000,
      DATABASE_IDLE_TIMEOUT_MS: 30_000,
      DATABASE_QUERY_TIMEOUT_MS: 30_000,
      SHUTDOWN_TIMEOUT_MS: 120_000,
    });
  });

  it('read given values (0 turns the statement timeout off)', () => {
    const config = loadConfig({
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      DATABASE_QUERY_TIMEOUT_MS: '0',
      SHUTDOWN_TIMEOUT_MS: '1000',
    });
    expect(config.DATABASE_CONNECT_TIMEOUT_MS).toBe(2000);
    expect(config.DATABASE_QUERY_TIMEOUT_MS).toBe(0);
    expect(config.SHUTDOWN_TIMEOUT_MS).toBe(1000);
  });

  it.each([
    ['SHUTDOWN_TIMEOUT_MS', '25s', 'SHUTDOWN_TIMEOUT_MS must be a whole number'],
    ['SHUTDOWN_TIMEOUT_MS', '9999999', 'SHUTDOWN_TIMEOUT_MS must be between 0 and 600000'],
    ['DATABASE_CONNECT_TIMEOUT_MS', '5', 'DATABASE_CONNECT_TIMEOUT_MS must be between 100'],
    ['DATABASE_QUERY_TIMEOUT_MS', '-1', 'DATABASE_QUERY_TIMEOUT_MS must be a whole number'],
  ])('an invalid %s stops the start with a message naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(`${name}: ${message}`);
  });

  it('read the pool size: 10 by default, 1 to 1000', () => {
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '40' }).DATABASE_POOL_SIZE).toBe(40);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(
      'DATABASE_POOL_SIZE: DATABASE_POOL_SIZE must be between 1 and 1000',
    );
  });
});
