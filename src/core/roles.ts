/**
 * Roles and the operator's company id, without the schemas of `api/common.ts`: the browser's
 * shell shows role names and must not carry the validation library for that (decision 010).
 */
export const ROLES = ['user', 'admin', 'platform_admin'] as const;
export type Role = (typeof ROLES)[number];

export const PLATFORM_COMPANY_ID = 'platform-admin';

export const ROLE_LABELS: Record<Role, string> = {
  platform_admin: 'Platform Admin',
  admin: 'Admin',
  user: 'User',
};

/** Admins and platform admins: the roles that administer a company. */
export const ADMIN_ROLES = ['admin', 'platform_admin'] as const satisfies readonly Role[];
export const isAdminRole = (role: Role): boolean => (ADMIN_ROLES as readonly Role[]).includes(role);

/**
 * The operator rule, one definition for the server's policies and the client: admins and
 * platform admins of the platform company (by its public id) manage every company.
 */
export const isOperatorStaffRole = (role: Role, companySlug: string): boolean =>
  companySlug === PLATFORM_COMPANY_ID && isAdminRole(role);
