import { randomBytes } from 'node:crypto';
import { expect, PASSWORDS, test, urlFor } from './fixtures.js';
import { signInOnDemo, waitForMail } from './mail.js';

/** Invitations by email (docs/product.md#user-management, decision 044), at 1440 and 390 px. */
const SIZES = [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

for (const [label, viewport] of SIZES) {
  test.describe(label, () => {
    test.use({ viewport });

    test(`an admin invites by email; the invitee chooses a password and is in (${label})`, async ({
      page,
      browser,
    }) => {
      const username = `invitee-${randomBytes(4).toString('hex')}`;
      const email = `${username}@example.com`;
      const password = `Invited-${randomBytes(3).toString('hex')}-Pass-1!`;
      await signInOnDemo(page, 'demo-admin', PASSWORDS['demo-admin']);
      await page.goto(urlFor('demo', '/admin/users'));
      await page.getByRole('button', { name: 'Create User' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Create User' });
      await dialog.getByLabel('Username').fill(username);
      await dialog.getByLabel('Invite by email').check();
      await expect(dialog.getByLabel('Temporary Password')).toBeHidden();
      await dialog.getByRole('button', { name: 'Create User' }).click();
      await expect(
        dialog.getByText('Enter the email address the invitation is sent to.'),
      ).toBeVisible();
      await dialog.getByLabel('Email', { exact: true }).fill(email);
      await dialog.getByRole('button', { name: 'Create User' }).click();
      await expect(page.getByText(`Invitation sent to ${email}.`, { exact: true })).toBeVisible();
      const row = page.getByTestId(`user-row-${username}`);
      await expect(row).toContainText('Invited');
      await expect(row).toContainText(email);

      const first = await waitForMail(email, '/invite/');
      expect(first.subject).toMatch(/^You are invited to /);
      expect(new URL(first.link).host).toBe(new URL(urlFor('demo')).host);
      // Sent again: a new link, and the first one ends.
      await row.getByRole('button', { name: `Resend invitation to ${username}` }).click();
      await expect(page.getByText(`Invitation sent to ${email}`, { exact: true })).toBeVisible();
      const second = await waitForMail(email, '/invite/', 2);
      expect(second.link).not.toBe(first.link);

      const invitee = await (await browser.newContext({ viewport })).newPage();
      await invitee.goto(first.link);
      await invitee.getByLabel('New Password').fill(password);
      await invitee.getByLabel('Confirm Password').fill(password);
      await invitee.getByRole('button', { name: 'Set password and sign in' }).click();
      await expect(
        invitee.getByText(/This invitation link is invalid or has expired/),
      ).toBeVisible();

      await invitee.goto(second.link);
      await expect(invitee.getByRole('heading', { name: 'Welcome' })).toBeVisible();
      await invitee.getByLabel('New Password').fill('too-weak');
      await expect(invitee.getByTestId('password-strength')).toHaveText('Weak');
      await invitee.getByLabel('New Password').fill(password);
      await expect(invitee.getByTestId('password-strength')).toHaveText('Strong');
      await invitee.getByLabel('Confirm Password').fill(password);
      await invitee.getByRole('button', { name: 'Set password and sign in' }).click();
      await expect(invitee).toHaveURL(urlFor('demo', '/'));
      // Asked from the page: Node does not resolve *.localhost.
      const me = await invitee.evaluate(() => fetch('/api/auth/me').then((res) => res.json()));
      expect(me).toMatchObject({ username, mustChangePassword: false });
      await invitee.context().close();

      // The list no longer says Invited.
      await page.reload();
      await expect(page.getByTestId(`user-row-${username}`)).not.toContainText('Invited');
    });
  });
}
