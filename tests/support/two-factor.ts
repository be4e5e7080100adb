import { generateSecret, generateSync } from 'otplib';
import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema.js';
import { hostOf, PASSWORD, type TestApp } from './test-app.js';

const STEP_S = 30;

/**
 * Waits, if need be, until the current 30 s step has at least `marginS` seconds left, so a code
 * computed for "now ± n steps" is still that step when the server checks it.
 */
export async function awayFromStepEdge(marginS = 4) {
  const into = (Date.now() / 1000) % STEP_S;
  if (into > STEP_S - marginS)
    await new Promise((r) => setTimeout(r, (STEP_S - into + 0.2) * 1000));
}

/** The secret's code for the step `steps` away from now (negative: earlier). */
export const codeAt = (secret: string, steps = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * STEP_S });

/** Turns two-factor on for a user directly in the database; answers the secret. */
export async function withTwoFactor(t: TestApp, user: { id: number }): Promise<string> {
  const secret = generateSecret();
  await t.database.db
    .update(users)
    .set({
      totpSecretEncrypted: t.app.ctx.secrets.encrypt(secret),
      totpEnabled: true,
      totpLastStep: null,
    })
    .where(eq(users.id, user.id));
  return secret;
}

let lastIp = 0;
/** An address of its own for each test's sign-ins, so the throttle of one never meets another's. */
export const freshIp = () => `10.29.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

/** `POST /api/auth/login` with the password; answers the reply and the cookie header it set. */
export async function passwordStep(
  t: TestApp,
  slug: string,
  username: string,
  opts: { password?: string; ip?: string } = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host: hostOf(slug) },
    payload: { username, password: opts.password ?? PASSWORD },
    remoteAddress: opts.ip ?? '10.29.255.1',
  });
  const cookie = res.cookies
    .filter((c) => c.value)
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
  return { res, cookie };
}

/** `POST /api/auth/login/2fa` with the pending sign-in's cookie. */
export function codeStep(
  t: TestApp,
  slug: string,
  cookie: string,
  code: string,
  ip = '10.29.255.1',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login/2fa',
    headers: { host: hostOf(slug), cookie },
    payload: { code },
    remoteAddress: ip,
  });
}

/** The session cookie of a completed sign-in, as a header. */
export function sessionCookieOf(res: { cookies: { name: string; value: string }[] }) {
  const c = res.cookies.find((c) => c.name.endsWith('copydesk.sid') && c.value);
  return c ? `${c.name}=${c.value}` : undefined;
}
