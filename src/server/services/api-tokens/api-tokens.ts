import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  API_TOKEN_PREFIX,
  API_TOKEN_SHOWN_CHARACTERS,
  MAX_API_TOKENS_PER_USER,
  type ApiScope,
  type ApiToken,
  type CompanyApiToken,
  type CreatedApiToken,
} from '@core/api/api-tokens.js';
import type { Db } from '../../db/connection.js';
import { apiTokens, users } from '../../db/schema.js';
import { randomBase62, sha256Hex } from '../../auth/secret-token.js';
import { invalid, notFound } from '../domain-error.js';
import { writeAudit, type AuditContext } from '../audit/audit-log.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** 32 random bytes: 43 base62 characters after the prefix. */
const TOKEN_BYTES = 32;
const TOKEN_NOT_FOUND = 'Token not found';

type TokenRow = typeof apiTokens.$inferSelect;

/** Whose token: the user and their company (ids and what the audit log shows). */
export interface TokenOwner {
  id: number;
  username: string;
  companyId: number;
  companySlug: string;
}

const newApiToken = () => API_TOKEN_PREFIX + randomBase62(TOKEN_BYTES);

const tokenColumns = {
  id: apiTokens.id,
  name: apiTokens.name,
  scopes: apiTokens.scopes,
  start: apiTokens.start,
  createdAt: apiTokens.createdAt,
  expiresAt: apiTokens.expiresAt,
  lastUsedAt: apiTokens.lastUsedAt,
};

function present(row: Pick<TokenRow, keyof typeof tokenColumns>): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes as ApiScope[],
    start: row.start,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** Tokens that still work: neither revoked nor expired. */
const live = (now: Date) => and(isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, now));

/**
 * Makes a token for the user, audited in their company. The answer is the only time the token
 * is shown: only its SHA-256 and its first characters are kept.
 */
export async function createApiToken(
  db: Db,
  opts: {
    owner: TokenOwner;
    input: { name: string; scopes: ApiScope[]; expiresInDays: number };
    audit: AuditContext;
    now?: Date;
  },
): Promise<CreatedApiToken> {
  const { owner, input } = opts;
  const now = opts.now ?? new Date();
  const token = newApiToken();
  return db.transaction(async (tx) => {
    // One user's token count is checked under the user's row lock: two requests at once cannot
    // both pass the ceiling.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.id)).for('update');
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(apiTokens)
      .where(and(eq(apiTokens.userId, owner.id), live(now)));
    if (n >= MAX_API_TOKENS_PER_USER) {
      throw invalid(
        `You can have at most ${MAX_API_TOKENS_PER_USER} tokens. Revoke one you no longer use.`,
      );
    }
    const [row] = await tx
      .insert(apiTokens)
      .values({
        companyId: owner.companyId,
        userId: owner.id,
        name: input.name,
        scopes: [...input.scopes],
        start: token.slice(0, API_TOKEN_SHOWN_CHARACTERS),
        tokenHash: sha256Hex(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS),
      })
      .returning(tokenColumns);
    await writeAudit(tx, opts.audit, {
      company: { id: owner.companyId, slug: owner.companySlug },
      action: 'api_token.create',
      target: { type: 'api_token', id: row.id, label: `${input.name} (${owner.username})` },
      changes: {
        scopes: { from: null, to: input.scopes },
        expiresAt: { from: null, to: row.expiresAt.toISOString() },
      },
    });
    return { ...present(row), token };
  });
}

/** The user's tokens that still work, newest first. */
export async function listOwnApiTokens(db: Db, userId: number, now = new Date()) {
  const rows = await db
    .select(tokenColumns)
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), live(now)))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return { items: rows.map(present) };
}

/** The company's tokens that still work, with whose they are, newest first. */
export async function listCompanyApiTokens(
  db: Db,
  companyId: number,
  now = new Date(),
): Promise<CompanyApiToken[]> {
  const rows = await db
    .select({ ...tokenColumns, userId: users.id, username: users.username })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.companyId, companyId), live(now)))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map((row) => ({ ...present(row), user: { id: row.userId, username: row.username } }));
}

/**
 * Revokes a token that still works, audited: by its user (`userId` given) or by an admin of its
 * company. Another user's or company's token, or one already revoked or expired, is not found.
 */
export async function revokeApiToken(
  db: Db,
  opts: {
    id: number;
    companyId: number;
    companySlug: string;
    userId?: number;
    audit: AuditContext;
    now?: Date;
  },
): Promise<void> {
  const now = opts.now ?? new Date();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(apiTokens.id, opts.id),
          eq(apiTokens.companyId, opts.companyId),
          opts.userId === undefined ? undefined : eq(apiTokens.userId, opts.userId),
          live(now),
        ),
      )
      .returning({ id: apiTokens.id, name: apiTokens.name, userId: apiTokens.userId });
    if (!row) throw notFound(TOKEN_NOT_FOUND);
    const [owner] = await tx
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, row.userId));
    await writeAudit(tx, opts.audit, {
      company: { id: opts.companyId, slug: opts.companySlug },
      action: 'api_token.revoke',
      target: { type: 'api_token', id: row.id, label: `${row.name} (${owner?.username ?? ''})` },
    });
  });
}
