import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.js';

describe('the environment model connection', () => {
  it('is off by default, with OpenAI and a small model ready for when a key is set', () => {
    const config = loadConfig({});
    expect(config.MODEL_API_KEY).toBeUndefined();
    expect(config.MODEL_BASE_URL).toBe('https://api.openai.com/v1');
    expect(config.MODEL_NAME).toBe('gpt-4.1-mini');
  });

  it('reads a key, an address and a model', () => {
    const config = loadConfig({
      MODEL_API_KEY: 'sk-test-1234',
      MODEL_BASE_URL: 'https://models.example.com/v1',
      MODEL_NAME: 'llama3.1',
    });
    expect(config).toMatchObject({
      MODEL_API_KEY: 'sk-test-1234',
      MODEL_BASE_URL: 'https://models.example.com/v1',
      MODEL_NAME: 'llama3.1',
    });
  });

  it('takes http:// only for an allowed host, such as a local Ollama', () => {
    const plain = { MODEL_API_KEY: 'k', MODEL_BASE_URL: 'http://models.example.com/v1' };
    expect(() => loadConfig(plain)).toThrow('MODEL_BASE_URL: Use an https:// address');
    const ollama = { MODEL_API_KEY: 'ollama', MODEL_BASE_URL: 'http://localhost:11434/v1' };
    expect(() => loadConfig(ollama)).toThrow(
      'MODEL_BASE_URL: This address is not allowed: localhost is a local network address',
    );
    const allowed = loadConfig({ ...ollama, WEBHOOK_ALLOW_HOSTS: 'localhost:11434' });
    expect(allowed.MODEL_BASE_URL).toBe('http://localhost:11434/v1');
  });

  it('refuses a private address, but only when the key makes it the platform connection', () => {
    const privateUrl = { MODEL_BASE_URL: 'https://10.0.0.8/v1' };
    expect(loadConfig(privateUrl).MODEL_BASE_URL).toBe('https://10.0.0.8/v1');
    expect(() => loadConfig({ ...privateUrl, MODEL_API_KEY: 'k' })).toThrow(
      'MODEL_BASE_URL: This address is not allowed',
    );
  });

  it.each([
    ['MODEL_BASE_URL', 'api.openai.com/v1', 'MODEL_BASE_URL must be an http(s) address'],
    ['MODEL_API_KEY', 'two\nlines', 'MODEL_API_KEY may only contain printable ASCII'],
    ['MODEL_NAME', 'x'.repeat(201), 'MODEL_NAME must be at most 200 characters'],
  ])('an invalid %s stops the start with a message naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(`${name}: ${message}`);
  });
});
