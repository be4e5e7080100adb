import { describe, expect, it } from 'vitest';
import { INVALID_CODE, TOO_MANY_CODES } from '../../../src/core/api/two-factor.js';
import { startMailServer } from '../../support/mail-server.js';
import {
  ageFailures,
  attempt,
  freshV4,
  retryAfterOf,
  WAIT_MESSAGE,
} from '../../support/sign-in-attempts.js';
import { createCompany, createUser } from '../../support/factories.js';
import { createTestApp, PASSWORD } from '../../support/test-app.js';
import {
  awayFromStepEdge,
  codeAt,
  codeStep,
  passwordStep,
  sessionCookieOf,
  withTwoFactor,
} from '../../support/two-factor.js';
import { whenDone } from '../../support/when-done.js';

/**
 * Two-factor codes are limited per account like passwords, and the owner hears of it by email
 * when an account starts to wait (docs/product.md#sign-in, decision 053).
 */
const mail = await startMailServer();
whenDone(() => mail.close());
const t = await createTestApp({ SMTP_URL: mail.url, MAIL_FROM: 'Desk <desk@copydesk.test>' });
const WRONG = 'Wrong-Guess-123!';
let n = 0;

async function owner(opts: { twoFactor?: boolean; email?: boolean } = {}) {
  const company = await createCompany(t, { companyName: `Limits Co ${++n}` });
  const user = await createUser(t, company, 'admin', {
    email: opts.email === false ? null : `Owner.${n}.${Date.now()}@Example.com`,
  });
  const secret = opts.twoFactor ? await withTwoFactor(t, user) : '';
  return { company, user, secret, slug: company.slug };
}

/** Mail to `address` received once every queued message went out. */
async function mailTo(address: string) {
  await t.app.ctx.mail.flush();
  return mail.waitingFor(address);
}

describe('wrong two-factor codes per account', () => {
  it('30 wrong codes from 6 addresses: after 5 the account waits, the right code too', async () => {
    const { user, secret, slug } = await owner({ twoFactor: true, email: false });
    const statuses: number[] = [];
    let lastCookie = '';
    let lastIp = '';
    for (let address = 0; address < 6; address++) {
      const ip = freshV4();
      const { res, cookie } = await passwordStep(t, slug, user.username, { ip });
      expect(res.json()).toEqual({ twoFactorRequired: true });
      for (let i = 0; i < 5; i++)
        statuses.push((await codeStep(t, slug, cookie, '000000', ip)).statusCode);
      [lastCookie, lastIp] = [cookie, ip];
    }
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(25).fill(429)]);
    await awayFromStepEdge();
    const right = await codeStep(t, slug, lastCookie, codeAt(secret), lastIp);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(WAIT_MESSAGE);
    const wait = retryAfterOf(right)!;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // The pending sign-in was kept: once the wait is over its right code signs in.
    await ageFailures(t, user.username, wait);
    await awayFromStepEdge();
    const later = await codeStep(t, slug, lastCookie, codeAt(secret), lastIp);
    expect(later.statusCode).toBe(200);
    expect(sessionCookieOf(later)).toBeTruthy();
  });

  it('mails the owner that the password is known when the codes start to wait', async () => {
    const { company, user, slug } = await owner({ twoFactor: true });
    const ip = freshV4();
    const { cookie } = await passwordStep(t, slug, user.username, { ip });
    for (let i = 1; i <= 4; i++) {
      expect((await codeStep(t, slug, cookie, '000000', ip)).json().message).toBe(INVALID_CODE);
    }
    expect(await mailTo(user.email!)).toEqual([]);
    expect((await codeStep(t, slug, cookie, '000000', ip)).json().message).toBe(TOO_MANY_CODES);
    const message = await mail.nextTo(user.email!);
    expect(message.subject).toBe(`Wrong two-factor codes for your ${company.companyName} account`);
    expect(message.text).toContain(`Hello ${user.username},`);
    expect(message.text).toMatch(/right password/);
    expect(message.text).toMatch(/change your password/i);
    expect(message.html).toContain(company.companyName);
  });
});

describe('the owner is told when an account starts to wait', () => {
  it('by one email at the fifth wrong password, not before and not again within the hour', async () => {
    const { company, user, slug } = await owner();
    const guess = () =>
      attempt(t.app, { slug, username: user.username, password: WRONG, ip: freshV4() });
    for (let i = 0; i < 4; i++) expect((await guess()).statusCode).toBe(401);
    expect(await mailTo(user.email!)).toEqual([]);
    expect((await guess()).statusCode).toBe(401);
    const message = await mail.nextTo(user.email!);
    expect(message.to).toEqual([user.email!.toLowerCase()]);
    expect(message.parsed.from?.value[0]).toMatchObject({
      name: company.companyName,
      address: 'desk@copydesk.test',
    });
    expect(message.subject).toBe(`Failed sign-ins to your ${company.companyName} account`);
    expect(message.text).toContain(`Hello ${user.username},`);
    expect(message.text).toMatch(/5 wrong passwords/);
    expect(message.text).toMatch(/15 minutes/);
    expect(message.html).toContain(`Hello ${user.username},`);
    // The guessing goes on, and starts again after a quiet quarter of an hour: no second mail.
    await ageFailures(t, user.username, 15 * 60);
    for (let i = 0; i < 5; i++) expect((await guess()).statusCode).toBe(401);
    expect((await guess()).statusCode).toBe(429);
    expect(await mailTo(user.email!)).toEqual([]);
    // The owner's own sign-in, once the wait is over, is not held back by the email.
    await ageFailures(t, user.username, 15 * 60);
    const ok = await attempt(t.app, {
      slug,
      username: user.username,
      password: PASSWORD,
      ip: freshV4(),
    });
    expect(ok.statusCode).toBe(200);
  });

  it('mails nobody for an unknown login or an account without an address', async () => {
    const { user, slug } = await owner({ email: false });
    const before = mail.messages.length;
    for (const username of [user.username, `unknown-${user.username}`]) {
      for (let i = 0; i < 6; i++) {
        await attempt(t.app, { slug, username, password: WRONG, ip: freshV4() });
      }
    }
    await t.app.ctx.mail.flush();
    expect(mail.messages.length).toBe(before);
  });
});
