import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, modelConnections } from '../../../src/server/db/schema.js';
import { callAs, type Caller } from '../../support/callers.js';
import { createCompany, createUser } from '../../support/factories.js';
import { createTestApp } from '../../support/test-app.js';
import { callerFor } from '../../support/callers.js';

// Saving a company's connection: the webhooks' address rules, the key stored encrypted and
// never answered, and every change audited without it.
const t = await createTestApp({ WEBHOOK_ALLOW_HOSTS: ['ollama.lan:11434'] });
const KEY = 'sk-live-secret-abcd1234';

async function companyAdmin() {
  const company = await createCompany(t);
  const admin = await createUser(t, company, 'admin');
  return { company, caller: await callerFor(t, company, admin) };
}

const valid = {
  provider: 'openai-compatible',
  baseUrl: 'https://api.openai.com/v1',
  apiKey: KEY,
  model: 'gpt-4.1-mini',
  label: 'OpenAI',
  inputPricePerMillion: 0.4,
  outputPricePerMillion: 1.6,
};

const put = (caller: Caller, payload: unknown) =>
  callAs(t, caller, { method: 'PUT', url: '/api/admin/model-connection', payload });
const get = (caller: Caller) => callAs(t, caller, { url: '/api/admin/model-connection' });

describe('PUT /api/admin/model-connection', () => {
  it('stores the key encrypted and answers only its mask, here and on every read', async () => {
    const { company, caller } = await companyAdmin();
    const saved = await put(caller, valid);
    expect(saved.statusCode, saved.body).toBe(200);
    const own = {
      provider: 'openai-compatible',
      baseUrl: 'https://api.openai.com/v1',
      apiKey: '••••••••1234',
      model: 'gpt-4.1-mini',
      label: 'OpenAI',
      inputPricePerMillion: 0.4,
      outputPricePerMillion: 1.6,
      source: 'company',
      readOnly: false,
      updatedAt: expect.any(String),
    };
    expect(saved.json()).toEqual({ own, effective: own });
    const read = await get(caller);
    expect(read.json()).toEqual({ own, effective: own });
    for (const body of [saved.body, read.body]) expect(body).not.toContain(KEY);
    const [row] = await t.database.db
      .select()
      .from(modelConnections)
      .where(eq(modelConnections.companyId, company.id));
    expect(row.apiKeyEncrypted).not.toContain(KEY);
    expect(t.app.ctx.secrets.decrypt(row.apiKeyEncrypted)).toBe(KEY);
  });

  it('keeps the stored key when it is left out, empty or the mask', async () => {
    const { company, caller } = await companyAdmin();
    await put(caller, valid);
    for (const apiKey of [undefined, '', '••••••••1234']) {
      const res = await put(caller, { ...valid, apiKey, model: `model-${String(apiKey)}` });
      expect(res.statusCode, res.body).toBe(200);
    }
    const [row] = await t.database.db
      .select()
      .from(modelConnections)
      .where(eq(modelConnections.companyId, company.id));
    expect(t.app.ctx.secrets.decrypt(row.apiKeyEncrypted)).toBe(KEY);
  });

  it('asks for a key when none is stored, and again when the address moves elsewhere', async () => {
    const { caller } = await companyAdmin();
    const none = await put(caller, { ...valid, apiKey: undefined });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([
      {
        path: 'apiKey',
        message:
          'Enter the API key (any text for an endpoint that needs none, such as a local Ollama)',
      },
    ]);
    await put(caller, valid);
    const moved = await put(caller, { ...valid, apiKey: '', baseUrl: 'https://evil.example/v1' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors[0].path).toBe('apiKey');
    expect(moved.json().message).toMatch(/^Enter the API key again/);
    const samePlace = await put(caller, {
      ...valid,
      apiKey: '',
      baseUrl: 'https://api.openai.com/v2',
    });
    expect(samePlace.statusCode).toBe(200);
  });

  it.each([
    ['http://models.example.com/v1', 'Use an https:// address'],
    [
      'http://localhost:11434/v1',
      'This address is not allowed: localhost is a local network address',
    ],
    [
      'https://10.0.0.8/v1',
      'This address is not allowed: 10.0.0.8 is a local, private or reserved',
    ],
    ['https://user:pw@models.example.com/v1', 'This URL cannot be used: the URL must not contain'],
    ['ftp://models.example.com', 'Please enter a valid URL'],
  ])('refuses %s', async (baseUrl, message) => {
    const { company, caller } = await companyAdmin();
    const res = await put(caller, { ...valid, baseUrl });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    const rows = await t.database.db
      .select()
      .from(modelConnections)
      .where(eq(modelConnections.companyId, company.id));
    expect(rows).toEqual([]);
  });

  it('takes https anywhere public, and http to a host the server allows (a local Ollama)', async () => {
    const { caller } = await companyAdmin();
    expect(
      (await put(caller, { ...valid, baseUrl: 'https://models.example.com/v1' })).statusCode,
    ).toBe(200);
    const ollama = await put(caller, {
      ...valid,
      baseUrl: 'http://ollama.lan:11434/v1',
      apiKey: 'ollama',
      inputPricePerMillion: null,
      outputPricePerMillion: undefined,
    });
    expect(ollama.statusCode, ollama.body).toBe(200);
    expect(ollama.json().own).toMatchObject({
      baseUrl: 'http://ollama.lan:11434/v1',
      inputPricePerMillion: null,
      outputPricePerMillion: null,
    });
  });

  it('checks the fields with the messages the form shows', async () => {
    const { caller } = await companyAdmin();
    const cases: [Record<string, unknown>, string][] = [
      [{ model: '  ' }, 'Enter the model name'],
      [{ baseUrl: '' }, 'Enter the address of the model endpoint'],
      [{ provider: 'anthropic' }, 'The provider must be "openai-compatible"'],
      [{ inputPricePerMillion: -1 }, 'The price cannot be negative'],
    ];
    for (const [change, message] of cases) {
      const res = await put(caller, { ...valid, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});

describe('audited changes', () => {
  const entries = (companyId: number) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.targetType, 'model_connection')))
      .orderBy(desc(auditLog.id));

  it('records each field that changed and the key only as set, changed or cleared', async () => {
    const { company, caller } = await companyAdmin();
    await put(caller, valid);
    await put(caller, { ...valid, model: 'gpt-4.1', apiKey: 'sk-another-key-9999' });
    await put(caller, { ...valid, model: 'gpt-4.1', apiKey: '' });
    const removed = await callAs(t, caller, {
      method: 'DELETE',
      url: '/api/admin/model-connection',
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ own: null, effective: null });

    const [deleted, changed, created] = await entries(company.id);
    expect(created.action).toBe('model_connection.update');
    expect(created.changes).toMatchObject({
      baseUrl: { from: null, to: 'https://api.openai.com/v1' },
      model: { from: null, to: 'gpt-4.1-mini' },
      apiKey: { from: 'not set', to: 'set' },
    });
    expect(changed.changes).toEqual({
      model: { from: 'gpt-4.1-mini', to: 'gpt-4.1' },
      apiKey: { from: 'set', to: 'changed' },
    });
    expect(deleted.action).toBe('model_connection.delete');
    expect(deleted.changes).toMatchObject({ apiKey: { from: 'set', to: 'cleared' } });
    // The unchanged save wrote no entry; no entry holds a key.
    expect(await entries(company.id)).toHaveLength(3);
    const all = JSON.stringify(await entries(company.id));
    expect(all).not.toContain(KEY);
    expect(all).not.toContain('sk-another-key-9999');
  });

  it('removing nothing answers the same and audits nothing', async () => {
    const { company, caller } = await companyAdmin();
    const res = await callAs(t, caller, { method: 'DELETE', url: '/api/admin/model-connection' });
    expect(res.statusCode).toBe(200);
    expect(await entries(company.id)).toEqual([]);
  });
});
