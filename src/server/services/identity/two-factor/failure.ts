import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context.js';
import { companies, users } from '../../../db/schema.js';
import { writeActivity } from '../../activity.js';
import { countFailure, loginKey, sweepOldFailures, tellOwner } from '../sign-in-limits.js';

/**
 * A wrong second factor counts like a wrong password: against the next attempts of this name
 * and address, and against the account's two-factor codes (`sign-in-limits.ts`), with a
 * `login_failed` event of the user's company with the reason `invalid_two_factor_code`, all
 * together. When the account's codes start to wait, its owner is told (the password was right).
 */
export async function recordWrongCode(
  ctx: AppContext,
  opts: {
    user: { id: number; username: string; companyId: number };
    typed: string;
    ip: string;
  },
) {
  const failure = { ip: opts.ip, login: loginKey(opts.typed), step: 'two-factor' as const };
  const startsWait = await ctx.db.transaction(async (tx) => {
    const starts = await countFailure(tx, failure);
    await writeActivity(tx, {
      companyId: opts.user.companyId,
      userId: opts.user.id,
      username: opts.user.username,
      action: 'login_failed',
      details: { reason: 'invalid_two_factor_code' },
    });
    return starts;
  });
  await sweepOldFailures(ctx.db);
  if (!startsWait) return;
  const [owner] = await ctx.db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      companyName: companies.companyName,
      primaryColor: companies.primaryColor,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, opts.user.id));
  await tellOwner(ctx, { step: 'two-factor', owner: owner ?? null });
}
