import { randomBytes } from 'node:crypto';
import { expect, PASSWORDS, test, urlFor } from './fixtures.js';
import { signInOnDemo, waitForMail } from './mail.js';

/** Forgot password, by email (docs/product.md#passwords, decision 044), at 1440 and 390 px. */
const SIZES = [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

for (const [label, viewport] of SIZES) {
  test.describe(label, () => {
    test.use({ viewport });

    test(`forgot password: mail, link, new password, sign in with it (${label})`, async ({
      page,
      playwright,
    }) => {
      const username = `forgetful-${randomBytes(4).toString('hex')}`;
      const email = `${username}@example.com`;
      const chosen = `Remembered-${randomBytes(3).toString('hex')}-Pass-1!`;
      // demo-admin creates the user with an email (Node does not resolve *.localhost: ?company=).
      const admin = await playwright.request.newContext({ baseURL: urlFor(null) });
      const login = await admin.post('/api/auth/login?company=demo', {
        data: { username: 'demo-admin', password: PASSWORDS['demo-admin'] },
      });
      expect(login.ok()).toBe(true);
      const created = await admin.post('/api/admin/users?company=demo', {
        data: { username, email, password: 'Temporary-Forgot-Pass-1!', role: 'user' },
      });
      expect(created.ok(), await created.text()).toBe(true);
      await admin.dispose();

      await page.goto(urlFor('demo', '/login'));
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
      await page.getByLabel('Username or email').fill(email.toUpperCase());
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(
        page.getByText(/If an account with that username or email exists/),
      ).toBeVisible();

      const mail = await waitForMail(email, '/reset-password/');
      expect(mail.subject).toMatch(/^Reset your .* password$/);
      await page.goto(mail.link);
      await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
      await page.getByLabel('New Password').fill(chosen);
      await page.getByLabel('Confirm Password').fill(`${chosen}x`);
      await page.getByRole('button', { name: 'Reset password' }).click();
      await expect(page.getByText("Passwords don't match")).toBeVisible();
      await page.getByLabel('Confirm Password').fill(chosen);
      await page.getByRole('button', { name: 'Reset password' }).click();
      await expect(page).toHaveURL(urlFor('demo', '/login'));
      await expect(
        page.getByText('Your password has been reset. Sign in with your new password.', {
          exact: true,
        }),
      ).toBeVisible();

      // The new password signs in (and the forced change of the temporary one is gone).
      await signInOnDemo(page, username, chosen);
      await expect(page.getByRole('heading', { name: 'Password Change Required' })).toBeHidden();
      // Asked from the page: Node does not resolve *.localhost.
      const me = await page.evaluate(() => fetch('/api/auth/me').then((res) => res.json()));
      expect(me).toMatchObject({ username, mustChangePassword: false });
      // The link was used: a second time it is refused.
      await page.context().clearCookies();
      await page.goto(mail.link);
      await page.getByLabel('New Password').fill(chosen);
      await page.getByLabel('Confirm Password').fill(chosen);
      await page.getByRole('button', { name: 'Reset password' }).click();
      await expect(
        page.getByText(/This password reset link is invalid or has expired/),
      ).toBeVisible();
    });
  });
}
