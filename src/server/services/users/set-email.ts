import { and, eq, ne, sql } from 'drizzle-orm';
import { EMAIL_TAKEN } from '@core/api/email-links.js';
import type { Db } from '../../db/connection.js';
import { users } from '../../db/schema.js';
import { conflict } from '../domain-error.js';
import { pgErrorCode, UNIQUE_VIOLATION } from '../companies/pg-error.js';
import { writeAudit, type AuditContext } from '../audit/audit-log.js';

/** Refuses an address another user of the company has, whatever its case (409). */
export async function assertEmailFree(
  db: Db,
  opts: { companyId: number; email: string | null; exceptUserId?: number },
) {
  if (!opts.email) return;
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.companyId, opts.companyId),
        sql`lower(${users.email}) = ${opts.email.toLowerCase()}`,
        opts.exceptUserId === undefined ? undefined : ne(users.id, opts.exceptUserId),
      ),
    )
    .limit(1);
  if (taken) throw conflict(EMAIL_TAKEN);
}

/** Whether a failed write clashed with the per-company email index. */
export function isEmailClash(error: unknown): boolean {
  if (pgErrorCode(error) !== UNIQUE_VIOLATION) return false;
  const text = String((error as { cause?: unknown }).cause ?? '') + String(error);
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if ((e as { constraint?: unknown }).constraint === 'users_company_email_idx') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return text.includes('users_company_email_idx');
}

/** An admin's change of a user's address is audited: who, and the address before. */
interface EmailAudit {
  context: AuditContext;
  companySlug: string;
  username: string;
  from: string | null;
}

/**
 * Sets or clears a user's email address (an admin for a user, or the user themself): unique in
 * the company whatever its case; two writes racing for one address, the index decides (409).
 */
export async function setUserEmail(
  db: Db,
  opts: { userId: number; companyId: number; email: string | null; audit?: EmailAudit },
) {
  await assertEmailFree(db, { ...opts, exceptUserId: opts.userId });
  const { audit } = opts;
  try {
    await db.transaction(async (tx) => {
      await tx.update(users).set({ email: opts.email }).where(eq(users.id, opts.userId));
      if (!audit || (audit.from ?? null) === opts.email) return;
      await writeAudit(tx, audit.context, {
        company: { id: opts.companyId, slug: audit.companySlug },
        action: 'user.update',
        target: { type: 'user', id: opts.userId, label: audit.username },
        changes: { email: { from: audit.from ?? null, to: opts.email } },
      });
    });
  } catch (error) {
    if (isEmailClash(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}
