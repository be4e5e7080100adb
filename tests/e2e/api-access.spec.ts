import {
  CHOSEN_PASSWORD,
  createOwnCompany,
  openSettingsSection,
} from './company-settings-setup.js';
import { expect, signIn, test, urlFor } from './fixtures.js';

/** An admin turns the public API off for the company in the General settings, and on again. */
test('the company settings turn the public API off and on', async ({ page, playwright }) => {
  const own = await createOwnCompany(playwright, { changePassword: true });
  await signIn(page, own.username, CHOSEN_PASSWORD, own.companyId);
  await page.goto(urlFor(own.companyId, '/admin/company-settings'));
  const general = await openSettingsSection(page, 'General');
  const api = general.getByRole('switch', { name: 'Allow the public API (API tokens)' });
  await expect(api).toBeChecked();
  const stored = () =>
    page.evaluate(async () => {
      const res = await fetch('/api/admin/company-settings');
      return ((await res.json()) as { apiAccess: boolean }).apiAccess;
    });

  await api.click();
  await general.getByRole('button', { name: 'Save Settings' }).click();
  await expect(general.getByTestId('save-status')).toHaveText('Saved');
  expect(await stored()).toBe(false);

  await page.reload();
  const again = (await openSettingsSection(page, 'General')).getByRole('switch', {
    name: 'Allow the public API (API tokens)',
  });
  await expect(again).not.toBeChecked();
  await again.click();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByTestId('save-status').first()).toHaveText('Saved');
  expect(await stored()).toBe(true);
});
