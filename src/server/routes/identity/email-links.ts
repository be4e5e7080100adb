import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userSchema } from '@core/api/auth.js';
import { errorSchema } from '@core/api/common.js';
import {
  acceptInviteBodySchema,
  forgotPasswordBodySchema,
  messageSchema,
  RESET_LINK_SENT,
  resetPasswordWithTokenBodySchema,
  setEmailBodySchema,
} from '@core/api/email-links.js';
import { requireUser } from '../../auth/guards.js';
import { verifyPassword } from '../../auth/passwords.js';
import { users } from '../../db/schema.js';
import { badRequest } from '../../http/http-errors.js';
import { acceptInvitation } from '../../services/identity/email-links/invitations.js';
import {
  requestPasswordReset,
  resetPasswordWithLink,
} from '../../services/identity/email-links/password-reset.js';
import { setUserEmail } from '../../services/users/set-email.js';
import { mailAddress } from '../../tenancy/company-address.js';
import { requireTenant } from '../../tenancy/plugin.js';
import { startSession } from './start-session.js';

const PASSWORD_RESET_DONE = 'Your password has been reset. Sign in with your new password.';
const ownEmailSchema = z.object({ email: z.string().nullable() });
const errors = { 400: errorSchema, 404: errorSchema };

/**
 * Invitations, password resets by email, and the user's own email address (decision 044,
 * docs/product.md#passwords). The links' routes are public: the token is the credential.
 */
export async function emailLinksRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.post(
    '/auth/accept-invite',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Choose a password from an invitation link, and sign in',
        description:
          'The link works once, for 7 days, on the company it was sent for. Unknown, used, ' +
          'expired and other companies\u2019 links get one and the same 400.',
        body: acceptInviteBodySchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => {
      const tenant = requireTenant(request);
      const user = await acceptInvitation(ctx, { companyId: tenant.id, ...request.body });
      return startSession(ctx, request, {
        tenant,
        user,
        typed: user.username,
        method: 'invitation',
      });
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Ask for a password reset link by email (username or email address)',
        description:
          'Always the same answer, in the same time, whether or not the account exists or has ' +
          'an email address. Limited per client address (5 in 15 minutes) and per login (3 an ' +
          'hour): 429. 400 when email is not configured.',
        body: forgotPasswordBodySchema,
        response: { 200: messageSchema, ...errors, 429: errorSchema },
      },
    },
    async (request) => {
      const tenant = requireTenant(request);
      await requestPasswordReset(ctx, {
        tenant,
        login: request.body.login,
        ip: request.ip,
        address: mailAddress(ctx.config, request),
      });
      return { message: RESET_LINK_SENT };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password from a reset link; every session of the user ends',
        description:
          'The link works once, for 60 minutes, on the company it was sent for. The user is ' +
          'not signed in: they sign in with the new password.',
        body: resetPasswordWithTokenBodySchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const tenant = requireTenant(request);
      await resetPasswordWithLink(ctx, { companyId: tenant.id, ...request.body });
      return { message: PASSWORD_RESET_DONE };
    },
  );

  app.get(
    '/auth/me/email',
    {
      schema: {
        tags: ['auth'],
        summary: "The signed-in user's email address",
        response: { 200: ownEmailSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      requireTenant(request);
      const user = requireUser(request);
      const [row] = await ctx.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, user.id));
      return { email: row?.email ?? null };
    },
  );

  app.put(
    '/auth/me/email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set or clear your own email address (confirmed with your password)',
        body: setEmailBodySchema,
        response: { 200: ownEmailSchema, ...errors, 401: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      requireTenant(request);
      const user = requireUser(request);
      const [row] = await ctx.db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, user.id));
      // Whoever holds a session must not choose where the next reset link goes unchecked.
      if (
        row?.passwordHash &&
        !(await verifyPassword(row.passwordHash, request.body.currentPassword ?? ''))
      ) {
        throw badRequest('Current password is incorrect');
      }
      await setUserEmail(ctx.db, {
        userId: user.id,
        companyId: user.companyId,
        email: request.body.email,
      });
      return { email: request.body.email };
    },
  );
}
