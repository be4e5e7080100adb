import type { Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { expect, seriousViolations, test, urlFor, type Staff } from './fixtures.js';

/**
 * docs/product.md#sign-in, decision 046: a user sets two-factor up from the account actions,
 * then signs in with the password and a code from the app (or a recovery code, once each); the
 * return to the address asked for still works through the second step.
 */

const STORED = 'redirectAfterLogin';
const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

/** The app's code for now, `steps` periods of 30 s later. */
const codeFor = (secret: string, steps = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Opens one of the account actions: in the sidebar, or the phone's menu. */
async function accountAction(page: Page, name: string, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Mobile menu' })
      .getByRole('button', { name })
      .click();
  } else {
    const sidebar = page.getByRole('complementary', { name: 'Main navigation' });
    await sidebar.getByRole('button', { name }).click();
  }
}

async function logout(page: Page, phone: boolean) {
  await accountAction(page, 'Logout', phone);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
}

async function passwordStep(page: Page, staff: Staff) {
  await page.getByLabel('Username').fill(staff.username);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByLabel('Authentication code')).toBeVisible();
}

/** Sets two-factor up through the dialog; answers the secret and the recovery codes. */
async function setUp(page: Page, phone: boolean) {
  await accountAction(page, 'Two-Factor Authentication', phone);
  const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
  await dialog.getByRole('button', { name: 'Set Up Two-Factor' }).click();
  await expect(
    dialog.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  const secret = (await dialog.getByTestId('two-factor-secret').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await dialog.getByLabel('Enter the 6-digit code from the app').fill(codeFor(secret));
  await dialog.getByRole('button', { name: 'Turn On Two-Factor' }).click();
  const codes = dialog.getByTestId('recovery-code');
  await expect(codes).toHaveCount(10);
  expect(await seriousViolations(page)).toEqual([]);
  const recovery = (await codes.allInnerTexts()).map((c) => c.trim());
  await dialog.getByRole('button', { name: 'I saved my recovery codes' }).click();
  await expect(dialog).toBeHidden();
  return { secret, recovery };
}

for (const size of SIZES) {
  test(`two-factor set up, then sign-in with a code and a recovery code (${size.name})`, async ({
    page,
    staff,
  }) => {
    const phone = size.width < 768;
    await page.setViewportSize(size);
    await page.goto(urlFor('demo', '/login'));
    await page.getByLabel('Username').fill(staff.username);
    await page.getByLabel('Password', { exact: true }).fill(staff.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Topic Generator');

    const { secret, recovery } = await setUp(page, phone);
    await logout(page, phone);

    // The address stored before a redirect to sign-in (as a 401 does) is where the sign-in ends.
    await page.evaluate((key) => sessionStorage.setItem(key, '/admin/reports'), STORED);
    await passwordStep(page, staff);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid code' }).first()).toBeVisible();
    // The code used to turn two-factor on is spent: the next period's (one step of drift) is not.
    await page.getByLabel('Authentication code').fill(codeFor(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(urlFor('demo', '/admin/reports'));
    await expect(page.getByRole('heading', { name: 'Usage Reports', level: 1 })).toBeVisible();

    // A recovery code signs in once.
    await logout(page, phone);
    await passwordStep(page, staff);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recovery[0]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Topic Generator');
    await logout(page, phone);
    await passwordStep(page, staff);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recovery[0]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid code' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Verify' })).toBeVisible();
  });
}
