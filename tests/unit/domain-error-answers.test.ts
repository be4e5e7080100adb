import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { RETRY_AFTER_SECONDS } from '../../src/server/db/unavailable.js';
import { registerErrorHandler } from '../../src/server/http/error-handler.js';
import { HttpError } from '../../src/server/http/http-errors.js';
import {
  conflict,
  DomainError,
  forbidden,
  invalid,
  invalidFields,
  notFound,
  tooMany,
  unauthenticated,
  type DomainErrorKind,
} from '../../src/server/services/domain-error.js';

/**
 * What a service's refusal becomes on the wire (decision 055): the app's own error handler on a
 * small Fastify app whose one route throws what the test names.
 */
let refusal: () => Error = () => new Error('unset');
const app = Fastify();
registerErrorHandler(app, {});
app.get('/refuse', async () => {
  throw refusal();
});
afterAll(() => app.close());

async function answerTo(error: () => Error) {
  refusal = error;
  const res = await app.inject({ method: 'GET', url: '/refuse' });
  return { status: res.statusCode, body: res.body, retryAfter: res.headers['retry-after'] };
}

describe('a service refusal as an answer', () => {
  it.each<[DomainErrorKind, number]>([
    ['invalid', 400],
    ['unauthenticated', 401],
    ['forbidden', 403],
    ['not-found', 404],
    ['conflict', 409],
    ['mismatch', 422],
    ['too-many', 429],
    ['upstream-failed', 502],
  ])('%s answers %i with the message alone', async (kind, status) => {
    const answer = await answerTo(() => new DomainError(kind, `Refused: ${kind}`));
    expect(answer).toEqual({
      status,
      body: JSON.stringify({ message: `Refused: ${kind}` }),
      retryAfter: undefined,
    });
  });

  it('the constructors give their kinds (and the default message of not-found)', async () => {
    const made = [invalid('a'), unauthenticated('b'), forbidden('c'), notFound(), conflict('d')];
    const answers: [number, string][] = [];
    for (const error of made) {
      const answer = await answerTo(() => error);
      answers.push([answer.status, JSON.parse(answer.body).message]);
    }
    expect(answers).toEqual([
      [400, 'a'],
      [401, 'b'],
      [403, 'c'],
      [404, 'Not found'],
      [409, 'd'],
    ]);
  });

  it('unavailable answers 503 with the usual Retry-After, or the one it names', async () => {
    const plain = await answerTo(() => new DomainError('unavailable', 'Restarting'));
    expect(plain).toEqual({
      status: 503,
      body: '{"message":"Restarting"}',
      retryAfter: String(RETRY_AFTER_SECONDS),
    });
    const named = await answerTo(
      () => new DomainError('unavailable', 'Restarting', { retryAfterSeconds: 30 }),
    );
    expect(named.retryAfter).toBe('30');
  });

  it('too-many carries Retry-After only when the wait is known', async () => {
    expect(await answerTo(() => tooMany('Wait 2 minutes', 95))).toEqual({
      status: 429,
      body: '{"message":"Wait 2 minutes"}',
      retryAfter: '95',
    });
    expect((await answerTo(() => tooMany('Plan used up'))).retryAfter).toBeUndefined();
  });

  it('fields at fault follow the message as `errors`, as invalid input does', async () => {
    const fields = [
      { path: 'facebook.webhookUrl', message: 'Facebook: not a URL' },
      { path: 'blog.apiKey', message: 'Blog: too long' },
    ];
    expect(await answerTo(() => invalidFields(fields))).toEqual({
      status: 400,
      body: JSON.stringify({ message: 'Facebook: not a URL', errors: fields }),
      retryAfter: undefined,
    });
    const one = await answerTo(() => invalid('Please enter a name', 'name'));
    expect(one.body).toBe(
      JSON.stringify({
        message: 'Please enter a name',
        errors: [{ path: 'name', message: 'Please enter a name' }],
      }),
    );
  });

  it('extra fields follow the message (a 409 with the item as it is now)', async () => {
    const item = { id: 7, version: 3 };
    expect(await answerTo(() => conflict('Changed elsewhere', { item }))).toEqual({
      status: 409,
      body: '{"message":"Changed elsewhere","item":{"id":7,"version":3}}',
      retryAfter: undefined,
    });
  });

  it("a route's HttpError still answers with its own status, fields and headers", async () => {
    const answer = await answerTo(
      () => new HttpError(410, 'Too late', { hint: 'start again' }, { 'retry-after': '9' }),
    );
    expect(answer).toEqual({
      status: 410,
      body: '{"message":"Too late","hint":"start again"}',
      retryAfter: '9',
    });
  });
});
