import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminUserSchema } from '@core/api/admin-users.js';
import { errorSchema, idParamsSchema } from '@core/api/common.js';
import { invitationSentSchema, setEmailBodySchema } from '@core/api/email-links.js';
import { requireUser } from '../../auth/guards.js';
import { auditContextOf } from '../../auth/audit-context.js';
import { badRequest } from '../../http/http-errors.js';
import { authorize } from '../../policies/authorize.js';
import { USER_NOT_FOUND, userPolicy } from '../../policies/users.js';
import { presentAdminUser } from '../../presenters/admin-user.js';
import {
  ALREADY_HAS_PASSWORD,
  sendInvitation,
} from '../../services/identity/email-links/invitations.js';
import { findAdminUser } from '../../services/users/list-users.js';
import { setUserEmail } from '../../services/users/set-email.js';
import { mailAddress } from '../../tenancy/company-address.js';
import { requireTenant } from '../../tenancy/plugin.js';

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};

/** A user's email address and invitation, set by their admins (decision 044). */
export async function userEmailRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.patch(
    '/admin/users/:id',
    {
      schema: {
        tags: ['admin-users'],
        summary: "Set or clear a user's email address (unique in the company, any case)",
        params: idParamsSchema(USER_NOT_FOUND),
        body: setEmailBodySchema,
        response: { 200: adminUserSchema, ...errors },
      },
    },
    async (request) => {
      requireTenant(request);
      const actor = requireUser(request);
      const target = await findAdminUser(ctx.db, request.params.id);
      authorize(actor, userPolicy.setEmail, target);
      await setUserEmail(ctx.db, {
        userId: target.id,
        companyId: target.companyId,
        email: request.body.email,
        audit: {
          context: auditContextOf(request),
          companySlug: target.companySlug,
          username: target.username,
          from: target.email,
        },
      });
      return presentAdminUser((await findAdminUser(ctx.db, target.id))!);
    },
  );

  app.post(
    '/admin/users/:id/invite',
    {
      schema: {
        tags: ['admin-users'],
        summary: 'Mail a user without a password a new invitation (the earlier link ends)',
        description:
          'Needs email (SMTP_URL) and an address for the user. 502 when the mail server ' +
          'refused the message.',
        params: idParamsSchema(USER_NOT_FOUND),
        response: { 200: invitationSentSchema, ...errors, 502: errorSchema },
      },
    },
    async (request) => {
      requireTenant(request);
      const actor = requireUser(request);
      const target = await findAdminUser(ctx.db, request.params.id);
      authorize(actor, userPolicy.invite, target);
      if (!target.invited) throw badRequest(ALREADY_HAS_PASSWORD);
      const address = mailAddress(ctx.config, request, target.companySlug);
      const company = await ctx.companies.bySlug(target.companySlug);
      await sendInvitation(ctx, {
        user: target,
        company: company!,
        address,
        audit: auditContextOf(request),
      });
      return { success: true as const, message: `Invitation sent to ${target.email}` };
    },
  );
}
