import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/connection.js';
import { forbidden, unauthorized } from '../http/http-errors.js';
import { isOperatorStaff } from '../policies/actor.js';
import { twoFactorSetupRequired } from '../policies/two-factor.js';
import { requireTenant } from '../tenancy/plugin.js';
import { loadAuthUser, type AuthUser } from './current-user.js';

/** Routes a user who must change their password may still call. */
const ALLOWED_DURING_FORCED_CHANGE = new Set(['/api/auth/change-password', '/api/auth/logout']);
/** Routes an admin who must set up two-factor may still call (decision 046). */
const ALLOWED_DURING_TWO_FACTOR_SETUP = new Set([
  'GET /api/auth/me',
  'POST /api/auth/logout',
  'POST /api/auth/change-password',
  'POST /api/auth/2fa/setup',
  'POST /api/auth/2fa/enable',
]);
const SET_UP_TWO_FACTOR_FIRST =
  'Your company requires two-factor authentication for admins. Set it up before continuing.';

export function requireUser(request: FastifyRequest): AuthUser {
  const user = request.user;
  if (!user) throw unauthorized();
  if (
    user.mustChangePassword &&
    request.method !== 'GET' &&
    !ALLOWED_DURING_FORCED_CHANGE.has(request.routeOptions.url ?? '')
  ) {
    throw forbidden('You must change your password before continuing');
  }
  if (
    twoFactorSetupRequired(user) &&
    !ALLOWED_DURING_TWO_FACTOR_SETUP.has(`${request.method} ${request.routeOptions.url ?? ''}`)
  ) {
    throw forbidden(SET_UP_TWO_FACTOR_FIRST);
  }
  return user;
}

/**
 * Loads the signed-in user, before the request's input is validated. A session counts only on
 * the company it was made on; operator staff signed in on the platform tenant may also act in
 * any company (support, management). The session store reads the user and their company with
 * the session row (one query, decision 019); a session made during this request (sign-in) reads
 * them here.
 *
 * Then, for every API route not marked `public`, who the caller is is settled before what they
 * sent: signed out, 401 (or the 404/400 of an unknown or malformed company); signed
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
