import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.js';
import { testConfig, type Config } from '../../../src/server/config.js';
import { createCompany } from '../../support/factories.js';
import { createTestApp } from '../../support/test-app.js';
import { whenDone } from '../../support/when-done.js';

// A low ceiling so the tests can reach it. Redis runs on 127.0.0.1:6379 on this machine kind.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: 6 });
const company = await createCompany(t);

/** A client of its own per test and run (the Redis server may be shared); IPv6 counts per /64. */
const group = () => (0x1000 + (randomBytes(2).readUInt16BE() % 0xf000)).toString(16);
const freshAddress = () => `2001:db8:${group()}:${group()}::1`;
/** The /64 a client is counted under. */
const networkOf = (ip: string) => ip.replace(/::1$/, '::');

const hit = (app: FastifyInstance, ip: string) =>
  app.inject({
    url: '/api/tenant/info',
    headers: { host: `${company.slug}.localhost` },
    remoteAddress: ip,
  });

async function anotherInstance(overrides: Partial<Config> = {}) {
  const app = await buildApp(testConfig({ API_RATE_LIMIT_PER_MINUTE: 6, ...overrides }), {
    database: t.database,
  });
  await app.ready();
  whenDone(() => app.close());
  return app;
}

/** Rows of every table of the app's schema. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = (await t.database.db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { name: string }[] };
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const res = (await t.database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    )) as unknown as { rows: { n: number }[] };
    counts[name] = res.rows[0].n;
  }
  return counts;
}

/** Windows are fixed minutes in memory and Redis alike: start well inside one. */
async function insideOneWindow() {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 55_000) await new Promise((r) => setTimeout(r, 60_500 - intoMinute));
}

describe('the general API rate limit', () => {
  it('answers 429 after N requests and writes nothing to the database', async () => {
    await t.app.ctx.accounting.stop();
    const before = await rowCounts();
    const ip = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await hit(t.app, ip)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    const refused = await hit(t.app, ip);
    expect(refused.json().message).toMatch(/^Too many requests\. Please wait \d+ seconds/);
    expect(await rowCounts()).toEqual(before);
    expect(Object.keys(before)).not.toContain('rate_limit_hits');
  });

  it('without REDIS_URL every instance counts its own clients in memory', async () => {
    await insideOneWindow();
    const other = await anotherInstance();
    const ip = freshAddress();
    for (let i = 0; i < 6; i++) expect((await hit(t.app, ip)).statusCode).toBe(200);
    expect((await hit(t.app, ip)).statusCode).toBe(429);
    expect((await hit(other, ip)).statusCode).toBe(200);
  });

  it('with REDIS_URL two instances share one count per client, kept in Redis', async () => {
    await insideOneWindow();
    const a = await anotherInstance({ REDIS_URL });
    const b = await anotherInstance({ REDIS_URL });
    const ip = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await hit(a, ip)).statusCode);
    for (let i = 0; i < 3; i++) statuses.push((await hit(b, ip)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    expect((await hit(a, ip)).statusCode).toBe(429);
    // Another address has its own count.
    expect((await hit(b, freshAddress())).statusCode).toBe(200);

    const redis = new Redis(REDIS_URL);
    try {
      expect(Number(await redis.get(`copydesk:rate-limit:${networkOf(ip)}`))).toBe(8);
    } finally {
      redis.disconnect();
    }
  });

  it('with Redis unreachable the API still answers (the ceiling is skipped, logged)', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const app = await anotherInstance({ REDIS_URL: `redis://127.0.0.1:${port}` });
    const ip = freshAddress();
    for (let i = 0; i < 3; i++) expect((await hit(app, ip)).statusCode).toBe(200);
  });
});
