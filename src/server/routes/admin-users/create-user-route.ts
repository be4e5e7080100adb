import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminUserSchema, createUserBodySchema } from '@core/api/admin-users.js';
import { errorSchema } from '@core/api/common.js';
import { requireUser } from '../../auth/guards.js';
import { auditContextOf } from '../../auth/audit-context.js';
import { authorize } from '../../policies/authorize.js';
import { userPolicy } from '../../policies/users.js';
import { presentAdminUser } from '../../presenters/admin-user.js';
import { createUser } from '../../services/users/create-user.js';
import {
  assertCanInvite,
  sendInvitation,
} from '../../services/identity/email-links/invitations.js';
import { badRequest } from '../../http/http-errors.js';
import { mailAddress } from '../../tenancy/company-address.js';
import { requireTenant } from '../../tenancy/plugin.js';
import { findCompanyBySlug } from '../../tenancy/companies.js';

const INVITE_WITHOUT_PASSWORD =
  'An invited user chooses their own password: leave the password empty.';

export async function createUserRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.post(
    '/admin/users',
    {
      schema: {
        tags: ['admin-users'],
        summary: 'Create a user who must change the temporary password at first sign-in',
        description:
          'Company admins create users (or admins) in their own company; platform admins may ' +
          'choose the company (companyId) and create platform admins (in the platform company). ' +
          'With `invite: true` and an `email` (and email configured: SMTP_URL) the user gets no ' +
          'password but an invitation by mail to choose one; 502 when the user was created but ' +
          'the mail server refused the invitation (send it again with /invite).',
        body: createUserBodySchema,
        response: {
          201: adminUserSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
          502: errorSchema,
        },
      },
    },
    async (request, reply) => {
      requireTenant(request);
      const actor = requireUser(request);
      const { username, password, role, email, invite } = request.body;
      const companySlug = request.body.companyId?.toLowerCase() || actor.companySlug;
      const company =
        companySlug === actor.companySlug
          ? { id: actor.companyId, slug: actor.companySlug }
          : await findCompanyBySlug(ctx.db, companySlug);
      authorize(actor, userPolicy.create(role), company);
      if (invite) {
        // Refused before anything is written: no mail, no address, or a password given too.
        assertCanInvite(ctx, email);
        mailAddress(ctx.config, request, company.slug);
        if (password) throw badRequest(INVITE_WITHOUT_PASSWORD);
      }
      const user = await createUser(ctx, {
        actor,
        company,
        username,
        password: invite ? undefined : password,
        email,
        role,
        audit: auditContextOf(request),
      });
      if (invite) {
        await sendInvitation(ctx, {
          user,
          company: (await ctx.companies.bySlug(company.slug))!,
          address: mailAddress(ctx.config, request, company.slug),
        });
      }
      return reply.status(201).send(presentAdminUser(user));
    },
  );
}
