import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../../../auth/secret-token.js';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/connection.js';
import { authTokens } from '../../../db/schema.js';

export type LinkKind = 'invite' | 'reset';

/** How long a mailed link works: an invitation 7 days, a password reset 60 minutes. */
const LINK_LIFETIME_MS: Record<LinkKind, number> = {
  invite: 7 * 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

/** 32 random bytes, base64url, and its hash. */
export function newToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: sha256Hex(token) };
}

type Writer = Pick<Db, 'insert' | 'delete'>;

/**
 * A new link of a kind for a user, valid from now for its lifetime (the database's clock). The
 * user's earlier unused links of that kind end: only the newest mail works.
 */
export async function issueLinkToken(
  db: Writer,
  opts: { companyId: number; userId: number; kind: LinkKind },
): Promise<string> {
  const { token, tokenHash } = newToken();
  await db
    .delete(authTokens)
    .where(
      and(
        eq(authTokens.userId, opts.userId),
        eq(authTokens.kind, opts.kind),
        isNull(authTokens.usedAt),
      ),
    );
  await db.insert(authTokens).values({
    companyId: opts.companyId,
    userId: opts.userId,
    kind: opts.kind,
    tokenHash,
    expiresAt: sql`now() + ${LINK_LIFETIME_MS[opts.kind]} * interval '1 millisecond'`,
  });
  return token;
}

/**
 * Uses a link once: one statement marks it used only while it is unused, unexpired, of this
 * kind and of this company, so of any number of simultaneous attempts exactly one gets the user
 * back. Unknown, used, expired and another company's links all answer null. The user's other
 * unused links (either kind) end with it: a password set by one link is not set again by another.
 */
export async function consumeLinkToken(
  db: Pick<Db, 'update' | 'delete'>,
  opts: { token: string; kind: LinkKind; companyId: number },
): Promise<{ userId: number } | null> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.tokenHash, sha256Hex(opts.token)),
        eq(authTokens.kind, opts.kind),
        eq(authTokens.companyId, opts.companyId),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: authTokens.userId });
  if (!row) return null;
  await db
    .delete(authTokens)
    .where(and(eq(authTokens.userId, row.userId), isNull(authTokens.usedAt)));
  return row;
}
