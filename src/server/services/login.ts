import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { companies, loginFailures, users } from '../db/schema.js';
import { dummyPasswordHash, verifyPassword } from '../auth/passwords.js';
import { HttpError } from '../http-errors.js';
import type { Company } from '../tenancy/plugin.js';

const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES_PER_USER = 10;
const MAX_FAILURES_PER_ADDRESS = 100;
const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
const INVALID_CREDENTIALS = 'Invalid username or password';

/** Refuses before any hashing work once an address or username+address failed too often. */
async function assertNotThrottled(ctx: AppContext, ip: string, username: string) {
  const since = new Date(Date.now() - WINDOW_MS);
  const [[perAddress], [perUser]] = await Promise.all([
    ctx.db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.ip, ip), gt(loginFailures.createdAt, since))),
    ctx.db
      .select({ n: count() })
      .from(loginFailures)
      .where(
        and(
          eq(loginFailures.ip, ip),
          eq(loginFailures.username, username),
          gt(loginFailures.createdAt, since),
        ),
      ),
  ]);
  if (perUser.n >= MAX_FAILURES_PER_USER || perAddress.n >= MAX_FAILURES_PER_ADDRESS) {
    throw new HttpError(429, TOO_MANY_ATTEMPTS);
  }
}

/**
 * Records a failed sign-in without telling one company about another's accounts (decision 007).
 * The company whose page was used learns only what concerns its own users: an account of another
 * company is recorded there exactly like a name nobody has (`unknown_user`, the typed name, no
 * user id). The user's own company sees its user's failure with the reason, also when it happened
 * on another company's page (`wrong_company`: the password was right).
 */
function recordFailure(
  ctx: AppContext,
  opts: { tenantId: number; typed: string; user?: typeof users.$inferSelect; valid: boolean },
) {
  const { user } = opts;
  const ownUser = user !== undefined && user.companyId === opts.tenantId;
  ctx.activity.record({
    companyId: opts.tenantId,
    userId: ownUser ? user.id : null,
    username: ownUser ? user.username : opts.typed.slice(0, 100),
    action: 'login_failed',
    details: { reason: ownUser ? 'invalid_password' : 'unknown_user' },
  });
  if (user && !ownUser) {
    ctx.activity.record({
      companyId: user.companyId,
      userId: user.id,
      username: user.username,
      action: 'login_failed',
      details: { reason: opts.valid ? 'wrong_company' : 'invalid_password' },
    });
  }
}

/**
 * Checks a sign-in on a company's host. A user signs in on their own company; platform admins
 * anywhere. Every failure is counted and recorded; the message never says which part was wrong.
 */
export async function authenticate(
  ctx: AppContext,
  opts: { tenant: Company; username: string; password: string; ip: string },
) {
  const username = opts.username.trim();
  const key = username.toLowerCase();
  await assertNotThrottled(ctx, opts.ip, key);
  const [row] = await ctx.db
    .select({ user: users, companySlug: companies.companyId })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(sql`lower(${users.username}) = ${key}`)
    .limit(1);
  const valid = await verifyPassword(
    row?.user.passwordHash ?? (await dummyPasswordHash()),
    opts.password,
  );
  const user = row?.user;
  const allowedHere =
    user !== undefined && (user.companyId === opts.tenant.id || user.role === 'platform_admin');
  if (!user || !valid || !allowedHere) {
    await ctx.db.insert(loginFailures).values({ ip: opts.ip, username: key });
    recordFailure(ctx, { tenantId: opts.tenant.id, typed: username, user, valid });
    throw new HttpError(401, INVALID_CREDENTIALS);
  }
  await ctx.db
    .delete(loginFailures)
    .where(and(eq(loginFailures.ip, opts.ip), eq(loginFailures.username, key)));
  const now = new Date();
  await ctx.db.update(users).set({ lastLogin: now }).where(eq(users.id, user!.id));
  ctx.activity.record({
    companyId: opts.tenant.id,
    userId: user!.id,
    username: user!.username,
    action: 'login_success',
  });
  return user!;
}
