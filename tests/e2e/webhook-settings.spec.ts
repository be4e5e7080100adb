import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, PASSWORDS, seriousViolations, signIn, test, urlFor } from './fixtures.js';

const DEMO_FACEBOOK = 'http://demo-automation.invalid/facebook';
const DEMO_WEBSITE = 'http://demo-automation.invalid/website';
const DEMO_AUTOMATION_HINT =
  'The built-in demo automation of this server: it answers with sample content.';
const DIALOG_TABS = [
  'Facebook',
  'LinkedIn',
  'Instagram',
  'Blog',
  'Client Engagement',
  'Insight',
  'Topics',
  'Website',
  'Prospect',
];

/** Phones have no sidebar: sign in through the form and wait for the top bar. */
async function signInOnPhone(page: Page, username: 'demo-admin' | 'demo-user') {
  await page.goto(urlFor('demo', '/login'));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORDS[username]);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
}

async function openWebhookDialog(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Mobile menu' })
    .getByRole('button', { name: 'Settings' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Webhook Settings' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('the Webhook Settings dialog on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an admin cannot save an invalid URL, then saves a valid one', async ({ page }) => {
    await signInOnPhone(page, 'demo-admin');
    let dialog = await openWebhookDialog(page);
    await expect(dialog.getByRole('tab')).toHaveText(DIALOG_TABS);
    const url = dialog.getByLabel('Automation Webhook URL');
    await expect(url).toHaveAttribute('type', 'url');
    await expect(dialog.getByLabel('API Key (Optional)')).toHaveAttribute('type', 'password');
    await expect(url).toHaveValue(DEMO_FACEBOOK);
    await expect(dialog.getByText(DEMO_AUTOMATION_HINT, { exact: false })).toBeVisible();
    await expect(url).toBeEditable();
    expect(await seriousViolations(page)).toEqual([]);

    // An invalid URL: the error shows under the field and nothing is saved.
    await url.fill('not a webhook url');
    await dialog.getByRole('button', { name: 'Save Settings' }).click();
    await expect(dialog.getByText('Please enter a valid URL')).toBeVisible();
    await expect(dialog).toBeVisible();
    // The error clears as soon as the field is edited.
    await url.fill('https://');
    await expect(dialog.getByText('Please enter a valid URL')).toBeHidden();
    // Cancel and reopen: the stored value comes back, the error is gone: it was never saved.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    dialog = await openWebhookDialog(page);
    await expect(dialog.getByLabel('Automation Webhook URL')).toHaveValue(DEMO_FACEBOOK);

    // Another tab with an invalid URL: Save takes you to it.
    await dialog.getByRole('tab', { name: 'Topics' }).click();
    await dialog.getByLabel('Automation Webhook URL').fill('ftp://files.example.com/hook');
    await dialog.getByRole('tab', { name: 'Facebook' }).click();
    await dialog.getByRole('button', { name: 'Save Settings' }).click();
    await expect(dialog.getByRole('tab', { name: 'Topics' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dialog.getByText('Please enter a valid URL')).toBeVisible();
    await dialog
      .getByLabel('Automation Webhook URL')
      .fill(`http://demo-automation.invalid/topic-generator`);

    // A valid URL (still the demo automation, which other tests use) saves.
    await dialog.getByRole('tab', { name: 'Facebook' }).click();
    const changed = `${DEMO_FACEBOOK}?source=webhook-settings-e2e`;
    try {
      await dialog.getByLabel('Automation Webhook URL').fill(changed);
      await dialog.getByRole('button', { name: 'Save Settings' }).click();
      await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();
      dialog = await openWebhookDialog(page);
      await expect(dialog.getByLabel('Automation Webhook URL')).toHaveValue(changed);
    } finally {
      // Put the demo company's URL back through the dialog.
      await dialog.getByLabel('Automation Webhook URL').fill(DEMO_FACEBOOK);
      await dialog.getByRole('button', { name: 'Save Settings' }).click();
      await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
    }
  });

  test('a regular user sees the settings read-only and why', async ({ page }) => {
    await signInOnPhone(page, 'demo-user');
    const dialog = await openWebhookDialog(page);
    await expect(
      dialog.getByText('Only administrators can change webhook settings.'),
    ).toBeVisible();
    // Only the host of each webhook and whether a key is set: the full URL stays with admins.
    await expect(dialog.getByLabel('Automation Webhook URL')).toHaveCount(0);
    const host = dialog.getByLabel('Automation Webhook Host');
    await expect(host).toHaveValue(new URL(DEMO_FACEBOOK).host);
    await expect(host).not.toBeEditable();
    await expect(dialog.getByTestId('webhook-key-status-facebook')).toHaveText('No key is set.');
    await expect(dialog.getByText(DEMO_FACEBOOK)).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Save Settings' })).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});

test('the platform admin sets a default, tests it, and copies defaults to a company', async ({
  page,
}) => {
  await signIn(page, 'admin', PASSWORDS.admin, '');
  await page.goto(urlFor(null, '/admin/settings'));
  await expect(page.getByRole('heading', { name: 'Webhook Settings', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Platform defaults/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Test .* webhook$/ })).toHaveCount(11);
  const facebook = page.getByTestId('webhook-row-facebook');
  const saveDefaults = async (value: string) => {
    await page.getByLabel('Facebook Webhook URL').fill(value);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
  };

  const websiteDefault = page.getByLabel('Website Content Webhook URL');
  // A fresh start points every platform default at the demo automation.
  await expect(page.getByLabel('Facebook Webhook URL')).toHaveValue(DEMO_FACEBOOK);
  await expect(websiteDefault).toHaveValue(DEMO_WEBSITE);
  try {
    // No Website default for this test (restored at the end).
    await websiteDefault.fill('');
    await page.getByLabel('Facebook Webhook URL').fill('');
    await expect(page.getByText('You have unsaved changes.', { exact: false })).toBeVisible();
    await saveDefaults(DEMO_FACEBOOK);
    await expect(page.getByText('You have unsaved changes.', { exact: false })).toBeHidden();

    await facebook.getByRole('button', { name: 'Test Facebook webhook' }).click();
    const result = facebook.getByTestId('webhook-test-result');
    await expect(result).toContainText('Reachable');
    await expect(result).toContainText('HTTP 200');
    await expect(result).toContainText('Response understood');

    // A private address is refused by the guard and reported as such.
    const blog = page.getByTestId('webhook-row-blog');
    await page.getByLabel('Blog Article Webhook URL').fill('http://10.0.0.5/webhook/blog');
    await blog.getByRole('button', { name: 'Test Blog Article webhook' }).click();
    await expect(blog.getByTestId('webhook-test-result')).toContainText('Not reachable');
    await expect(blog.getByTestId('webhook-test-result')).toContainText('not allowed');
    await page.getByLabel('Blog Article Webhook URL').fill('');
    expect(await seriousViolations(page)).toEqual([]);

    // A new company's own webhooks: Copy Platform Defaults and the unsaved-changes notice.
    const companyId = `wh-e2e-${randomBytes(3).toString('hex')}`;
    const created = await page.request.post(urlFor(null, '/api/admin/companies'), {
      data: { companyName: `Webhook Test ${companyId}`, companyId, enableAllBots: true },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.goto(urlFor(null, `/admin/companies/${companyId}/webhooks`));
    await expect(page.getByRole('heading', { name: 'Company Webhooks' })).toBeVisible();
    await expect(page.getByLabel('Facebook Webhook URL')).toHaveValue('');
    await page
      .getByLabel('Website Content Webhook URL')
      .fill('https://n8n.example.com/webhook/site');
    await expect(page.getByText('You have unsaved changes.', { exact: false })).toBeVisible();

    await page.getByRole('button', { name: 'Copy Platform Defaults' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Copy Defaults' }).click();
    await expect(page.getByText('Defaults copied', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Facebook Webhook URL')).toHaveValue(DEMO_FACEBOOK);
    await expect(page.getByLabel('Website Content Webhook URL')).toHaveValue('');
    await expect(page.getByText('You have unsaved changes.', { exact: false })).toBeHidden();

    await page.getByLabel('Website Content Webhook URL').fill('not a url');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Please enter a valid URL')).toBeVisible();
    await page.getByLabel('Website Content Webhook URL').fill(DEMO_WEBSITE);
    await expect(page.getByText('You have unsaved changes.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
    await expect(page.getByText('You have unsaved changes.', { exact: false })).toBeHidden();

    const website = page.getByTestId('webhook-row-website');
    await website.getByRole('button', { name: 'Test Website Content webhook' }).click();
    await expect(website.getByTestId('webhook-test-result')).toContainText('Response understood');

    // Reloading shows what was saved.
    await page.reload();
    await expect(page.getByLabel('Website Content Webhook URL')).toHaveValue(DEMO_WEBSITE);
  } finally {
    // Other tests expect the platform defaults of a fresh start.
    await page.goto(urlFor(null, '/admin/settings'));
    await websiteDefault.fill(DEMO_WEBSITE);
    await saveDefaults(DEMO_FACEBOOK);
  }
});
