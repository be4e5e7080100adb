import type { Page } from '@playwright/test';
import { expect, PASSWORDS, seriousViolations, signIn, test, urlFor } from './fixtures.js';
import {
  CHOSEN_PASSWORD,
  createOwnCompany,
  openSettingsSection,
} from './company-settings-setup.js';

const field = (page: Page) => page.getByLabel('Keep generated content for N days');

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save Retention' }).click();
  await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
}

test('an admin sets how long generated content is kept, and clears it', async ({
  page,
  playwright,
}) => {
  const own = await createOwnCompany(playwright, { changePassword: true });
  await signIn(page, own.username, CHOSEN_PASSWORD, own.companyId);
  await page.goto(urlFor(own.companyId, '/admin/company-settings'));
  await openSettingsSection(page, 'Data');
  await expect(page.getByRole('heading', { name: 'Content Retention', level: 2 })).toBeVisible();
  // Empty at first: kept forever, as the hint says.
  await expect(field(page)).toHaveValue('');
  await expect(page.getByText('Empty: keep forever')).toBeVisible();

  await field(page).fill('0');
  await expect(
    page.getByText(
      'Keep generated content for must be a whole number of days from 1 to 36500, or empty',
    ),
  ).toBeVisible();
  await field(page).fill('90');
  await save(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.reload();
  await expect(field(page)).toHaveValue('90');

  await field(page).fill('');
  await save(page);
  await page.reload();
  await expect(field(page)).toHaveValue('');
});

test("operator staff set it in a company's settings", async ({ page, playwright }) => {
  const own = await createOwnCompany(playwright, { changePassword: false });
  await signIn(page, 'admin', PASSWORDS.admin, 'platform-admin');
  await page.goto(urlFor('platform-admin', `/admin/companies/${own.companyId}/settings`));
  await openSettingsSection(page, 'Data');
  await field(page).fill('365');
  await save(page);
  await page.reload();
  await expect(field(page)).toHaveValue('365');
});
