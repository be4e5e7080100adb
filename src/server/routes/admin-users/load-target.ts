import type { Db } from '../../db/connection.js';
import { forbidden, notFound } from '../../http-errors.js';
import { canManageUser, canSeeUser, isSelf, type Actor } from '../../policies/users.js';
import { findAdminUser, type AdminUserRow } from '../../services/users/list-users.js';

export const USER_NOT_FOUND = 'User not found';

const SELF_MESSAGES = {
  delete: 'You cannot delete your own account',
  'reset-password': 'You cannot reset your own password here. Use Change Password instead.',
} as const;

/**
 * The user an admin acts on: 404 when it does not exist for them (another company's user),
 * 403 for their own row or a platform admin they may not manage.
 */
export async function loadManagedUser(
  db: Db,
  actor: Actor,
  id: number,
  action: keyof typeof SELF_MESSAGES,
): Promise<AdminUserRow> {
  const target = await findAdminUser(db, id);
  if (!target || !canSeeUser(actor, target)) throw notFound(USER_NOT_FOUND);
  if (isSelf(actor, target)) throw forbidden(SELF_MESSAGES[action]);
  if (!canManageUser(actor, target)) {
    throw forbidden('Only platform admins can manage platform admin accounts');
  }
  return target;
}
