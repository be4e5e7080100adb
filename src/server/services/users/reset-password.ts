import { eq } from 'drizzle-orm';
import { assertStrongPassword, hashPassword } from '../../auth/passwords.js';
import { endUserSessions } from '../../auth/session-store.js';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema.js';
import { writeActivity } from '../activity.js';
import { writeAudit, type AuditContext } from '../audit/audit-log.js';

export interface ResetPasswordOptions {
  actor: { id: number; username: string };
  /** The user whose password is reset (already authorised). */
  target: { id: number; username: string; companyId: number; companySlug: string };
  newPassword: string;
  audit: AuditContext;
}

/**
 * An admin sets a temporary password: the user must change it at next sign-in, and every
 * session they had ends.
 */
export async function resetPassword(ctx: AppContext, opts: ResetPasswordOptions) {
  assertStrongPassword(opts.newPassword);
  const passwordHash = await hashPassword(opts.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: true })
      .where(eq(users.id, opts.target.id));
    await endUserSessions(tx, opts.target.id);
    await writeActivity(tx, {
      companyId: opts.target.companyId,
      userId: opts.actor.id,
      username: opts.actor.username,
      action: 'password_reset',
      details: { targetUsername: opts.target.username },
    });
    await writeAudit(tx, opts.audit, {
      company: { id: opts.target.companyId, slug: opts.target.companySlug },
      action: 'user.password_reset',
      target: { type: 'user', id: opts.target.id, label: opts.target.username },
      changes: { password: { from: 'set', to: 'changed' } },
    });
  });
}
