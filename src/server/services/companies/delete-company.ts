import { count, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { companies, users } from '../../db/schema.js';
import { conflict } from '../../http-errors.js';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from './pg-error.js';

const companyHasUsers = (userCount?: number) =>
  userCount
    ? `Cannot delete a company that still has users (${userCount}). Delete its users first.`
    : 'Cannot delete a company that still has users. Delete its users first.';

/**
 * Deletes a company and everything it owns (settings, bot access, webhooks, history, activity).
 * Refused while the company has users; a user added meanwhile makes the delete fail on the
 * foreign key, which is answered the same way.
 */
export async function deleteCompany(ctx: AppContext, company: { id: number; slug: string }) {
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
    });
    ctx.companies.forget(company.slug);
  } catch (error) {
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw conflict(companyHasUsers());
    throw error;
  }
}
