import { and, eq, ne } from 'drizzle-orm';
import type { AuthUser } from '../../auth/current-user.js';
import { assertStrongPassword, hashPassword, verifyPassword } from '../../auth/passwords.js';
import type { AppContext } from '../../context.js';
import { sessions, users } from '../../db/schema.js';
import { invalid } from '../domain-error.js';
import { writeActivity } from '../activity.js';

export interface ChangeOwnPasswordOptions {
  user: AuthUser;
  /** The company the request is on (the activity event belongs there). */
  companyId: number;
  /** The session making the change stays signed in; the user's others end. */
  sessionId: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * A user changes their own password (the checks of docs/product.md#passwords, in that order); a forced change is
 * cleared and a `password_change` event recorded.
 */
export async function changeOwnPassword(ctx: AppContext, opts: ChangeOwnPasswordOptions) {
  if (opts.newPassword !== opts.confirmPassword) throw invalid("New passwords don't match");
  assertStrongPassword(opts.newPassword);
  const [row] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, opts.user.id));
  if (!row?.passwordHash || !(await verifyPassword(row.passwordHash, opts.currentPassword))) {
    throw invalid('Current password is incorrect');
  }
  if (opts.currentPassword === opts.newPassword) {
    throw invalid('The new password must be different from the current one');
  }
  const passwordHash = await hashPassword(opts.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false })
      .where(eq(users.id, opts.user.id));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, opts.user.id), ne(sessions.sid, opts.sessionId)));
    await writeActivity(tx, {
      companyId: opts.companyId,
      userId: opts.user.id,
      username: opts.user.username,
      action: 'password_change',
    });
  });
}
