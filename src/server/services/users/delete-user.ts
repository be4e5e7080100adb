import { and, eq, inArray } from 'drizzle-orm';
import { recordEvent } from '../events/record-event.js';
import { LAST_ADMIN_MESSAGE } from '@core/api/admin-users.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/connection.js';
import { users } from '../../db/schema.js';
import { conflict } from '../domain-error.js';
import { ADMIN_ROLES, isAdminRole } from '@core/roles.js';
import type { UserSubject } from '../../policies/users.js';
import { writeActivity } from '../activity.js';
import { writeAudit, type AuditContext } from '../audit/audit-log.js';

export interface DeleteUserOptions {
  actor: { id: number; username: string };
  /** The user to delete (already authorised). */
  target: UserSubject & { username: string; companySlug: string };
  audit: AuditContext;
}

/**
 * Refuses (409) to remove `target` when they are their company's last admin. The company's admin
 * rows are locked first, so two removals at once cannot both pass the check.
 */
export async function keepLastAdmin(
  tx: Pick<Db, 'select'>,
  target: Pick<UserSubject, 'id' | 'companyId' | 'role'>,
  message = LAST_ADMIN_MESSAGE,
) {
  if (!isAdminRole(target.role)) return;
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, target.companyId), inArray(users.role, [...ADMIN_ROLES])))
    .for('update');
  if (!admins.some((a) => a.id !== target.id)) throw conflict(message);
}

/**
 * Deletes a user; their sessions go with the row (`sessions.user_id` cascades). The last admin of
 * a company is kept (`keepLastAdmin`).
 */
export async function deleteUser(ctx: AppContext, { actor, target, audit }: DeleteUserOptions) {
  await ctx.db.transaction(async (tx) => {
    await keepLastAdmin(tx, target);
    await tx.delete(users).where(eq(users.id, target.id));
    await recordEvent(tx, {
      companyId: target.companyId,
      type: 'user.deleted',
      data: { user: { id: target.id, username: target.username } },
    });
    await writeActivity(tx, {
      companyId: target.companyId,
      userId: actor.id,
      username: actor.username,
      action: 'user_deleted',
      details: { role: target.role, targetUsername: target.username },
    });
    await writeAudit(tx, audit, {
      company: { id: target.companyId, slug: target.companySlug },
      action: 'user.delete',
      target: { type: 'user', id: target.id, label: target.username },
      changes: { role: { from: target.role, to: null } },
    });
  });
}
