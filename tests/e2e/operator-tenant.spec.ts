import { expect, PASSWORDS, signIn, test, textbox } from './fixtures.js';

test('on a fresh start the operator tenant generates through the platform defaults', async ({
  page,
}) => {
  // The operator's own tenant has no webhooks of its own: the platform defaults, which a fresh
  // start points at the demo automation, answer.
  await signIn(page, 'admin', PASSWORDS.admin, '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Topic Generator');
  await textbox(page, 'Industry or Topic (Optional)').fill('Bakeries going digital');
  await page.getByRole('button', { name: 'Generate Topics', exact: true }).click();
  const content = page.getByTestId('generated-content');
  await expect(content.locator('strong', { hasText: 'Hook:' }).first()).toBeVisible();
  await expect(content).toContainText(/bakeries/i);
});
