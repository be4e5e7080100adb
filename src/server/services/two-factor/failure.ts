import type { AppContext } from '../../context.js';
import { loginFailures } from '../../db/schema.js';
import { writeActivity } from '../activity.js';

/**
 * A wrong second factor counts like a wrong password: against the next attempts of this name
 * and address (the sign-in throttle), and as a `login_failed` event of the user's company with
 * the reason `invalid_two_factor_code`, both together.
 */
export async function recordWrongCode(
  ctx: AppContext,
  opts: {
    user: { id: number; username: string; companyId: number };
    typed: string;
    ip: string;
  },
) {
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(loginFailures)
      .values({ ip: opts.ip, username: opts.typed.trim().toLowerCase() });
    await writeActivity(tx, {
      companyId: opts.user.companyId,
      userId: opts.user.id,
      username: opts.user.username,
      action: 'login_failed',
      details: { reason: 'invalid_two_factor_code' },
    });
  });
}
