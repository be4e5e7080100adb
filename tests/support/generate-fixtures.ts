import { and, count, eq } from 'drizzle-orm';
import { activityEvents, historyItems } from '../../src/server/db/schema.js';
import type { Member } from './factories.js';
import { call, type TestApp } from './test-app.js';

/** The calls the generate/revise API tests make, and what a company kept of them. */

export function generate(
  t: TestApp,
  m: Pick<Member, 'slug' | 'cookie'>,
  payload: unknown,
  headers?: Record<string, string>,
) {
  return call(t, {
    method: 'POST',
    url: '/api/generate',
    slug: m.slug,
    cookie: m.cookie,
    payload,
    headers,
  });
}

export function revise(
  t: TestApp,
  m: Pick<Member, 'slug' | 'cookie'>,
  payload: unknown,
  headers?: Record<string, string>,
) {
  return call(t, {
    method: 'POST',
    url: '/api/revise',
    slug: m.slug,
    cookie: m.cookie,
    payload,
    headers,
  });
}

/** What a company has kept: history items and content_generation events. */
export async function savedFor(t: TestApp, companyId: number) {
  await t.app.ctx.activity.flush();
  const [history] = await t.database.db
    .select({ n: count() })
    .from(historyItems)
    .where(eq(historyItems.companyId, companyId));
  const [events] = await t.database.db
    .select({ n: count() })
    .from(activityEvents)
    .where(
      and(eq(activityEvents.companyId, companyId), eq(activityEvents.action, 'content_generation')),
    );
  return { history: Number(history.n), events: Number(events.n) };
}
