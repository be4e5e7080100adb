import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.js';
import { loadConfig, testConfig } from '../../../src/server/config.js';
import { createCompany, createUser } from '../../support/factories.js';
import { createTestApp } from '../../support/test-app.js';
import { whenDone } from '../../support/when-done.js';

// TRUST_PROXY as an operator writes it, read through the environment parser.
const trustProxy = (value: string) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;

const t = await createTestApp();
const company = await createCompany(t);

async function appWith(value: string, overrides = {}): Promise<FastifyInstance> {
  const app = await buildApp(testConfig({ TRUST_PROXY: trustProxy(value), ...overrides }), {
    database: t.database,
  });
  await app.ready();
  whenDone(() => app.close());
  return app;
}

const randomIp = () => `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
/** A client's own address, unique per test so the throttle counts start at zero. */
const clientIp = () => `203.0.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

/**
 * One wrong-password guess; `via` is the socket address, `forwardedFor` the header. Each guess
 * is for another account (a spray): one account's guesses wait whatever the address (decision
 * 053), so what is counted here is the per-address limit, 100 failures in 15 minutes.
 */
async function guess(app: FastifyInstance, via: string, forwardedFor: string) {
  const target = await createUser(t, company);
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host: `${company.slug}.localhost`, 'x-forwarded-for': forwardedFor },
    remoteAddress: via,
    payload: { username: target.username, password: 'Wrong-Guess-123!' },
  });
}

/** How many of `n` guesses were checked (401) rather than refused by the throttle (429). */
async function checkedOf(n: number, next: () => Promise<{ statusCode: number }>) {
  let checked = 0;
  for (let i = 0; i < n; i++) {
    const res = await next();
    expect([401, 429]).toContain(res.statusCode);
    if (res.statusCode === 401) checked++;
  }
  return checked;
}

describe('TRUST_PROXY', () => {
  it('with a hop count (1), rotating X-Forwarded-For does not escape the sign-in throttle', async () => {
    const app = await appWith('1');
    const proxy = '10.0.0.5';
    const client = clientIp();
    // The client forges the leftmost entries; the proxy appends the address it saw.
    const checked = await checkedOf(110, () => guess(app, proxy, `${randomIp()}, ${client}`));
    console.log(`TRUST_PROXY=1, 110 guesses with a rotating X-Forwarded-For: ${checked} checked`);
    expect(checked).toBe(100);
    // Another client behind the same proxy has its own count.
    expect((await guess(app, proxy, `${randomIp()}, ${clientIp()}`)).statusCode).toBe(401);
  });

  it('with a hop count, the API rate limit counts the client the proxy saw', async () => {
    const app = await appWith('1', { API_RATE_LIMIT_PER_MINUTE: 5 });
    const client = clientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await app.inject({
        url: '/api/tenant/info',
        headers: {
          host: `${company.slug}.localhost`,
          'x-forwarded-for': `${randomIp()}, ${client}`,
        },
        remoteAddress: '10.0.0.5',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('with a list of proxy addresses/CIDRs, only those proxies’ headers count', async () => {
    const app = await appWith('127.0.0.1, 10.0.0.0/8');
    // From a listed proxy: the header names the client, and clients are told apart.
    const behind = clientIp();
    expect(await checkedOf(102, () => guess(app, '10.20.30.40', `${randomIp()}, ${behind}`))).toBe(
      100,
    );
    expect((await guess(app, '10.20.30.40', clientIp())).statusCode).toBe(401);
    // Straight from the internet: the header is ignored, the socket address counts.
    const direct = clientIp();
    expect(await checkedOf(102, () => guess(app, direct, randomIp()))).toBe(100);
  });

  it.each([
    ['true', /TRUST_PROXY: .*every hop/],
    ['yes', /TRUST_PROXY: .*every hop/],
    ['10.0.0.0/33', /TRUST_PROXY: .*10\.0\.0\.0\/33/],
    ['proxy.example.com', /TRUST_PROXY: .*proxy\.example\.com/],
    ['-1', /TRUST_PROXY: /],
  ])('refuses %s with a message', (value, message) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(message);
  });

  it('reads off, hop counts and address lists', () => {
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('0')).toBe(false);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy(' 10.0.0.0/8 , 192.168.1.7,fd00::/8, loopback ')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
      'loopback',
    ]);
  });
});
