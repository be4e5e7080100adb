import { NEW_USER_DAYS, type AdminUser } from '@core/api/admin-users.js';
import type { AdminUserRow } from '../services/users/list-users.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A user for the administration pages: no password hash, the company by its public id. */
export function presentAdminUser(row: AdminUserRow, now = new Date()): AdminUser {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    companyName: row.companyName,
    companyId: row.companySlug,
    createdAt: row.createdAt.toISOString(),
    lastLogin: row.lastLogin?.toISOString() ?? null,
    mustChangePassword: row.mustChangePassword,
    twoFactorEnabled: row.twoFactorEnabled,
    email: row.email,
    invited: row.invited,
    isNewUser: now.getTime() - row.createdAt.getTime() < NEW_USER_DAYS * DAY_MS,
  };
}
