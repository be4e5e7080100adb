import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../../auth/current-user.js';
import { verifyPassword } from '../../../auth/passwords.js';
import type { AppContext } from '../../../context.js';
import { loginChallenges, recoveryCodes, users } from '../../../db/schema.js';
import { conflict, invalid } from '../../domain-error.js';
import { writeActivity } from '../../activity.js';
import { writeAudit, type AuditContext } from '../../audit/audit-log.js';
import { acceptSecondFactor } from './accept-code.js';
import {
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrlOf,
  recoveryCodeHash,
  totpStepOf,
} from './codes.js';

const ALREADY_ON = 'Two-factor authentication is already on';
const NOT_ON = 'Two-factor authentication is not on';
const WRONG_CODE = 'That code is not right. Check the time on your device and try again.';
const START_SETUP_FIRST = 'Start the two-factor setup first';
const WRONG_PASSWORD = 'Password is incorrect';

/** Everything two-factor of a user, off: the secret, the last step, the recovery codes. */
const OFF = { totpEnabled: false, totpSecretEncrypted: null, totpLastStep: null };

/**
 * `POST /api/auth/2fa/setup`: a new secret, stored encrypted but not on until a code from the
 * app confirms it (a setup started again replaces it). The QR code names the user's company.
 */
export async function startTwoFactorSetup(ctx: AppContext, user: AuthUser) {
  const secret = newTotpSecret();
  const [row] = await ctx.db
    .update(users)
    .set({ totpSecretEncrypted: ctx.secrets.encrypt(secret), totpLastStep: null })
    .where(and(eq(users.id, user.id), eq(users.totpEnabled, false)))
    .returning({ id: users.id });
  if (!row) throw conflict(ALREADY_ON);
  return {
    secret,
    otpauthUrl: otpauthUrlOf({ issuer: user.companyName, label: user.username, secret }),
  };
}

/**
 * `POST /api/auth/2fa/enable`: the code must be the pending secret's; two-factor goes on with
 * ten new recovery codes (answered once, stored hashed) and a `two_factor_enabled` event. The
 * code's time step counts as used.
 */
export async function enableTwoFactor(
  ctx: AppContext,
  opts: { user: AuthUser; companyId: number; code: string },
): Promise<string[]> {
  const [row] = await ctx.db
    .select({ enabled: users.totpEnabled, secret: users.totpSecretEncrypted })
    .from(users)
    .where(eq(users.id, opts.user.id));
  if (row?.enabled) throw conflict(ALREADY_ON);
  if (!row?.secret) throw invalid(START_SETUP_FIRST);
  const step = totpStepOf(ctx.secrets.decrypt(row.secret), opts.code);
  if (step === null) throw invalid(WRONG_CODE);
  const codes = newRecoveryCodes();
  await ctx.db.transaction(async (tx) => {
    const [turnedOn] = await tx
      .update(users)
      .set({ totpEnabled: true, totpLastStep: step })
      .where(
        and(
          eq(users.id, opts.user.id),
          eq(users.totpEnabled, false),
          eq(users.totpSecretEncrypted, row.secret!),
        ),
      )
      .returning({ id: users.id });
    if (!turnedOn) throw conflict(ALREADY_ON);
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, opts.user.id));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((code) => ({ userId: opts.user.id, codeHash: recoveryCodeHash(code) })));
    await writeActivity(tx, {
      companyId: opts.companyId,
      userId: opts.user.id,
      username: opts.user.username,
      action: 'two_factor_enabled',
    });
  });
  return codes;
}

/**
 * `POST /api/auth/2fa/disable`: the password and a code (a recovery code will do) turn it off;
 * the secret and recovery codes are forgotten and `two_factor_disabled` recorded.
 */
export async function disableTwoFactor(
  ctx: AppContext,
  opts: { user: AuthUser; companyId: number; password: string; code: string },
) {
  const [row] = await ctx.db
    .select({ enabled: users.totpEnabled, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, opts.user.id));
  if (!row?.enabled) throw invalid(NOT_ON);
  if (!row.passwordHash || !(await verifyPassword(row.passwordHash, opts.password))) {
    throw invalid(WRONG_PASSWORD);
  }
  await ctx.db.transaction(async (tx) => {
    if (!(await acceptSecondFactor(ctx, tx, opts.user.id, opts.code))) {
      throw invalid(WRONG_CODE);
    }
    await turnOff(tx, opts.user.id);
    await writeActivity(tx, {
      companyId: opts.companyId,
      userId: opts.user.id,
      username: opts.user.username,
      action: 'two_factor_disabled',
    });
  });
}

/**
 * `POST /api/admin/users/{id}/reset-2fa` (already authorised): an admin turns a user's
 * two-factor off (a lost phone); their pending sign-ins end; `two_factor_reset` is recorded in
 * the user's company.
 */
export async function resetTwoFactor(
  ctx: AppContext,
  opts: {
    actor: { id: number; username: string };
    target: { id: number; username: string; companyId: number; companySlug: string };
    audit: AuditContext;
  },
) {
  await ctx.db.transaction(async (tx) => {
    const [was] = await tx
      .select({ enabled: users.totpEnabled })
      .from(users)
      .where(eq(users.id, opts.target.id))
      .for('update');
    if (!was?.enabled) throw invalid('This user has not turned on two-factor authentication');
    await turnOff(tx, opts.target.id);
    await tx
      .delete(loginChallenges)
      .where(
        and(eq(loginChallenges.userId, opts.target.id), eq(loginChallenges.kind, 'two-factor')),
      );
    await writeActivity(tx, {
      companyId: opts.target.companyId,
      userId: opts.actor.id,
      username: opts.actor.username,
      action: 'two_factor_reset',
      details: { targetUsername: opts.target.username },
    });
    await writeAudit(tx, opts.audit, {
      company: { id: opts.target.companyId, slug: opts.target.companySlug },
      action: 'user.two_factor_reset',
      target: { type: 'user', id: opts.target.id, label: opts.target.username },
      changes: { twoFactor: { from: 'set', to: 'cleared' } },
    });
  });
}

type Tx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

async function turnOff(tx: Tx, userId: number) {
  await tx.update(users).set(OFF).where(eq(users.id, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}
