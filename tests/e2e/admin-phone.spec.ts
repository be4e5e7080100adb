import type { Page } from '@playwright/test';
import { openSettingsSection } from './company-settings-setup.js';
import { expect, PASSWORDS, seriousViolations, test, urlFor } from './fixtures.js';

/** Phones have no sidebar: sign in through the form and wait for the top bar. */
async function signIn(page: Page, username: string, password: string, company: string | null) {
  await page.goto(urlFor(company, '/login'));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
}

test.use({ viewport: { width: 390, height: 844 } });

/** How far the page itself scrolls sideways (tables must scroll inside their cards instead). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Every dialog on screen lies within the viewport. */
async function expectDialogFits(page: Page) {
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog')).first();
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.height).toBeLessThanOrEqual(844);
}

const OPERATOR_PAGES = [
  ['/admin/users', 'User Management'],
  ['/admin/companies', 'Company Management'],
  ['/admin/settings', 'Webhook Settings'],
  ['/admin/reports', 'Usage Reports'],
  ['/admin/company-settings', 'Company Settings'],
  ['/admin/companies/demo/settings', 'Company Settings'],
  ['/admin/companies/demo/webhooks', 'Company Webhooks'],
  ['/admin/api', 'API & events'],
  ['/platform-admin', 'SaaS Operator Dashboard'],
] as const;

test('every admin page fits a 390 px phone: no sideways page scroll, no serious axe finding', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin', PASSWORDS.admin, null);
  for (const [path, heading] of OPERATOR_PAGES) {
    await page.goto(urlFor(null, path));
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
    await page.waitForLoadState('networkidle');
    expect({ path, overflow: await sidewaysOverflow(page) }).toEqual({ path, overflow: 0 });
    expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
  }
});

test('admin dialogs fit a 390 px phone', async ({ page }) => {
  await signIn(page, 'demo-admin', PASSWORDS['demo-admin'], 'demo');
  await page.goto(urlFor('demo', '/admin/users'));
  await page.getByRole('button', { name: 'Create User' }).first().click();
  await expectDialogFits(page);
  expect(await sidewaysOverflow(page)).toBe(0);
  await page.keyboard.press('Escape');
  await page.goto(urlFor('demo', '/admin/company-settings'));
  await openSettingsSection(page, 'Assistants');
  await page
    .getByRole('button', { name: /^Customise / })
    .first()
    .click();
  await expectDialogFits(page);
  expect(await seriousViolations(page)).toEqual([]);
});
