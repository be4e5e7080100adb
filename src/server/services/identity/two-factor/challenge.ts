import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../../../auth/secret-token.js';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context.js';
import { loginChallenges } from '../../../db/schema.js';

/** A correct password waits this long for its second factor. */
export const TWO_FACTOR_CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Wrong codes a pending sign-in takes before it ends. */
const MAX_CODE_ATTEMPTS = 5;

/**
 * The cookie holding a pending sign-in's token: `__Host-` prefixed when cookies are Secure, like
 * the session's (host-only, https, path `/`).
 */
export function twoFactorCookieName(secure: boolean): string {
  return secure ? '__Host-copydesk.2fa' : 'copydesk.2fa';
}

export interface TwoFactorChallenge {
  id: number;
  companyId: number;
  userId: number;
  /** The username as typed at the password step (the throttle's key). */
  typed: string;
}

/** Starts a pending sign-in; answers the random token for the cookie (only its hash is kept). */
export async function createTwoFactorChallenge(
  ctx: AppContext,
  opts: { companyId: number; userId: number; typed: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  // Pending sign-ins nobody finished go as new ones start (the expiry is indexed).
  await ctx.db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, now));
  await ctx.db.insert(loginChallenges).values({
    tokenHash: sha256Hex(token),
    kind: 'two-factor',
    companyId: opts.companyId,
    userId: opts.userId,
    data: { typed: opts.typed },
    expiresAt: new Date(now.getTime() + TWO_FACTOR_CHALLENGE_TTL_MS),
  });
  return token;
}

/** The pending sign-in of a token, if it exists and has not expired. */
export async function findTwoFactorChallenge(
  ctx: AppContext,
  token: string,
): Promise<TwoFactorChallenge | null> {
  const [row] = await ctx.db
    .select()
    .from(loginChallenges)
    .where(
      and(
        eq(loginChallenges.tokenHash, sha256Hex(token)),
        eq(loginChallenges.kind, 'two-factor'),
        gt(loginChallenges.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row?.userId) return null;
  const typed = typeof row.data.typed === 'string' ? row.data.typed : '';
  return { id: row.id, companyId: row.companyId, userId: row.userId, typed };
}

/**
 * Counts a wrong code against a pending sign-in; at the fifth it ends. Answers whether it is
 * still open.
 */
export async function countWrongCode(ctx: AppContext, id: number): Promise<boolean> {
  const [row] = await ctx.db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(eq(loginChallenges.id, id))
    .returning({ attempts: loginChallenges.attempts });
  if (row && row.attempts < MAX_CODE_ATTEMPTS) return true;
  await endChallenge(ctx, id);
  return false;
}

export async function endChallenge(ctx: AppContext, id: number): Promise<void> {
  await ctx.db.delete(loginChallenges).where(eq(loginChallenges.id, id));
}
