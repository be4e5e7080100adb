import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.js';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 5000,
      HOST: '127.0.0.1',
      LISTEN_BACKLOG: 4096,
      BASE_DOMAIN: 'localhost',
      DEFAULT_COMPANY: 'platform-admin',
      DATA_DIR: './data',
      WEBHOOK_ALLOW_HOSTS: [],
      WEBHOOK_TIMEOUT_MS: 90_000,
      LEAD_WEBHOOK_TIMEOUT_MS: 150_000,
      DEMO_AUTOMATION: true,
      SESSION_IDLE_MS: 43_200_000,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.APP_SECRET).toBeUndefined();
  });

  it('reads and converts values', () => {
    const config = loadConfig({
      PORT: '8080',
      WEBHOOK_ALLOW_HOSTS: ' n8n.lan , 10.0.0.5:5678 ,',
      DEMO_AUTOMATION: 'off',
      DEMO_DELAY_MS: '0',
      DATABASE_URL: 'postgres://u@h/db',
    });
    expect(config.PORT).toBe(8080);
    expect(config.WEBHOOK_ALLOW_HOSTS).toEqual(['n8n.lan', '10.0.0.5:5678']);
    expect(config.DEMO_AUTOMATION).toBe(false);
    expect(config.DEMO_DELAY_MS).toBe(0);
  });

  it.each([
    ['PORT', 'abc', 'PORT must be a whole number'],
    ['PORT', '70000', 'PORT must be between 0 and 65535'],
    ['LISTEN_BACKLOG', '0', 'LISTEN_BACKLOG must be between 1 and 65535'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL must start with postgres:// or postgresql://'],
    ['APP_SECRET', 'short', 'APP_SECRET must be at least 32 characters'],
    ['SESSION_IDLE_MS', '1000', 'SESSION_IDLE_MS must be between 60000 and 604800000'],
    ['DEMO_AUTOMATION', 'maybe', 'DEMO_AUTOMATION must be one of'],
    ['WEBHOOK_TIMEOUT_MS', '5', 'WEBHOOK_TIMEOUT_MS must be between 100 and 3600000'],
    ['BASE_DOMAIN', 'bad domain', 'BASE_DOMAIN must be a host name'],
    ['DEFAULT_COMPANY', 'Bad_Company', 'DEFAULT_COMPANY must be a company id'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL must be one of'],
  ])('an invalid %s stops the start with a message naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(`${name}: ${message}`);
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'x', APP_SECRET: 'y' });
      expect.unreachable();
    } catch (err) {
      expect((err as Error).message).toMatch(/PORT:/);
      expect((err as Error).message).toMatch(/APP_SECRET:/);
    }
  });
});
