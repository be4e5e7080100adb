import type { Page } from '@playwright/test';
import { CHOSEN_PASSWORD, createOwnCompany } from './company-settings-setup.js';
import { expect, PASSWORDS, signIn, test, urlFor } from './fixtures.js';

/**
 * docs/product.md#company-webhooks: saving clears the unsaved changes, and copying the platform defaults
 * replaces the form and clears them. The form shows what the server holds afterwards, also when
 * the server's answer is what the page had already loaded. Each test uses a company of its own:
 * the demo company's webhooks and the platform defaults are other specs' too.
 */

const notice = (page: Page) => page.getByText('You have unsaved changes.', { exact: false });

/** The next answer to a POST whose address ends with `path`. */
const answerTo = (page: Page, path: string) =>
  page.waitForResponse(
    (res) => res.request().method() === 'POST' && new URL(res.url()).pathname.endsWith(path),
  );

/** What the server holds for an assistant's URL, read as the page reads it. */
async function storedUrl(page: Page, url: string, id: string) {
  const settings = await page.evaluate(
    (address) =>
      fetch(address).then((res) => res.json() as Promise<Record<string, { webhookUrl: string }>>),
    url,
  );
  return settings[id]?.webhookUrl;
}

test('Webhook Settings: saving values edited and changed back clears the notice', async ({
  page,
  playwright,
}) => {
  const own = await createOwnCompany(playwright, { changePassword: true });
  await signIn(page, own.username, CHOSEN_PASSWORD, own.companyId);
  await page.goto(urlFor(own.companyId, '/admin/settings'));
  await expect(page.getByRole('heading', { name: 'Webhook Settings', level: 1 })).toBeVisible();
  const facebook = page.getByLabel('Facebook Webhook URL');
  const stored = 'http://demo-automation.invalid/facebook';
  await expect(facebook).toHaveValue(stored);

  // Edited, then changed back: the save answers what the page loaded.
  await facebook.fill('https://n8n.example.com/webhook/other');
  await expect(notice(page)).toBeVisible();
  await facebook.fill(stored);
  let saved = answerTo(page, '/api/settings');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
  await expect(notice(page)).toBeHidden();
  await expect(facebook).toHaveValue(stored);

  // Spaces around a URL are not kept: the field shows the URL the server holds.
  await facebook.fill(`  ${stored}  `);
  await expect(notice(page)).toBeVisible();
  saved = answerTo(page, '/api/settings');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(notice(page)).toBeHidden();
  await expect(facebook).toHaveValue(stored);
  expect(await storedUrl(page, '/api/settings', 'facebook')).toBe(stored);
});

test('Company Webhooks: copying defaults and saving always show what the server holds', async ({
  page,
  playwright,
}) => {
  const own = await createOwnCompany(playwright, { changePassword: false });
  const address = `/admin/companies/${own.companyId}/webhooks`;
  const api = `/api/company-webhooks/${own.companyId}`;
  await signIn(page, 'admin', PASSWORDS.admin, '');
  await page.goto(urlFor(null, address));
  await expect(page.getByRole('heading', { name: 'Company Webhooks', level: 1 })).toBeVisible();
  const website = page.getByLabel('Website Content Webhook URL');
  await expect(website).toHaveValue('http://demo-automation.invalid/website');

  const copyDefaults = async () => {
    const copied = answerTo(page, '/copy-defaults');
    await page.getByRole('button', { name: 'Copy Platform Defaults' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Copy Defaults' }).click();
    expect((await copied).ok()).toBe(true);
  };

  // The first copy makes the company's webhooks the platform defaults.
  await copyDefaults();
  await expect(page.getByText('Defaults copied', { exact: true })).toBeVisible();
  await expect(website).toHaveValue((await storedUrl(page, api, 'website'))!);
  await expect(notice(page)).toBeHidden();

  // Copying again answers what the page holds already: the typed URL still goes.
  await website.fill('https://n8n.example.com/webhook/site');
  await expect(notice(page)).toBeVisible();
  await copyDefaults();
  await expect(notice(page)).toBeHidden();
  const copiedUrl = (await storedUrl(page, api, 'website'))!;
  expect(copiedUrl).not.toBe('https://n8n.example.com/webhook/site');
  await expect(website).toHaveValue(copiedUrl);

  // Edited, then changed back, then saved.
  await website.fill('https://n8n.example.com/webhook/site');
  await expect(notice(page)).toBeVisible();
  await website.fill(copiedUrl);
  const saved = answerTo(page, api);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(notice(page)).toBeHidden();
  await expect(website).toHaveValue(copiedUrl);

  // Reloading shows the same.
  await page.reload();
  await expect(website).toHaveValue(copiedUrl);
  await expect(notice(page)).toBeHidden();
});
