import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AutomationError } from '@server/automation-client/errors.js';
import { createModelClient } from '@server/model-client/client.js';
import type { ModelChatOptions } from '@server/model-client/types.js';
import { startOpenAiServer, type OpenAiServer } from '../../support/openai-server.js';

const KEY = 'sk-test-0123456789abcdef';
let server: OpenAiServer;
const client = createModelClient({ allowHosts: ['127.0.0.1'] });

beforeAll(async () => {
  server = await startOpenAiServer({ apiKey: KEY });
});
afterAll(async () => {
  await server.close();
  await client.close();
});

const call = (over: Partial<ModelChatOptions> = {}) =>
  client.chat({
    target: { baseUrl: server.baseUrl, apiKey: KEY, model: 'gpt-test' },
    system: 'You write posts.',
    prompt: 'Write the Facebook post for this brief:\n- Topic: spring sale',
    requestId: 'req-1',
    timeoutMs: 5_000,
    assistantName: 'Facebook Post',
    ...over,
  });

async function failure(promise: Promise<unknown>): Promise<AutomationError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AutomationError);
  return err as AutomationError;
}

describe('the model client', () => {
  it('streams the answer piece by piece, with the usage the stream reports', async () => {
    const pieces: string[] = [];
    const answer = await call({ onDelta: (text) => pieces.push(text) });
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toBe(answer.text);
    expect(answer.text).toContain('You asked: Write the Facebook post for this brief:');
    const chat = server.chats.at(-1)!;
    expect(chat.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(chat.body.stream).toBe(true);
    expect(chat.body.stream_options).toEqual({ include_usage: true });
    expect(chat.body.messages).toEqual([
      { role: 'system', content: 'You write posts.' },
      { role: 'user', content: 'Write the Facebook post for this brief:\n- Topic: spring sale' },
    ]);
    expect(answer.usage.estimated).toBe(false);
    expect(answer.usage.completionTokens).toBe(Math.ceil(answer.text.length / 4));
    expect(answer.usage.promptTokens).toBeGreaterThan(5);
  });

  it('counts the tokens itself when the endpoint sends no usage', async () => {
    server.script({ kind: 'no-usage' });
    const answer = await call();
    expect(answer.usage.estimated).toBe(true);
    expect(answer.usage.completionTokens).toBe(Math.ceil(answer.text.length / 4));
  });

  it('says a refused key, an unknown model and a failed server in plain words', async () => {
    const refused = await failure(
      call({ target: { baseUrl: server.baseUrl, apiKey: 'sk-wrong', model: 'gpt-test' } }),
    );
    expect(refused.status).toBe(401);
    expect(refused.message).toBe(
      "The model connection's API key was refused. An admin can check the key in the model connection.",
    );
    expect(refused.raw).toMatch(/^Incorrect API key provided/);
    const unknown = await failure(
      call({ target: { baseUrl: server.baseUrl, apiKey: KEY, model: 'gpt-nope' } }),
    );
    expect(unknown.message).toBe(
      'The model connection has no model named "gpt-nope". An admin can check the model name in the model connection.',
    );
    server.script({ kind: 'error', status: 500, message: 'The server had an error' });
    expect((await failure(call())).message).toBe(
      "The model's server failed (HTTP 500). Try again in a minute.",
    );
    server.script({
      kind: 'error',
      status: 400,
      message: "This model's maximum context length is 8192 tokens.",
      type: 'invalid_request_error',
      code: 'context_length_exceeded',
    });
    expect((await failure(call())).message).toBe(
      'The request is too long for the model gpt-test. Shorten the inputs, or choose a model with a larger context.',
    );
  });

  it('asks again after a 429 up to twice, waiting for Retry-After, then says the model is busy', async () => {
    const before = server.chats.length;
    server.script({ kind: 'error', status: 429, message: 'Rate limit reached', retryAfter: 0 });
    const answer = await call();
    expect(answer.text).toContain('real model text');
    expect(server.chats.length - before).toBe(2);
    const busy = {
      kind: 'error' as const,
      status: 429,
      message: 'Rate limit reached',
      retryAfter: 0,
    };
    server.script(busy, busy, busy);
    const err = await failure(call());
    expect(err.message).toBe('The model is busy: try again in a minute.');
    expect(server.chats.length - before).toBe(5);
  });

  it('ends a call that hangs at the deadline, and says a cut stream was cut', async () => {
    server.script({ kind: 'hang' });
    const late = await failure(call({ timeoutMs: 300 }));
    expect(late.kind).toBe('timeout');
    expect(late.message).toBe('The model did not answer within 0.3 seconds.');
    server.script({ kind: 'cut' });
    const pieces: string[] = [];
    const cut = await failure(call({ onDelta: (t) => pieces.push(t) }));
    expect(cut.kind).toBe('stream-error');
    expect(cut.message).toBe("The model's answer was cut off before it ended.");
    expect(pieces.join('')).not.toBe('');
  });

  it('closes the connection to the model at once when the call is stopped', async () => {
    const held = server.holdNext();
    const controller = new AbortController();
    const running = call({ signal: controller.signal });
    await held.firstChunkSent;
    const chat = server.chats.at(-1)!;
    controller.abort();
    const err = await failure(running);
    expect(err.kind).toBe('cancelled');
    expect(await chat.closed).toBe('client');
    held.release();
  });

  it('refuses an address the SSRF guard does not allow', async () => {
    const guarded = createModelClient({ allowHosts: [] });
    const err = await failure(
      guarded.chat({
        target: { baseUrl: server.baseUrl, apiKey: KEY, model: 'gpt-test' },
        system: 's',
        prompt: 'p',
        requestId: 'r',
        timeoutMs: 2_000,
        assistantName: 'Blog Article',
      }),
    );
    expect(err.kind).toBe('blocked');
    expect(err.message).toMatch(/^The model connection's address is not allowed: /);
    await guarded.close();
    expect(server.chats.at(-1)!.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it('tests a connection: the models listed, the answer and its time, or what is wrong', async () => {
    const ok = await client.test({ baseUrl: server.baseUrl, apiKey: KEY, model: 'gpt-test' });
    expect(ok.ok).toBe(true);
    expect(ok.models).toEqual(['gpt-test', 'gpt-test-mini']);
    expect(ok.answer).toContain('Say hello and name the model you are.');
    expect(ok.latencyMs).toBeGreaterThanOrEqual(0);
    expect(ok.message).toMatch(/^The model gpt-test answered in \d+ ms\.$/);
    const wrong = await client.test({
      baseUrl: server.baseUrl,
      apiKey: 'sk-bad',
      model: 'gpt-test',
    });
    expect(wrong).toMatchObject({ ok: false, models: null, answer: null });
    expect(wrong.message).toMatch(/API key was refused/);
  });
});
