import { expect, PASSWORDS, test, urlFor } from './fixtures.js';

test('a failing webhook shows "Error generating content" and the form keeps its input', async ({
  page,
}) => {
  // The platform admin makes a fresh company whose Facebook webhook names a host that does not
  // exist (.invalid never resolves), so the call fails at once.
  await page.goto(urlFor(null, '/login'));
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORDS.admin);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByTestId('footer-username')).toHaveText('admin');
  const companyId = `fail-${Date.now()}`;
  const created = await page.request.post(urlFor(null, '/api/admin/companies'), {
    data: { companyName: `Failing ${companyId}`, companyId, enableAllBots: true },
  });
  expect(created.ok()).toBe(true);
  const saved = await page.request.post(urlFor(null, `/api/company-webhooks/${companyId}`), {
    data: { facebook: { webhookUrl: 'https://automation.copydesk-e2e.invalid/webhook/facebook' } },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  await page.goto(urlFor(null, `/?company=${companyId}`));
  const sidebar = page.getByRole('complementary', { name: 'Main navigation' });
  await sidebar.getByRole('link', { name: 'Facebook', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Facebook Post Generator');
  await page.getByRole('textbox', { name: 'Post Topic', exact: true }).fill('Backup basics');
  await page.getByRole('textbox', { name: 'Target Audience', exact: true }).fill('Dentists');
  await page.getByRole('button', { name: 'Generate Post' }).click();

  await expect(page.getByText('Error generating content', { exact: true })).toBeVisible();
  const toast = page.locator('[data-slot="toast"]');
  await expect(toast).toContainText('Facebook');
  await expect(toast).toHaveAttribute('data-variant', 'destructive');
  await expect(page.getByRole('button', { name: 'Generate Post' })).toBeEnabled();
  await expect(page.getByRole('textbox', { name: 'Post Topic', exact: true })).toHaveValue(
    'Backup basics',
  );
  await expect(page.getByRole('textbox', { name: 'Target Audience', exact: true })).toHaveValue(
    'Dentists',
  );
  // The panel keeps the failure with its message, not an empty state.
  await expect(page.getByTestId('failure-notice')).toContainText('The Facebook generation failed');
  await expect(page.getByText('No content generated yet')).toBeHidden();
});
