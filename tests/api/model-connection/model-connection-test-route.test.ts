import { afterAll, describe, expect, it } from 'vitest';
import { callAs, callerFor, type Caller } from '../../support/callers.js';
import { createCompany, createUser, setModelConnection } from '../../support/factories.js';
import { startOpenAiServer } from '../../support/openai-server.js';
import { createTestApp } from '../../support/test-app.js';

// "Test connection" against a real local OpenAI-compatible server: the stored connection, or
// typed values over it, the stored key only ever sent to the address it was saved for.
const model = await startOpenAiServer({ apiKey: 'sk-good-key' });
afterAll(() => model.close());
const t = await createTestApp({ WEBHOOK_ALLOW_HOSTS: [new URL(model.baseUrl).host] });

async function companyAdmin() {
  const company = await createCompany(t);
  const caller = await callerFor(t, company, await createUser(t, company, 'admin'));
  return { company, caller };
}

const test = (caller: Caller, payload?: unknown) =>
  callAs(t, caller, {
    method: 'POST',
    url: '/api/admin/model-connection/test',
    ...(payload === undefined ? {} : { payload }),
  });

describe('POST /api/admin/model-connection/test', () => {
  it('tests the stored connection with its key: models listed, an answer, the time', async () => {
    const { company, caller } = await companyAdmin();
    await setModelConnection(t, company, { baseUrl: model.baseUrl, apiKey: 'sk-good-key' });
    const chats = model.chats.length;
    const res = await test(caller);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      models: ['gpt-test', 'gpt-test-mini'],
      answer: expect.stringContaining('Here is real model text'),
      latencyMs: expect.any(Number),
    });
    expect(model.chats.slice(chats).map((c) => c.headers.authorization)).toEqual([
      'Bearer sk-good-key',
    ]);
    expect(res.body).not.toContain('sk-good-key');
  });

  it('tests typed values before they are saved', async () => {
    const { company, caller } = await companyAdmin();
    await setModelConnection(t, company, { baseUrl: model.baseUrl, apiKey: 'sk-good-key' });
    const chats = model.chats.length;
    const res = await test(caller, { model: 'gpt-test-mini', apiKey: '••••••••-key' });
    expect(res.json().ok).toBe(true);
    expect(model.chats.slice(chats).map((c) => c.body.model)).toEqual(['gpt-test-mini']);

    const wrongKey = await test(caller, { apiKey: 'sk-wrong' });
    expect(wrongKey.statusCode).toBe(200);
    expect(wrongKey.json()).toMatchObject({ ok: false, answer: null });
  });

  it('never sends the stored key to another address', async () => {
    const { company, caller } = await companyAdmin();
    await setModelConnection(t, company, { baseUrl: model.baseUrl, apiKey: 'sk-good-key' });
    const chats = model.chats.length;
    const res = await test(caller, { baseUrl: 'https://elsewhere.example/v1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Enter the API key again/);
    expect(model.chats.length).toBe(chats);
  });

  it('refuses what a save refuses, and says when there is nothing to test', async () => {
    const { caller } = await companyAdmin();
    const plain = await test(caller, {
      baseUrl: 'http://models.example.com/v1',
      model: 'm',
      apiKey: 'k',
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toMatch(/^Use an https:\/\/ address/);
    const nothing = await test(caller);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe(
      'No model connection is set. Enter the address, model and key to test them.',
    );
  });

  it('tests typed values when nothing is stored', async () => {
    const { caller } = await companyAdmin();
    const res = await test(caller, {
      baseUrl: model.baseUrl,
      model: 'gpt-test',
      apiKey: 'sk-good-key',
    });
    expect(res.json().ok, res.body).toBe(true);
  });
});
