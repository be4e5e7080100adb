import { expect, PASSWORDS, seriousViolations, signIn, test, urlFor } from './fixtures.js';
import { CHOSEN_PASSWORD, createOwnCompany } from './company-settings-setup.js';

test('operator staff erase a company with its users after typing its id', async ({
  page,
  playwright,
}) => {
  const own = await createOwnCompany(playwright, { changePassword: true });
  await signIn(page, 'admin', PASSWORDS.admin, 'platform-admin');
  await page.goto(urlFor('platform-admin', '/admin/companies'));
  const row = page.getByTestId(`company-row-${own.companyId}`);
  await row.getByRole('button', { name: `Erase ${own.companyName}` }).click();

  const dialog = page.getByRole('alertdialog', { name: 'Erase Company' });
  await expect(dialog).toContainText('This cannot be undone');
  const erase = dialog.getByRole('button', { name: 'Erase company' });
  const typed = dialog.getByLabel(`Type the company ID (${own.companyId}) to confirm`);
  await expect(erase).toBeDisabled();
  await typed.fill(`${own.companyId}-x`);
  await expect(erase).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  await typed.fill(own.companyId);
  await erase.click();
  await expect(page.getByText('Company erased', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);

  // Its admin can no longer sign in: the company is gone.
  const api = await playwright.request.newContext({ baseURL: urlFor(null) });
  const login = await api.post(`/api/auth/login?company=${own.companyId}`, {
    data: { username: own.username, password: CHOSEN_PASSWORD },
  });
  expect(login.status()).toBe(404);
  await api.dispose();
});
