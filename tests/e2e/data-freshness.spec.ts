import type { Page, Request } from '@playwright/test';
import { CHOSEN_PASSWORD, createOwnCompany } from './company-settings-setup.js';
import { expect, PASSWORDS, signIn, test, urlFor } from './fixtures.js';

/**
 * docs/product.md#client-calls: data queries do not retry, do not refetch on an interval (except where
 * stated) and never go stale; the new-user badge polls GET /api/admin/reports/user-stats every
 * 30 s. The page's clock is Playwright's: time is moved on by hand, nothing here waits for it.
 */

/** Every GET the page makes to the API, as path plus query, in order. */
function recordApiCalls(page: Page, event: 'request' | 'requestfinished' = 'request'): string[] {
  const calls: string[] = [];
  const record = (request: Request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) {
      calls.push(url.pathname + url.search);
    }
  };
  if (event === 'request') page.on('request', record);
  else page.on('requestfinished', record);
  return calls;
}

/** Calls of `call`: its path alone matches any query (the lists page with `?limit=`). */
const count = (calls: string[], call: string) =>
  calls.filter((c) => (call.includes('?') ? c : c.split('?')[0]) === call).length;

/**
 * Moves the page's clock on, then makes one more call and waits until it is recorded: every
 * request a timer started while the clock moved is recorded before it.
 */
async function jump(page: Page, calls: string[], ms: number) {
  await page.clock.fastForward(ms);
  const marker = `/api/health?marker=${calls.length}-${ms}`;
  await page.evaluate((url) => fetch(url).then((res) => res.text()), marker);
  await expect.poll(() => calls.includes(marker)).toBe(true);
}

const BADGE_CALL = '/api/admin/reports/user-stats';

test('the new-user badge polls user-stats every 30 s and nothing else counts new users', async ({
  page,
}) => {
  await page.clock.install();
  const calls = recordApiCalls(page);
  // A poll that falls due while the previous answer is still on its way is skipped (TanStack
  // Query de-duplicates), so time moves on only once each answer has arrived.
  const answered = recordApiCalls(page, 'requestfinished');
  await signIn(page, 'demo-admin', PASSWORDS['demo-admin']);
  await expect.poll(() => count(calls, BADGE_CALL)).toBe(1);
  await expect.poll(() => count(answered, BADGE_CALL)).toBe(1);

  await jump(page, calls, 30_000);
  await expect.poll(() => count(calls, BADGE_CALL)).toBe(2);
  await expect.poll(() => count(answered, BADGE_CALL)).toBe(2);
  await jump(page, calls, 30_000);
  await expect.poll(() => count(calls, BADGE_CALL)).toBe(3);
  expect(calls.filter((c) => c.includes('new-user-count'))).toEqual([]);
});

test('a regular user never asks for user-stats', async ({ page }) => {
  await page.clock.install();
  const calls = recordApiCalls(page);
  await signIn(page, 'demo-user', PASSWORDS['demo-user']);
  await jump(page, calls, 60_000);
  expect(calls.filter((c) => c.startsWith('/api/admin/'))).toEqual([]);
});

test('the usage report tabs load once and are not polled', async ({ page }) => {
  await page.clock.install();
  const calls = recordApiCalls(page);
  await signIn(page, 'demo-admin', PASSWORDS['demo-admin']);
  await page.getByRole('link', { name: /^Usage Reports/ }).click();
  await expect(page.getByRole('heading', { name: 'Usage Reports', level: 1 })).toBeVisible();
  const reports = [
    '/api/admin/reports/user-stats?days=30',
    '/api/admin/reports/content-stats?days=30',
    '/api/admin/reports/login-stats?days=30',
    '/api/admin/reports/usage-trends?days=30',
    '/api/admin/reports/activity?limit=100',
  ];
  for (const report of reports) await expect.poll(() => count(calls, report)).toBe(1);

  await jump(page, calls, 5 * 60_000);
  for (const report of reports) expect(count(calls, report), report).toBe(1);
  // The badge alone keeps polling, as stated.
  expect(count(calls, BADGE_CALL)).toBeGreaterThan(1);
});

