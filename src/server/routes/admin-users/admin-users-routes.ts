import type { FastifyInstance } from 'fastify';
import { createUserRoute } from './create-user-route.js';
import { deleteUserRoute } from './delete-user-route.js';
import { listUsersRoute } from './list-users-route.js';
import { resetPasswordRoute } from './reset-password-route.js';
import { resetTwoFactorRoute } from './reset-two-factor-route.js';
import { setRoleRoute } from './set-role-route.js';
import { userEmailRoutes } from './user-email-routes.js';

/**
 * User management (docs/product.md#user-management): list, create, delete, reset password, email
 * address and invitation.
 */
export async function adminUsersRoutes(app: FastifyInstance) {
  await app.register(listUsersRoute);
  await app.register(createUserRoute);
  await app.register(deleteUserRoute);
  await app.register(resetPasswordRoute);
  await app.register(resetTwoFactorRoute);
  await app.register(userEmailRoutes);
  await app.register(setRoleRoute);
}
