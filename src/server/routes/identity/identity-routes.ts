import type { FastifyInstance } from 'fastify';
import { changePasswordRoute } from './change-password.js';
import { emailLinksRoutes } from './email-links.js';
import { signInRoutes } from './sign-in.js';
import { singleSignOnRoutes } from './single-sign-on.js';
import { twoFactorRoutes } from './two-factor.js';

/**
 * Who a person is: signing in and out (password, two-factor, single sign-on), changing one's
 * password, and the links mail sends (invitations, password resets). The feature's services are
 * in `services/identity/`, its shared texts and rules in `core/identity/`.
 */
export async function identityRoutes(app: FastifyInstance) {
  await app.register(signInRoutes);
  await app.register(changePasswordRoute);
  await app.register(twoFactorRoutes);
  await app.register(emailLinksRoutes);
  await app.register(singleSignOnRoutes);
}