test('the operator dashboard loads once and is not polled', async ({ page }) => {
  await page.clock.install();
  const calls = recordApiCalls(page);
  await signIn(page, 'admin', PASSWORDS.admin, '');
  await page.getByRole('link', { name: 'SaaS Operator Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'SaaS Operator Dashboard' })).toBeVisible();
  await expect.poll(() => count(calls, '/api/platform-admin/stats')).toBe(1);

  await jump(page, calls, 5 * 60_000);
  const dashboard = calls
    .filter((c) => c.startsWith('/api/platform-admin/'))
    .map((c) => c.split('?')[0]);
  // The Company Performance tab asks for its pages when it is opened.
  expect(dashboard.sort()).toEqual([
    '/api/platform-admin/bot-analytics',
    '/api/platform-admin/failing-automations',
    '/api/platform-admin/metrics',
    '/api/platform-admin/stats',
  ]);
});

test('admin pages keep what they loaded when visited again', async ({ page, playwright }) => {
  const own = await createOwnCompany(playwright, { changePassword: true });
  const calls = recordApiCalls(page);
  await signIn(page, own.username, CHOSEN_PASSWORD, own.companyId);
  const sidebar = page.getByRole('complementary', { name: 'Main navigation' });

  await sidebar.getByRole('link', { name: 'User Management' }).click();
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await expect.poll(() => count(calls, '/api/admin/users/page')).toBe(1);
  await page.getByRole('link', { name: 'Back to Assistants' }).click();
  await expect(sidebar.getByRole('link', { name: 'Facebook' })).toBeVisible();
  await sidebar.getByRole('link', { name: 'User Management' }).click();
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Webhook Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Webhook Settings', level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();

  // The company's settings page, twice: one call.
  await page.getByRole('link', { name: 'Company Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Company Settings', level: 1 })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'Company Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Company Settings', level: 1 })).toBeVisible();

  await jump(page, calls, 0);
  expect(count(calls, '/api/admin/users/page')).toBe(1);
  expect(count(calls, '/api/admin/company-settings')).toBe(1);
  expect(count(calls, `/api/admin/bot-access/${own.companyId}`)).toBe(1);
  expect(count(calls, '/api/settings')).toBe(1);
});

test.describe('one cache entry for the webhook settings', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a change saved in the dialog is what the settings page shows and saves', async ({
    page,
    playwright,
  }) => {
    const own = await createOwnCompany(playwright, { changePassword: true });
    await page.goto(urlFor(own.companyId, '/login'));
    await page.getByLabel('Username').fill(own.username);
    await page.getByLabel('Password', { exact: true }).fill(CHOSEN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();

    // The settings page first: it loads /api/settings and shows the stored URL.
    await page.goto(urlFor(own.companyId, '/admin/settings'));
    await expect(page.getByRole('heading', { name: 'Webhook Settings', level: 1 })).toBeVisible();
    const pageUrl = page.getByLabel('Facebook Webhook URL');
    await expect(pageUrl).toHaveValue(/\/\/demo-automation\.invalid\/facebook$/);
    const stored = await pageUrl.inputValue();

    // The phone menu's Settings dialog changes it.
    const changed = await changeInSettingsDialog(page, stored);

    // The page shows the dialog's change, and saving the page keeps it.
    await expect(pageUrl).toHaveValue(changed);
    await page.getByLabel('Blog Article Webhook URL').fill('');
    const unsaved = page.getByText('You have unsaved changes.', { exact: false });
    await expect(unsaved).toBeVisible();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(unsaved).toBeHidden();
    const saved = await page.evaluate(() =>
      fetch('/api/settings').then((res) => res.json() as Promise<Record<string, unknown>>),
    );
    expect(saved.facebook).toMatchObject({ webhookUrl: changed });
    expect(saved.blog).toMatchObject({ webhookUrl: '' });
  });

  test("an operator's change in the dialog is what the company's webhook page shows and saves", async ({
    page,
    playwright,
  }) => {
    // The same rows under two addresses: /api/company-webhooks/{id} (the company's page) and
    // /api/settings?company={id} (the dialog, in that company's tenant).
    const own = await createOwnCompany(playwright, { changePassword: true });
    await page.goto(urlFor(null, '/login'));
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORDS.admin);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    const inCompany = `?company=${own.companyId}`;
    await page.goto(urlFor(null, `/admin/companies/${own.companyId}/webhooks${inCompany}`));
    await expect(page.getByRole('heading', { name: 'Company Webhooks', level: 1 })).toBeVisible();
    const pageUrl = page.getByLabel('Facebook Webhook URL');
    await expect(pageUrl).toHaveValue(/\/\/demo-automation\.invalid\/facebook$/);
    const stored = await pageUrl.inputValue();

    const changed = await changeInSettingsDialog(page, stored);

    await expect(pageUrl).toHaveValue(changed);
    await page.getByLabel('Blog Article Webhook URL').fill('');
    const unsaved = page.getByText('You have unsaved changes.', { exact: false });
    await expect(unsaved).toBeVisible();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(unsaved).toBeHidden();
    const saved = await page.evaluate(
      (url) => fetch(url).then((res) => res.json() as Promise<Record<string, unknown>>),
      `/api/company-webhooks/${own.companyId}`,
    );
    expect(saved.facebook).toMatchObject({ webhookUrl: changed });
    expect(saved.blog).toMatchObject({ webhookUrl: '' });
  });
});

/** Changes the Facebook URL from `stored` in the phone menu's Settings dialog; returns the new one. */
async function changeInSettingsDialog(page: Page, stored: string): Promise<string> {
  const changed = `${stored}?changed-in=dialog`;
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Mobile menu' })
    .getByRole('button', { name: 'Settings' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Webhook Settings' });
  await expect(dialog.getByLabel('Automation Webhook URL')).toHaveValue(stored);
  await dialog.getByLabel('Automation Webhook URL').fill(changed);
  await dialog.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  return changed;
}
