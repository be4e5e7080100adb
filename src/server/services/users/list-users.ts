import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { companies, users } from '../../db/schema.js';

/** The columns of a user the administration pages need (never the password hash). */
export const adminUserColumns = {
  id: users.id,
  username: users.username,
  role: users.role,
  companyId: users.companyId,
  companySlug: companies.slug,
  companyName: companies.companyName,
  createdAt: users.createdAt,
  lastLogin: users.lastLogin,
  mustChangePassword: users.mustChangePassword,
  twoFactorEnabled: users.totpEnabled,
  email: users.email,
  /** No password yet, and none expected from single sign-on: waiting on an invitation. */
  invited: sql<boolean>`(${users.passwordHash} is null and ${users.oidcSubject} is null)`,
};

export type AdminUserRow = {
  id: number;
  username: string;
  role: 'user' | 'admin' | 'platform_admin';
  companyId: number;
  companySlug: string;
  companyName: string;
  createdAt: Date;
  lastLogin: Date | null;
  mustChangePassword: boolean;
  twoFactorEnabled: boolean;
  email: string | null;
  invited: boolean;
};

/** Users newest first: of one company, or of every company when `companyId` is null. */
export async function listUsers(
  db: Db,
  opts: { companyId: number | null },
): Promise<AdminUserRow[]> {
  return db
    .select(adminUserColumns)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(opts.companyId === null ? undefined : eq(users.companyId, opts.companyId))
    .orderBy(desc(users.createdAt), desc(users.id));
}

/** One user with their company, or null. */
export async function findAdminUser(db: Db, id: number): Promise<AdminUserRow | null> {
  const [row] = await db
    .select(adminUserColumns)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}
