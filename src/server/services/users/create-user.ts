import { sql } from 'drizzle-orm';
import { recordEvent } from '../events/record-event.js';
import { PLATFORM_COMPANY_ID, type Role } from '@core/roles.js';
import { assertStrongPassword, hashPassword } from '../../auth/passwords.js';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema.js';
import { conflict, invalid } from '../domain-error.js';
import { pgErrorCode, UNIQUE_VIOLATION } from '../companies/pg-error.js';
import { findAdminUser, type AdminUserRow } from './list-users.js';
import { writeActivity } from '../activity.js';
import { writeAudit, type AuditContext } from '../audit/audit-log.js';
import { EMAIL_TAKEN } from '@core/api/email-links.js';
import { assertEmailFree, isEmailClash } from './set-email.js';

/**
 * Usernames are unique across the service, so any clash is refused, but with one text that
 * neither names the user nor says "exists": a clash with another company's user must read
 * exactly like one in the own company (decision 007).
 */
const USERNAME_NOT_AVAILABLE =
  'This username is not available. Please choose a different username.';

export interface CreateUserOptions {
  actor: { id: number; username: string };
  /** The company the user joins (already authorised). */
  company: { id: number; slug: string };
  username: string;
  /** The temporary password; none for a user invited by email (they choose one). */
  password?: string;
  email?: string | null;
  role: Role;
  audit: AuditContext;
}

/**
 * Creates a user who must change the temporary password at first sign-in, or, without one, a
 * user who chooses their password from an invitation. The password must pass the strength rules;
 * usernames are unique whatever their case, email addresses in the company.
 */
export async function createUser(ctx: AppContext, opts: CreateUserOptions): Promise<AdminUserRow> {
  // Platform admins belong to the platform company (elsewhere the role would mean nothing).
  if (opts.role === 'platform_admin' && opts.company.slug !== PLATFORM_COMPANY_ID) {
    throw invalid('Platform admins can only be created in the platform company');
  }
  if (opts.password !== undefined) assertStrongPassword(opts.password);
  const [existing] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${opts.username.toLowerCase()}`)
    .limit(1);
  if (existing) throw conflict(USERNAME_NOT_AVAILABLE);
  await assertEmailFree(ctx.db, { companyId: opts.company.id, email: opts.email ?? null });
  const passwordHash = opts.password === undefined ? null : await hashPassword(opts.password);
  let id: number;
  try {
    // The user and the event that records their creation, together.
    id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          companyId: opts.company.id,
          username: opts.username,
          role: opts.role,
          passwordHash,
          email: opts.email ?? null,
          mustChangePassword: passwordHash !== null,
        })
        .returning({ id: users.id });
      await recordEvent(tx, {
        companyId: opts.company.id,
        type: 'user.created',
        data: { user: { id: row.id, username: opts.username, role: opts.role } },
      });
      await writeActivity(tx, {
        companyId: opts.company.id,
        userId: opts.actor.id,
        username: opts.actor.username,
        action: 'user_created',
        details: {
          role: opts.role,
          targetUsername: opts.username,
          ...(passwordHash === null ? { invited: true } : {}),
        },
      });
      await writeAudit(tx, opts.audit, {
        company: opts.company,
        action: 'user.create',
        target: { type: 'user', id: row.id, label: opts.username },
        changes: {
          role: { from: null, to: opts.role },
          email: { from: null, to: opts.email ?? null },
          ...(passwordHash === null ? { invited: { from: null, to: true } } : {}),
        },
      });
      return row.id;
    });
  } catch (error) {
    // Two admins choosing the same name (or address) at once: the unique index decides.
    if (isEmailClash(error)) throw conflict(EMAIL_TAKEN);
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(USERNAME_NOT_AVAILABLE);
    throw error;
  }
  return (await findAdminUser(ctx.db, id))!;
}
