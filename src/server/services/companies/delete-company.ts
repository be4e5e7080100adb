import { count, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { companies, users } from '../../db/schema.js';
import { conflict } from '../domain-error.js';
import { writeAudit, type AuditContext } from '../audit/audit-log.js';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from './pg-error.js';

const companyHasUsers = (userCount?: number) =>
  userCount
    ? `Cannot delete a company that still has users (${userCount}). Delete its users first.`
    : 'Cannot delete a company that still has users. Delete its users first.';

/**
 * Deletes a company and everything it owns (settings, bot access, webhooks, history, activity).
 * Refused while the company has users; a user added meanwhile makes the delete fail on the
 * foreign key, which is answered the same way. The audit entry stays with the actor's company.
 */
export async function deleteCompany(
  ctx: AppContext,
  company: { id: number; slug: string; companyName: string },
  audit: AuditContext,
) {
  try {
    await ctx.db.transaction(async (tx) => {
      await tx
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, company.id))
        .for('update');
      const [{ n }] = await tx
        .select({ n: count() })
        .from(users)
        .where(eq(users.companyId, company.id));
      if (Number(n) > 0) throw conflict(companyHasUsers(Number(n)));
      await tx.delete(companies).where(eq(companies.id, company.id));
      await writeAudit(tx, audit, {
        company: { id: audit.actor.companyId!, slug: audit.actor.companySlug },
        action: 'company.delete',
        target: { type: 'company', id: company.slug, label: company.companyName },
      });
    });
    ctx.companies.forget(company.slug);
  } catch (error) {
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw conflict(companyHasUsers());
    throw error;
  }
}
