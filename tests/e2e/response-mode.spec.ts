import type { Page } from '@playwright/test';
import { CHOSEN_PASSWORD, createOwnCompany, type OwnCompany } from './company-settings-setup.js';
import { expect, seriousViolations, signIn, test, urlFor } from './fixtures.js';

// The "Response" select of each assistant's webhook (In the response / Sent back later
// (callback)), saved as `responseMode` in the settings API. A company of this spec's own.
let own: OwnCompany;

test.beforeAll(async ({ playwright }) => {
  own = await createOwnCompany(playwright, { changePassword: true });
});

const toast = (page: Page) => page.locator('[data-slot="toast"]');

test('the Response select is saved as responseMode on the webhook pages and the dialog', async ({
  page,
}) => {
  // The company's own settings page (its admin), then the Webhook Settings dialog.
  await signIn(page, own.username, CHOSEN_PASSWORD, own.companyId);
  await page.goto(urlFor(own.companyId, '/admin/settings'));
  const website = page.getByRole('combobox', { name: 'Website Content Response' });
  await expect(website).toHaveText('In the response');
  await website.click();
  await page.getByRole('option', { name: 'Sent back later (callback)' }).click();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toast(page)).toContainText('Settings saved');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Website Content Response' })).toHaveText(
    'Sent back later (callback)',
  );
  expect(await seriousViolations(page)).toEqual([]);
  const stored = await page.evaluate(async () => {
    const res = await fetch('/api/settings');
    return (await res.json()) as Record<string, { responseMode?: string }>;
  });
  expect(stored.website.responseMode).toBe('callback');
  // The default is left out of the answer, so the specification's payloads stay as they were.
  expect(stored.facebook.responseMode ?? 'response').toBe('response');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Mobile menu' })
    .getByRole('button', { name: 'Settings' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Webhook Settings' });
  await dialog.getByRole('tab', { name: 'Website' }).click();
  const mode = dialog.getByRole('combobox', { name: 'Response' });
  await expect(mode).toHaveText('Sent back later (callback)');
  await mode.click();
  await page.getByRole('option', { name: 'In the response' }).click();
  await dialog.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toast(page)).toContainText('Settings saved');
  const after = await page.evaluate(async () => {
    const res = await fetch('/api/settings');
    return (await res.json()) as Record<string, { responseMode?: string }>;
  });
  expect(after.website.responseMode ?? 'response').toBe('response');
});
