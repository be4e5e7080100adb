import { expect, signIn, test, urlFor } from './fixtures.js';
import { CHOSEN_PASSWORD, createOwnCompany } from './company-settings-setup.js';

test('a generation refused for want of a webhook is explained in the results panel', async ({
  page,
  playwright,
}) => {
  // The company's own webhooks cover Facebook, Blog and Website; the platform has no defaults.
  const own = await createOwnCompany(playwright, { changePassword: true });
  await signIn(page, own.username, CHOSEN_PASSWORD, own.companyId);
  const sidebar = page.getByRole('complementary', { name: 'Main navigation' });
  await sidebar.getByRole('button', { name: 'Facebook', exact: true }).click();
  await page.getByRole('textbox', { name: 'Post Topic', exact: true }).fill('Cloud migration');
  await page.getByRole('textbox', { name: 'Target Audience', exact: true }).fill('IT leads');
  await page.getByRole('combobox', { name: 'Tone of Voice', exact: true }).click();
  await page.getByRole('option', { name: 'Informative', exact: true }).click();
  // Meanwhile the Facebook webhook is removed (another admin, another tab).
  const status = await page.evaluate(async (companyId) => {
    const res = await fetch(`/api/company-webhooks/${companyId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ facebook: { webhookUrl: '', apiKey: '' } }),
    });
    return res.status;
  }, own.companyId);
  expect(status).toBe(200);
  await page.getByRole('button', { name: 'Generate Post', exact: true }).click();

  const notice = page.getByTestId('no-webhook-notice');
  await expect(notice).toContainText('Facebook has no automation yet');
  await expect(notice).toContainText('Set its webhook URL in the webhook settings.');
  await notice.getByRole('link', { name: 'Open Webhook Settings' }).click();
  await expect(page).toHaveURL(urlFor(own.companyId, `/admin/companies/${own.companyId}/webhooks`));
});
