import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '../../core/api/common.js';
import type { Db } from '../db/connection.js';
import { companies, users } from '../db/schema.js';
import { forbidden } from '../http-errors.js';
import { isOperatorStaff } from '../policies/actor.js';
import { requireTenant } from '../tenancy/plugin.js';
import { requireUser } from './guards.js';

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
    /**
     * The session's user belongs to another company than the request's (or the request's
     * company is unknown), and is not operator staff: they are signed in, but not here.
     */
    signedInElsewhere: boolean;
  }
  interface FastifyContextConfig {
    /** Anyone may call the route: no session is asked for before its input is read. */
    public?: boolean;
    /**
     * The route answers "who is signed in here" (`/api/auth/me`): a session made on another
     * company counts as none (401), so the sign-in screen is shown there.
     */
    asksWhoIsSignedIn?: boolean;
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
 * Loads the signed-in user, before the request's input is validated. A session counts only on
 * the company it was made on; operator staff signed in on the platform tenant may also act in
 * any company (support, management). The session store reads the user and their company with
 * the session row (one query, decision 019); a session made during this request (sign-in) reads
 * them here.
 *
 * Then, for every API route not marked `public`, who the caller is is settled before what they
 * sent (issue 26): signed out, 401 (or the 404/400 of an unknown or malformed company); signed
 * in on another company, the same 403 whether the company named exists or not, so the answer
 * tells nothing of other companies or of the session; a password that must be changed, 403.
 * Only then does validation run, and the route's own rules (roles, subjects) after it.
 */
export function registerCurrentUser(app: FastifyInstance, db: Db) {
  app.decorateRequest('user', null);
  app.decorateRequest('signedInElsewhere', false);
  app.addHook('preValidation', async (request: FastifyRequest) => {
    await loadUser(request, db);
    if (!request.url.startsWith('/api/') || !request.routeOptions.url) return;
    if (request.routeOptions.config.public) return;
    if (request.signedInElsewhere && !request.routeOptions.config.asksWhoIsSignedIn) {
      throw forbidden();
    }
    requireTenant(request);
    requireUser(request);
  });
}

async function loadUser(request: FastifyRequest, db: Db) {
  const { userId, companyId, loadedUser } = request.session ?? {};
  if (!userId) return;
  const user = loadedUser?.user.id === userId ? loadedUser.user : await loadAuthUser(db, userId);
  if (!user) return;
  const sameCompany = request.tenant !== null && companyId === request.tenant.id;
  const operatorFromPlatform =
    request.tenant !== null && isOperatorStaff(user) && companyId === user.companyId;
  if (sameCompany || operatorFromPlatform) request.user = user;
  else request.signedInElsewhere = true;
}
