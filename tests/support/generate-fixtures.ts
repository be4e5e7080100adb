import { and, count, eq } from 'drizzle-orm';
import type { AssistantId } from '../../src/core/assistants/ids.js';
import { activityEvents, historyItems, webhookSettings } from '../../src/server/db/schema.js';
import { call, type Member, type TestApp } from './test-app.js';

export { newMember, type Member } from './test-app.js';

/** Shared set-up of the generate/revise API tests. */

/** Sets a company's webhook for an assistant, as the settings page would store it. */
export async function setWebhook(
  t: TestApp,
  company: { id: number },
  assistantType: AssistantId,
  url: string,
  apiKey = '',
) {
  const values = {
    companyId: company.id,
    assistantType,
    webhookUrl: url,
    apiKeyEncrypted: t.app.ctx.secrets.encrypt(apiKey),
  };
  await t.database.db
    .insert(webhookSettings)
    .values(values)
    .onConflictDoUpdate({
      target: [webhookSettings.companyId, webhookSettings.assistantType],
      set: { webhookUrl: url, apiKeyEncrypted: values.apiKeyEncrypted },
    });
  // Written behind the app's back (not through the settings API, which forgets what the tenant
  // cache kept): forget here as an announcement from another instance would.
  t.app.ctx.companies.drop('*');
}

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
