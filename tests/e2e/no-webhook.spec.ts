import { request } from '@playwright/test';
import { choose, expect, PASSWORDS, signIn, test, textbox, urlFor } from './fixtures.js';
import { CHOSEN_PASSWORD, createOwnCompany } from './company-settings-setup.js';

/** The operator's platform default for one assistant, set through the API as the operator. */
async function setPlatformDefault(assistant: string, webhookUrl: string) {
  const operator = await request.newContext({ baseURL: urlFor(null) });
  try {
    const login = await operator.post('/api/auth/login', {
      data: { username: 'admin', password: PASSWORDS.admin },
    });
    expect(login.status(), await login.text()).toBe(200);
    const saved = await operator.post('/api/settings', {
      data: { [assistant]: { webhookUrl, apiKey: '' } },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  } finally {
    await operator.dispose();
  }
}

test('a generation refused for want of a webhook is explained in the results panel', async ({
  page,
  playwright,
}) => {
  // The company has no LinkedIn webhook of its own, so it uses the platform default (the demo
  // automation on a fresh start) until the operator removes that default.
  const own = await createOwnCompany(playwright, { changePassword: true });
  await signIn(page, own.username, CHOSEN_PASSWORD, own.companyId);
  const sidebar = page.getByRole('complementary', { name: 'Main navigation' });
  await sidebar.getByRole('link', { name: 'LinkedIn', exact: true }).click();
  await textbox(page, 'Post Topic').fill('Lessons from a cloud migration');
  await textbox(page, 'Target Audience').fill('Operations leaders');
  await choose(page, 'Content Purpose', 'Client Success Story');
  // Meanwhile the operator removes the LinkedIn default (another admin, another tab).
  await setPlatformDefault('linkedin2', '');
  try {
    await page.getByRole('button', { name: 'Generate Post', exact: true }).click();
    const notice = page.getByTestId('no-webhook-notice');
    await expect(notice).toContainText('LinkedIn has no automation yet');
    await expect(notice).toContainText('Set its webhook URL in the webhook settings.');
    await notice.getByRole('link', { name: 'Open Webhook Settings' }).click();
    await expect(page).toHaveURL(
      urlFor(own.companyId, `/admin/companies/${own.companyId}/webhooks`),
    );
  } finally {
    await setPlatformDefault('linkedin2', 'http://demo-automation.invalid/linkedin2');
  }
});
