import { eq } from 'drizzle-orm';
import { users } from '../../../src/server/db/schema.js';
import { addActivity, createCompany, createUser } from '../../support/factories.js';
import { call, signIn, type TestApp } from '../../support/test-app.js';

const DAY = 24 * 60 * 60 * 1000;
type Company = Awaited<ReturnType<typeof createCompany>>;
type User = Awaited<ReturnType<typeof createUser>>;

/** Moments on chosen UTC days, so report windows (whole UTC days) hold exactly what we expect. */
function reportClock(now = new Date()) {
  const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const dayStart = (k: number) => todayStart - k * DAY;
  return {
    now,
    daysAgo: (days: number) => new Date(now.getTime() - days * DAY),
    /** A moment on the UTC day `k` days ago (today: between midnight and now); `m` orders it. */
    at: (k: number, m = 0) =>
      new Date(
        k === 0
          ? todayStart + ((now.getTime() - todayStart) * (m + 1)) / 12
          : dayStart(k) + 12 * 60 * 60 * 1000 + m * 60_000,
      ),
    dateOf: (k: number) => new Date(dayStart(k)).toISOString().slice(0, 10),
  };
}

/** What content-stats says of a company none of whose generations ran on a model. */
export const NO_MODEL_USAGE = {
  runs: 0,
  promptTokens: 0,
  completionTokens: 0,
  totalTokens: 0,
  estimatedRuns: 0,
  estimatedCost: null,
  byAssistantType: [],
  byUser: [],
};

/**
 * A known history in a fresh company: an admin (signed in through the API: one login today),
 * alice (new), bob, carol (never signed in) and member, with sign-ins, failures and generations
 * across assistants on chosen days; and another company with a little history of its own.
 */
export async function buildKnownHistory(t: TestApp) {
  const clock = reportClock();
  const { at, daysAgo } = clock;
  const company = await createCompany(t);
  const other = await createCompany(t);
  const event = async (
    user: User | null,
    action: string,
    when: Date,
    details: Record<string, unknown> = {},
    where: Company = company,
  ) => {
    await addActivity(t, where, {
      userId: user?.id ?? null,
      ...(user ? { username: user.username } : {}),
      action,
      details,
      createdAt: when,
    });
  };
  const generation = (user: User, assistantType: string, when: Date) =>
    event(user, 'content_generation', when, { assistantType });

  const admin = await createUser(t, company, 'admin', { createdAt: daysAgo(40) });
  const named = (name: string, values: Partial<typeof users.$inferInsert>) =>
    createUser(t, company, 'user', { username: `${name}-${company.slug}`, ...values });
  const alice = await named('alice', { createdAt: daysAgo(3), lastLogin: at(2) });
  const bob = await named('bob', { createdAt: daysAgo(20), lastLogin: at(25) });
  const carol = await named('carol', { createdAt: daysAgo(100) });
  const member = await named('member', { createdAt: daysAgo(200) });
  const cookie = await signIn(t, company.slug, admin.username);
  await t.app.ctx.activity.flush();
  const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.id));

  await event(alice, 'login_success', at(0, 1));
  await generation(alice, 'blog', at(0, 2));
  await event(alice, 'login_success', at(2, 0));
  await event(alice, 'login_failed', at(2, 1), { reason: 'invalid_password' });
  await generation(alice, 'blog', at(2, 2));
  await event(alice, 'password_change', at(3));
  await generation(alice, 'facebook', at(10, 1));
  await event(alice, 'login_success', at(10, 0));
  await event(alice, 'login_success', at(40, 0));
  await generation(alice, 'linkedin2', at(40, 1));
  await event(null, 'login_failed', at(1), { reason: 'unknown_user' });
  await event(null, 'login_failed', at(50), { reason: 'unknown_user' });
  await event(bob, 'memory_cleared', at(4), { sessionId: 'session_x' });
  await generation(bob, 'blog', at(5));
  await event(bob, 'login_success', at(25, 0));
  await generation(bob, 'newsletter', at(25, 1));

  // Another company's history, which the first company's reports must never show.
  const stranger = await createUser(t, other, 'user');
  const otherAdmin = await createUser(t, other, 'admin');
  await event(stranger, 'login_success', at(1), {}, other);
  await event(stranger, 'content_generation', at(1, 1), { assistantType: 'website' }, other);
  const otherCookie = await signIn(t, other.slug, otherAdmin.username);
  await t.app.ctx.activity.flush();

  /** GET on the company's host as its admin (or as someone else). */
  const get = (url: string, opts: { slug?: string; cookie?: string } = {}) =>
    call(t, { url, slug: opts.slug ?? company.slug, cookie: opts.cookie ?? cookie });

  return {
    ...clock,
    company,
    other,
    admin,
    alice,
    bob,
    carol,
    member,
    stranger,
    cookie,
    otherCookie,
    adminLastLogin: row.lastLogin!.toISOString(),
    get,
  };
}
