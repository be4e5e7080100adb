import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { sha256Hex } from '../../../auth/secret-token.js';
import { EMAIL_NOT_CONFIGURED, INVITATION_INVALID } from '@core/api/email-links.js';
import { loadAuthUser, type AuthUser } from '../../../auth/current-user.js';
import { assertStrongPassword, hashPassword } from '../../../auth/passwords.js';
import { writeAudit, type AuditContext } from '../../audit/audit-log.js';
import type { AppContext } from '../../../context.js';
import { authTokens, users } from '../../../db/schema.js';
import { DomainError, invalid } from '../../domain-error.js';
import { invitationMail, type MailCompany } from '../../../mail/templates.js';
import { writeActivity } from '../../activity.js';
import { consumeLinkToken, issueLinkToken, type LinkKind } from './tokens.js';

const INVITE_NEEDS_EMAIL = 'Enter the email address the invitation is sent to.';
export const ALREADY_HAS_PASSWORD = 'This user has already chosen a password.';
const INVITATION_NOT_SENT =
  'The invitation email could not be sent. Check the email settings (SMTP_URL), then use Resend invitation.';

/** Refuses an invitation before anything changes: no mail configured, or no address. */
export function assertCanInvite(ctx: AppContext, email: string | null | undefined) {
  if (!ctx.mail.enabled) throw invalid(EMAIL_NOT_CONFIGURED);
  if (!email) throw invalid(INVITE_NEEDS_EMAIL);
}

/**
 * Mails a user without a password an invitation: a new link to `/invite/{token}` on their
 * company's own address, valid 7 days (an earlier invitation's link ends). Waits for the mail
 * server, so the admin learns of a failure (502, logged by the mailer).
 */
export async function sendInvitation(
  ctx: AppContext,
  opts: {
    user: { id: number; username: string; email: string | null; companyId: number };
    company: MailCompany & { slug: string };
    address: (path: string) => string;
    /** A resent invitation is audited (the first one is part of the user's creation). */
    audit?: AuditContext;
  },
) {
  const { user, audit } = opts;
  assertCanInvite(ctx, user.email);
  const token = await ctx.db.transaction(async (tx) => {
    const issued = await issueLinkToken(tx, {
      companyId: user.companyId,
      userId: user.id,
      kind: 'invite',
    });
    if (audit) {
      await writeAudit(tx, audit, {
        company: { id: user.companyId, slug: opts.company.slug },
        action: 'user.invite',
        target: { type: 'user', id: user.id, label: user.username },
        changes: { invitation: { from: null, to: 'sent' } },
      });
    }
    return issued;
  });
  try {
    await ctx.mail.send(
      invitationMail({
        company: opts.company,
        to: user.email!,
        username: user.username,
        url: opts.address(`/invite/${token}`),
      }),
    );
  } catch {
    throw new DomainError('upstream-failed', INVITATION_NOT_SENT);
  }
}

/** Whether a link is usable now on this company (read only: no work for a made-up token). */
export async function linkIsLive(
  ctx: AppContext,
  opts: { token: string; kind: LinkKind; companyId: number },
): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, sha256Hex(opts.token)),
        eq(authTokens.kind, opts.kind),
        eq(authTokens.companyId, opts.companyId),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Sets the password an invitation asked for: the link is used (once, atomically, on the company
 * it was sent for), the password set and a `password_change` event written together. Answers
 * the user, to be signed in. Any bad link: one message (INVITATION_INVALID).
 */
export async function acceptInvitation(
  ctx: AppContext,
  opts: { companyId: number; token: string; password: string },
): Promise<AuthUser> {
  const link = { token: opts.token, kind: 'invite' as const, companyId: opts.companyId };
  if (!(await linkIsLive(ctx, link))) throw invalid(INVITATION_INVALID);
  assertStrongPassword(opts.password);
  const passwordHash = await hashPassword(opts.password);
  const userId = await ctx.db.transaction(async (tx) => {
    const used = await consumeLinkToken(tx, link);
    if (!used) return null;
    const [user] = await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false })
      .where(eq(users.id, used.userId))
      .returning({ id: users.id, username: users.username });
    await writeActivity(tx, {
      companyId: opts.companyId,
      userId: user.id,
      username: user.username,
      action: 'password_change',
      details: { method: 'invitation' },
    });
    return user.id;
  });
  const user = userId === null ? null : await loadAuthUser(ctx.db, userId);
  if (!user) throw invalid(INVITATION_INVALID);
  return user;
}
