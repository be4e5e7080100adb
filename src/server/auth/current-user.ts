import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '../../core/api/common.js';
import type { Db } from '../db/connection.js';
import { companies, users } from '../db/schema.js';
import { isOperatorStaff } from '../policies/actor.js';

export interface AuthUser {
  id: number;
  username: string;
  role: Role;
  mustChangePassword: boolean;
  /** Internal id of the user's own company. */
  companyId: number;
  companySlug: string;
  companyName: string;
  lastLogin: Date | null;
  lastViewedUsageReports: Date | null;
  createdAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** The columns of an AuthUser (users joined with their company). */
export const authUserColumns = {
  id: users.id,
  username: users.username,
  role: users.role,
  mustChangePassword: users.mustChangePassword,
  companyId: users.companyId,
  companySlug: companies.slug,
  companyName: companies.companyName,
  lastLogin: users.lastLogin,
  lastViewedUsageReports: users.lastViewedUsageReports,
  createdAt: users.createdAt,
};

async function loadAuthUser(db: Db, userId: number): Promise<AuthUser | null> {
  const [row] = await db
    .select(authUserColumns)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/**
 * Loads the signed-in user. A session counts only on the company it was made on; operator
 * staff signed in on the platform tenant may also act in any company (support, management).
 * The session store reads the user and their company with the session row (one query,
 * decision 019); a session made during this request (sign-in) reads them here.
 */
export function registerCurrentUser(app: FastifyInstance, db: Db) {
  app.decorateRequest('user', null);
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const { userId, companyId, loadedUser } = request.session ?? {};
    if (!userId || !request.tenant) return;
    const user = loadedUser?.user.id === userId ? loadedUser.user : await loadAuthUser(db, userId);
    if (!user) return;
    const sameCompany = companyId === request.tenant.id;
    const operatorFromPlatform = isOperatorStaff(user) && companyId === user.companyId;
    if (sameCompany || operatorFromPlatform) request.user = user;
  });
}
