import { eq } from 'drizzle-orm';
import { LAST_ADMIN_ROLE_MESSAGE } from '@core/api/admin-users.js';
import { isAdminRole, PLATFORM_COMPANY_ID, type Role } from '@core/roles.js';
import type { AppContext } from '../../context.js';
import { invalid } from '../domain-error.js';
import { users } from '../../db/schema.js';
import type { UserSubject } from '../../policies/users.js';
import { writeAudit, type AuditContext } from '../audit/audit-log.js';
import { keepLastAdmin } from './delete-user.js';

const PLATFORM_ADMIN_COMPANY_ONLY = 'Only users of the platform company can be platform admins';

export interface SetRoleOptions {
  /** The user (already authorised for this role). */
  target: UserSubject & { username: string; companySlug: string };
  role: Role;
  audit: AuditContext;
}

/**
 * Gives a user another role, audited as `user.update` with `{role: {from, to}}`; the same role
 * changes nothing and leaves no entry. Taking the last admin's admin role is refused (409) as
 * their deletion is. The role counts from the user's next request: it is read with the session.
 */
export async function setUserRole(ctx: AppContext, { target, role, audit }: SetRoleOptions) {
  if (role === target.role) return;
  // As at creation: the role means something in the platform company only.
  if (role === 'platform_admin' && target.companySlug !== PLATFORM_COMPANY_ID) {
    throw invalid(PLATFORM_ADMIN_COMPANY_ONLY);
  }
  await ctx.db.transaction(async (tx) => {
    if (!isAdminRole(role)) await keepLastAdmin(tx, target, LAST_ADMIN_ROLE_MESSAGE);
    await tx.update(users).set({ role }).where(eq(users.id, target.id));
    await writeAudit(tx, audit, {
      company: { id: target.companyId, slug: target.companySlug },
      action: 'user.update',
      target: { type: 'user', id: target.id, label: target.username },
      changes: { role: { from: target.role, to: role } },
    });
  });
}
