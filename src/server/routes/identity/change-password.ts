import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changePasswordBodySchema } from '@core/api/auth.js';
import { errorSchema, okSchema } from '@core/api/common.js';
import { requireUser } from '../../auth/guards.js';
import { changeOwnPassword } from '../../services/users/change-own-password.js';
import { requireTenant } from '../../tenancy/plugin.js';

export async function changePasswordRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.post(
    '/auth/change-password',
    {
      schema: {
        tags: ['auth'],
        summary: "Change the signed-in user's password",
        body: changePasswordBodySchema,
        response: { 200: okSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const tenant = requireTenant(request);
      const user = requireUser(request);
      await changeOwnPassword(ctx, {
        user,
        companyId: tenant.id,
        sessionId: request.session.sessionId,
        ...request.body,
      });
      // A new session id with the new password (the user's other sessions ended above): whoever
      // held the old id is signed out, this browser stays signed in with the new cookie.
      await request.session.regenerate(['userId', 'companyId']);
      await request.session.save();
      return { success: true as const };
    },
  );
}
