import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changePasswordBodySchema } from '../../../core/api/auth.js';
import { errorSchema, okSchema } from '../../../core/api/common.js';
import { checkPassword } from '../../../core/password-rules.js';
import { requireUser } from '../../auth/guards.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { sessions, users } from '../../db/schema.js';
import { badRequest } from '../../http-errors.js';
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
      const { currentPassword, newPassword, confirmPassword } = request.body;
      if (newPassword !== confirmPassword) throw badRequest("New passwords don't match");
      const strength = checkPassword(newPassword);
      if (!strength.valid) throw badRequest(strength.firstFailure!);
      const [row] = await ctx.db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, user.id));
      if (!row || !(await verifyPassword(row.passwordHash, currentPassword))) {
        throw badRequest('Current password is incorrect');
      }
      if (currentPassword === newPassword) {
        throw badRequest('The new password must be different from the current one');
      }
      await ctx.db
        .update(users)
        .set({ passwordHash: await hashPassword(newPassword), mustChangePassword: false })
        .where(eq(users.id, user.id));
      // Other sessions of this user end; this one stays signed in.
      await ctx.db
        .delete(sessions)
        .where(and(eq(sessions.userId, user.id), ne(sessions.sid, request.session.sessionId)));
      ctx.activity.record({
        companyId: tenant.id,
        userId: user.id,
        username: user.username,
        action: 'password_change',
      });
      return { success: true as const };
    },
  );
}
