import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { AppContext } from '../../../context.js';
import type { Db } from '../../../db/connection.js';
import { recoveryCodes, users } from '../../../db/schema.js';
import { isTotpCode, recoveryCodeHash, totpStepOf } from './codes.js';

/** The database or a transaction on it. */
type Writer = Pick<Db, 'select' | 'update'>;

/**
 * Accepts a second factor of a user with two-factor on: a TOTP code of now (one step of drift
 * either way) or an unused recovery code. Each is taken atomically, so of two requests with the
 * same code exactly one gets through: the time step is recorded only if it is later than the
 * last one accepted (`UPDATE ... WHERE totp_last_step < step RETURNING`), a recovery code is
 * marked used only if it was not (`... WHERE used_at IS NULL RETURNING`). Null: not accepted.
 */
export async function acceptSecondFactor(
  ctx: Pick<AppContext, 'secrets'>,
  db: Writer,
  userId: number,
  code: string,
): Promise<'totp' | 'recovery' | null> {
  const [row] = await db
    .select({ enabled: users.totpEnabled, secret: users.totpSecretEncrypted })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row?.enabled || !row.secret) return null;
  if (isTotpCode(code)) {
    const step = totpStepOf(ctx.secrets.decrypt(row.secret), code);
    if (step === null) return null;
    const taken = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(users.id, userId),
          eq(users.totpEnabled, true),
          or(isNull(users.totpLastStep), lt(users.totpLastStep, step)),
        ),
      )
      .returning({ id: users.id });
    return taken.length > 0 ? 'totp' : null;
  }
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, recoveryCodeHash(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0 ? 'recovery' : null;
}
