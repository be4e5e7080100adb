import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { companies, loginFailures, users } from '../../db/schema.js';
import { addressKey } from '../../auth/address-key.js';
import { dummyPasswordHash, verifyPassword } from '../../auth/passwords.js';
import { unauthenticated } from '../domain-error.js';
import type { Company } from '../../tenancy/companies.js';
import { authUserColumns, type AuthUser } from '../../auth/current-user.js';
import { allows } from '../../policies/authorize.js';
import { userPolicy } from '../../policies/users.js';
import { writeActivity, type ActivityInput } from '../activity.js';
import {
  assertNotThrottled,
  countFailure,
  loginKey,
  sweepOldFailures,
  tellOwner,
} from './sign-in-limits.js';

const INVALID_CREDENTIALS = 'Invalid username or password';

/**
 * Records a failed sign-in without telling one company about another's accounts (decision 007).
 * The company whose page was used learns only what concerns its own users: an account of another
 * company is recorded there exactly like a name nobody has (`unknown_user`, the typed name, no
 * user id). The user's own company sees its user's failure with the reason, also when it happened
 * on another company's page (`wrong_company`: the password was right).
 */
function failureEvents(opts: {
  tenantId: number;
  typed: string;
  user?: Pick<AuthUser, 'id' | 'username' | 'companyId'>;
  valid: boolean;
}) {
  const { user } = opts;
  const ownUser = user !== undefined && user.companyId === opts.tenantId;
  const events: ActivityInput[] = [
    {
      companyId: opts.tenantId,
      userId: ownUser ? user.id : null,
      username: ownUser ? user.username : opts.typed.slice(0, 100),
      action: 'login_failed',
      details: { reason: ownUser ? 'invalid_password' : 'unknown_user' },
    },
  ];
  if (user && !ownUser) {
    events.push({
      companyId: user.companyId,
      userId: user.id,
      username: user.username,
      action: 'login_failed',
      details: { reason: opts.valid ? 'wrong_company' : 'invalid_password' },
    });
  }
  return events;
}

/**
 * Checks a sign-in on a company's host. A user signs in on their own company; platform admins
 * anywhere (`userPolicy.signIn`). Every failure is counted (per address and per account, the
 * same for a login nobody has: `sign-in-limits.ts`) and recorded; the message never says which
 * part was wrong. Answers the user with their company (one read); `recordSignIn` keeps the
 * sign-in once its session is saved.
 */
export async function authenticate(
  ctx: AppContext,
  opts: { tenant: Company; username: string; password: string; ip: string },
): Promise<AuthUser> {
  const username = opts.username.trim();
  const login = loginKey(username);
  await assertNotThrottled(ctx, { ip: opts.ip, login, step: 'password' });
  const [row] = await ctx.db
    .select({
      ...authUserColumns,
      passwordHash: users.passwordHash,
      email: users.email,
      primaryColor: companies.primaryColor,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(sql`lower(${users.username}) = ${login}`)
    .limit(1);
  const valid = await verifyPassword(
    row?.passwordHash ?? (await dummyPasswordHash()),
    opts.password,
  );
  if (!row || !valid || !allows(row, userPolicy.signIn, opts.tenant)) {
    // The failure counts against the next attempts and is recorded with it, together.
    const startsWait = await ctx.db.transaction(async (tx) => {
      const starts = await countFailure(tx, { ip: opts.ip, login, step: 'password' });
      await writeActivity(
        tx,
        ...failureEvents({ tenantId: opts.tenant.id, typed: username, user: row, valid }),
      );
      return starts;
    });
    await sweepOldFailures(ctx.db);
    if (startsWait) await tellOwner(ctx, { step: 'password', owner: row ?? null });
    throw unauthenticated(INVALID_CREDENTIALS);
  }
  const { passwordHash: _hash, email: _email, primaryColor: _color, ...user } = row;
  return user;
}

/** How a user got in: recorded as `details.method` of the `login_success` event. */
export type SignInMethod = 'password' | 'two-factor' | 'single-sign-on' | 'invitation' | 'reset';

/**
 * Keeps a sign-in that has its session: the failures of this name from this address are forgotten,
 * the user's last sign-in is moved, and its `login_success` event written, all together or not
 * at all. Called once the session is saved, so a sign-in answered 200 always has its event.
 */
export async function recordSignIn(
  ctx: AppContext,
  opts: { tenant: Company; user: AuthUser; username: string; ip: string; method?: SignInMethod },
): Promise<AuthUser> {
  const { user } = opts;
  const login = loginKey(opts.username);
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    // The account's own count stays: guesses from elsewhere still count against it.
    await tx
      .delete(loginFailures)
      .where(and(eq(loginFailures.ip, addressKey(opts.ip)), eq(loginFailures.username, login)));
    await tx.update(users).set({ lastLogin: now }).where(eq(users.id, user.id));
    await writeActivity(tx, {
      companyId: opts.tenant.id,
      userId: user.id,
      username: user.username,
      action: 'login_success',
      details: { method: opts.method ?? 'password' },
    });
  });
  return { ...user, lastLogin: now };
}
