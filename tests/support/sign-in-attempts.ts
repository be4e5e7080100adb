import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loginFailures } from '../../src/server/db/schema.js';
import { hostOf, type TestApp } from './test-app.js';

/** What an account's waiting sign-ins answer (with a Retry-After header). */
export const WAIT_MESSAGE =
  /^Too many failed sign-in attempts\. Please wait (1 minute|\d+ minutes) and try again\.$/;

let lastV4 = 0;
/** An IPv4 client address no other call of this worker uses (100.64.0.0/10, shared space). */
export const freshV4 = () => {
  const n = ++lastV4;
  return `100.${64 + Math.floor(n / 62500)}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
};

let lastPrefix = 0;
/** A /64 of its own (2001:db8::/32, documentation space) and an address in it per call. */
export function freshV6Prefix() {
  const prefix = `2001:db8:5117:${(++lastPrefix).toString(16)}`;
  return { prefix, address: (host: number | string) => `${prefix}::${host.toString(16)}` };
}

/** `POST /api/auth/login` on a company's address from `ip`. */
export function attempt(
  app: FastifyInstance,
  opts: { slug: string; username: string; password: string; ip: string },
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host: hostOf(opts.slug) },
    payload: { username: opts.username, password: opts.password },
    remoteAddress: opts.ip,
  });
}

/** The seconds a 429 asks to wait (its Retry-After), or null without the header. */
export function retryAfterOf(res: { headers: Record<string, unknown> }): number | null {
  const value = res.headers['retry-after'];
  return value === undefined ? null : Number(value);
}

/**
 * Moves every recorded failed sign-in of a login `seconds` into the past, as if that much time
 * had gone by (the limits read the database's clock).
 */
export async function ageFailures(t: TestApp, login: string, seconds: number) {
  await t.database.db
    .update(loginFailures)
    .set({ createdAt: sql`${loginFailures.createdAt} - make_interval(secs => ${seconds})` })
    .where(sql`lower(${loginFailures.username}) = ${login.trim().toLowerCase()}`);
}
