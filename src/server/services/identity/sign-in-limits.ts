import { and, count, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import { addressKey } from '../../auth/address-key.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/connection.js';
import { loginFailures, rateLimitCounters } from '../../db/schema.js';
import { tooMany, type DomainError } from '../domain-error.js';
import { sweepOldWindows } from './email-links/rate-limit.js';
import { sweepOldRows } from './sweep-old-rows.js';
import { signInAlertMail, type SignInAlertOwner } from '../../mail/sign-in-alert.js';

/**
 * Sign-in limits (decisions 002, 006 and 053), all counted in `login_failures`, which every
 * instance shares, within 15 minutes and before any password is hashed:
 * - per address (an IPv6 client by its /64): 10 failures of one login, 100 of any;
 * - per account, from any address: from the fifth failed password (or, counted apart, the fifth
 *   wrong two-factor code) its attempts wait 1 minute after the last failure, then 2, 4, 8 and
 *   at most 15, whether or not the login names an account.
 */
const WINDOW = sql.raw(`interval '15 minutes'`);
const MAX_FAILURES_PER_LOGIN_AND_ADDRESS = 10;
const MAX_FAILURES_PER_ADDRESS = 100;
const ACCOUNT_FAILURES_BEFORE_WAIT = 5;
const FIRST_WAIT_MS = 60 * 1000;
const LONGEST_WAIT_MS = 15 * 60 * 1000;

/** What failed: the password, or the two-factor code after a right password. */
export type SignInStep = 'password' | 'two-factor';

/**
 * An account's failures are rows of their own: the login in `username` and, where an address
 * would be, its step (`account:password`), so the (ip, username, created_at) index reads them.
 */
const accountMark = (step: SignInStep) => `account:${step}`;

/** How long an account's attempts wait after its last failure, given its failures. */
export function accountWaitMs(failures: number): number {
  if (failures < ACCOUNT_FAILURES_BEFORE_WAIT) return 0;
  const doublings = failures - ACCOUNT_FAILURES_BEFORE_WAIT;
  return Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** doublings);
}

/** The login as the sign-in looks it up: without surrounding spaces, in lower case. */
export const loginKey = (typed: string) => typed.trim().toLowerCase();

/** Too many attempts: the wait in whole minutes, and in seconds for Retry-After. */
function tooManyAttempts(waitMs: number): DomainError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait = minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return tooMany(`Too many failed sign-in attempts. Please wait ${wait} and try again.`, seconds);
}

/** Milliseconds from now to `moment` (null when there is none), by the database's clock. */
const msUntil = (moment: SQL) =>
  sql<number | null>`(extract(epoch from (${moment}) - now()) * 1000)::float8`;
/** Milliseconds from `moment` to now (null when there is none), by the database's clock. */
const msSince = (moment: SQL) =>
  sql<number | null>`(extract(epoch from now() - (${moment})) * 1000)::float8`;

/**
 * Refuses an attempt (429) while its address, or its login from that address, failed too often,
 * or while its account waits. One read of the recent failures, answered the same for a login
 * nobody has as for an account.
 */
export async function assertNotThrottled(
  ctx: AppContext,
  opts: { ip: string; login: string; step: SignInStep },
) {
  const address = addressKey(opts.ip);
  const ofAddress = eq(loginFailures.ip, address);
  const ofLogin = and(ofAddress, eq(loginFailures.username, opts.login));
  const ofAccount = and(
    eq(loginFailures.ip, accountMark(opts.step)),
    eq(loginFailures.username, opts.login),
  )!;
  const firstOf = (filter: SQL | undefined) =>
    sql`min(${loginFailures.createdAt}) filter (where ${filter}) + ${WINDOW}`;
  const [recent] = await ctx.db
    .select({
      perAddress: sql<number>`(count(*) filter (where ${ofAddress}))::int`,
      perLogin: sql<number>`(count(*) filter (where ${ofLogin}))::int`,
      addressFreeIn: msUntil(firstOf(ofAddress)),
      loginFreeIn: msUntil(firstOf(ofLogin)),
      account: sql<number>`(count(*) filter (where ${ofAccount}))::int`,
      sinceAccountFailure: msSince(
        sql`max(${loginFailures.createdAt}) filter (where ${ofAccount})`,
      ),
    })
    .from(loginFailures)
    .where(and(gt(loginFailures.createdAt, sql`now() - ${WINDOW}`), or(ofAddress, ofAccount)));
  if (recent.perAddress >= MAX_FAILURES_PER_ADDRESS) {
    throw tooManyAttempts(recent.addressFreeIn ?? LONGEST_WAIT_MS);
  }
  if (recent.perLogin >= MAX_FAILURES_PER_LOGIN_AND_ADDRESS) {
    throw tooManyAttempts(recent.loginFreeIn ?? LONGEST_WAIT_MS);
  }
  const waitLeft = accountWaitMs(recent.account) - (recent.sinceAccountFailure ?? 0);
  if (recent.account >= ACCOUNT_FAILURES_BEFORE_WAIT && waitLeft > 0) {
    throw tooManyAttempts(waitLeft);
  }
}

/** The database or a transaction on it. */
type Writer = Pick<Db, 'insert' | 'select'>;

/**
 * Failures are read for 15 minutes only: those older than a day are removed after about one
 * failure in a hundred (`chance`). Called outside the failure's own transaction, so no sign-in
 * waits on another's sweep.
 */
export const sweepOldFailures = (db: Pick<Db, 'delete'>, chance?: number) =>
  sweepOldRows(db, loginFailures, loginFailures.createdAt, chance);

/**
 * Counts a failure against its address (and login from it) and against its account, in the
 * caller's transaction. Answers whether this failure made the account start to wait.
 */
export async function countFailure(
  db: Writer,
  opts: { ip: string; login: string; step: SignInStep },
): Promise<boolean> {
  const mark = accountMark(opts.step);
  await db.insert(loginFailures).values([
    { ip: addressKey(opts.ip), username: opts.login },
    { ip: mark, username: opts.login },
  ]);
  const [account] = await db
    .select({ failures: count() })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.ip, mark),
        eq(loginFailures.username, opts.login),
        gt(loginFailures.createdAt, sql`now() - ${WINDOW}`),
      ),
    );
  return account.failures === ACCOUNT_FAILURES_BEFORE_WAIT;
}

/**
 * An account started to wait: its owner is told by email (when mail is configured and they have
 * an address), at most once an hour per step. The hour is taken in `rate_limit_counters` (a row
 * per email, keyed by the user's id, shared by every instance); a login nobody has takes the same
 * statement, so the answer's time says nothing about the account. A failure here is logged: the
 * sign-in's own answer stays what it was.
 */
export async function tellOwner(
  ctx: AppContext,
  opts: { step: SignInStep; owner: SignInAlertOwner | null },
) {
  const key = `sign-in-alert:${opts.step}:${opts.owner?.id ?? 0}`;
  try {
    const taken = await ctx.db
      .insert(rateLimitCounters)
      .select(
        sql`select ${key}, now(), 1 where not exists (select 1 from ${rateLimitCounters} where ${rateLimitCounters.key} = ${key} and ${rateLimitCounters.windowStart} > now() - interval '1 hour')`,
      )
      .onConflictDoNothing()
      .returning({ hits: rateLimitCounters.hits });
    await sweepOldWindows(ctx.db);
    const { owner } = opts;
    if (taken.length === 0 || !owner?.email || !ctx.mail.enabled) return;
    ctx.mail.queue(signInAlertMail({ step: opts.step, owner, to: owner.email }));
  } catch (err) {
    ctx.log.warn({ err }, 'sign-in alert not sent');
  }
}
