import { asc } from 'drizzle-orm';
import { expect } from 'vitest';
import { assistantAccess, companies, sessions, users } from '../../src/server/db/schema.js';
import { callAs, callerFor, signedOutOn, type Caller } from './callers.js';
import { createCompany, createUser, platformCompany } from './factories.js';
import type { TestApp } from './test-app.js';

/** A strong password (passes all five rules) other than the factory's. */
export const NEW_PASSWORD = 'Fresh-Temporary-Pass-7';

/**
 * Two companies and the platform: company A with two admins and a user, company B with an
 * admin, and operator staff (a platform company admin and a platform admin), all signed in.
 */
export async function adminWorld(t: TestApp) {
  const platform = await platformCompany(t);
  const a = await createCompany(t);
  const b = await createCompany(t);
  const adminA = await createUser(t, a, 'admin');
  const secondAdminA = await createUser(t, a, 'admin');
  const userA = await createUser(t, a, 'user');
  const adminB = await createUser(t, b, 'admin');
  const operator = await createUser(t, platform, 'admin');
  const platformAdmin = await createUser(t, platform, 'platform_admin');
  const on = (company: { slug: string }, user: { username: string }) => callerFor(t, company, user);
  const callers = {
    'signed out': signedOutOn(a),
    user: await on(a, userA),
    'company admin': await on(a, adminA),
    "other company's admin": await on(b, adminB),
    'operator staff (admin)': await on(platform, operator),
    'platform admin': await on(platform, platformAdmin),
  };
  return { platform, a, b, adminA, secondAdminA, userA, adminB, operator, platformAdmin, callers };
}
export type CallerName = keyof Awaited<ReturnType<typeof adminWorld>>['callers'];

/** Every row the administration routes could change, to prove a refused call changed nothing. */
export async function snapshot(t: TestApp) {
  const db = t.database.db;
  return {
    users: await db.select().from(users).orderBy(asc(users.id)),
    companies: await db.select().from(companies).orderBy(asc(companies.id)),
    assistantAccess: await db.select().from(assistantAccess).orderBy(asc(assistantAccess.id)),
    sessions: (await db.select({ sid: sessions.sid }).from(sessions)).map((s) => s.sid).sort(),
  };
}

/** Calls as `caller`, checks the status, and when it was refused that nothing changed. */
export async function expectCall(
  t: TestApp,
  caller: Caller,
  request: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: unknown },
  status: number,
) {
  const before = await snapshot(t);
  const res = await callAs(t, caller, request);
  expect(res.statusCode, `${request.method} ${request.url}: ${res.body}`).toBe(status);
  if (status >= 400) {
    expect(res.json()).toHaveProperty('message');
    expect(await snapshot(t)).toEqual(before);
  }
  return res;
}

/** Nothing secret in a response body. */
export function expectNoSecrets(body: string, ...passwords: string[]) {
  expect(body).not.toMatch(/passwordHash|password_hash|\$argon2/i);
  for (const password of passwords) expect(body).not.toContain(password);
}

/** A company with a signed-in admin. */
export function adminHelpers(t: TestApp) {
  return {
    async companyWithAdmin() {
      const company = await createCompany(t);
      const admin = await createUser(t, company, 'admin');
      return { company, admin, caller: await callerFor(t, company, admin) };
    },
  };
}

export const post = (url: string, payload: unknown) => ({ method: 'POST' as const, url, payload });
