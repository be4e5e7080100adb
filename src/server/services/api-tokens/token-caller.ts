import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { API_TOKEN_PREFIX, type ApiScope } from '@core/api/api-tokens.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/connection.js';
import { preparedFor } from '../../db/prepared.js';
import { apiTokens, companies, users } from '../../db/schema.js';
import { authUserColumns, type AuthUser } from '../../auth/current-user.js';
import { sha256Hex } from '../../auth/secret-token.js';
import type { Company } from '../../tenancy/companies.js';
import { writeAudit, type AuditContext } from '../audit/audit-log.js';

/** Last use and audited refusals are written at most once a minute per token. */
const WRITE_EVERY_MS = 60_000;
const MAX_TOKEN_LENGTH = 200;

export const INVALID_TOKEN = 'The API token is missing, unknown, expired or revoked';
const API_ACCESS_OFF =
  'The API is turned off for your company. An administrator can turn it on in the company settings.';

/** Who a good token acts as: its user, in the user's own company, within its scopes. */
export interface TokenCaller {
  tokenId: number;
  user: AuthUser;
  company: Company;
  scopes: ApiScope[];
}

export type TokenCheck =
  | { ok: true; caller: TokenCaller }
  | { ok: false; status: 401 | 403; kind: 'invalid-token' | 'api-access-off'; message: string };

const invalidToken = {
  ok: false,
  status: 401,
  kind: 'invalid-token',
  message: INVALID_TOKEN,
} as const;

/** The token's row with its user and the user's company, in one read, prepared (decision 024). */
const tokenWithUser = preparedFor((db) =>
  db
    .select({
      ...authUserColumns,
      tokenId: apiTokens.id,
      tokenName: apiTokens.name,
      tokenCompanyId: apiTokens.companyId,
      scopes: apiTokens.scopes,
      expiresAt: apiTokens.expiresAt,
      revokedAt: apiTokens.revokedAt,
      lastUsedAt: apiTokens.lastUsedAt,
      lastRefusedAt: apiTokens.lastRefusedAt,
      apiAccess: companies.apiAccess,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(apiTokens.tokenHash, sql.placeholder('hash')))
    .limit(1)
    .prepare('copydesk_api_token_with_user'),
);

/**
 * The caller a bearer token stands for, in one read (token, user, company). Unknown, expired
 * and revoked tokens are all answered the same 401; a token of a company whose API is off is
 * refused with 403. Refusals of a token that is known are audited in its company (at most once a
 * minute per token), and the last use is recorded (at most once a minute).
 */
export async function checkApiToken(
  ctx: Pick<AppContext, 'db' | 'companies'>,
  token: string,
  audit: Omit<AuditContext, 'actor'>,
  now = new Date(),
): Promise<TokenCheck> {
  if (!token.startsWith(API_TOKEN_PREFIX) || token.length > MAX_TOKEN_LENGTH) return invalidToken;
  const [row] = await tokenWithUser(ctx.db).execute({ hash: sha256Hex(token) });
  if (!row) return invalidToken;
  const {
    tokenId,
    tokenName,
    tokenCompanyId,
    scopes,
    expiresAt,
    revokedAt,
    lastUsedAt,
    lastRefusedAt,
    apiAccess,
    ...user
  } = row;

  const refusal =
    revokedAt !== null
      ? 'revoked'
      : expiresAt <= now
        ? 'expired'
        : // A user moved to another company (never done today) leaves their tokens behind.
          tokenCompanyId !== user.companyId
          ? 'moved'
          : !apiAccess
            ? 'api_access_off'
            : null;
  if (refusal) {
    await auditRefusal(
      ctx,
      { tokenId, tokenName, user, lastRefusedAt, reason: refusal },
      audit,
      now,
    );
    return refusal === 'api_access_off'
      ? { ok: false, status: 403, kind: 'api-access-off', message: API_ACCESS_OFF }
      : invalidToken;
  }

  const company = await ctx.companies.bySlug(user.companySlug);
  if (!company) return invalidToken;
  await markOncePerMinute(ctx.db, 'lastUsedAt', { id: tokenId, last: lastUsedAt }, now);
  return { ok: true, caller: { tokenId, user, company, scopes: scopes as ApiScope[] } };
}

const writtenWithinAMinute = (last: Date | null, now: Date) =>
  last !== null && now.getTime() - last.getTime() < WRITE_EVERY_MS;

/**
 * Sets the token's `column` to `now` unless it was set less than a minute ago: no statement when
 * the value read says so, else one conditional update, which only one of several instances
 * wins. Whether this call set it.
 */
async function markOncePerMinute(
  db: Pick<Db, 'update'>,
  column: 'lastUsedAt' | 'lastRefusedAt',
  token: { id: number; last: Date | null },
  now: Date,
): Promise<boolean> {
  if (writtenWithinAMinute(token.last, now)) return false;
  const [claimed] = await db
    .update(apiTokens)
    .set({ [column]: now })
    .where(
      and(
        eq(apiTokens.id, token.id),
        or(
          isNull(apiTokens[column]),
          lt(apiTokens[column], new Date(now.getTime() - WRITE_EVERY_MS)),
        ),
      ),
    )
    .returning({ id: apiTokens.id });
  return claimed !== undefined;
}

async function auditRefusal(
  ctx: Pick<AppContext, 'db'>,
  refused: {
    tokenId: number;
    tokenName: string;
    user: AuthUser;
    lastRefusedAt: Date | null;
    reason: string;
  },
  audit: Omit<AuditContext, 'actor'>,
  now: Date,
) {
  const { user } = refused;
  const last = refused.lastRefusedAt;
  if (writtenWithinAMinute(last, now)) return;
  await ctx.db.transaction(async (tx) => {
    // Instances refusing the same token together write one entry.
    if (!(await markOncePerMinute(tx, 'lastRefusedAt', { id: refused.tokenId, last }, now))) {
      return;
    }
    await writeAudit(
      tx,
      {
        ...audit,
        actor: {
          userId: user.id,
          username: user.username,
          companyId: user.companyId,
          companySlug: user.companySlug,
        },
      },
      {
        company: { id: user.companyId, slug: user.companySlug },
        action: 'api_token.refuse',
        target: {
          type: 'api_token',
          id: refused.tokenId,
          label: `${refused.tokenName} (${user.username})`,
        },
        changes: { reason: { from: null, to: refused.reason } },
      },
    );
  });
}
