import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, PASSWORDS, seriousViolations, test, urlFor } from './fixtures.js';

const suffix = randomBytes(3).toString('hex');
const companyName = `Widgets & Co ${suffix}`;
const companyId = `widgets-co-${suffix}`;
const username = `widget-admin-${suffix}`;
const colleague = `widget-user-${suffix}`;
const temporary = 'Temporary-Pass-2024!';
const chosen = 'Chosen-By-Me-2024!';
const afterReset = 'Reset-By-Admin-2024!';

/** Signs in through the form on a company's host (null: the platform on plain localhost). */
async function signInOn(page: Page, company: string | null, user: string, password: string) {
  await page.goto(urlFor(company, '/login'));
  await page.getByLabel('Username').fill(user);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const toast = (page: Page, title: string) => page.getByText(title, { exact: true });

test('a platform admin creates a company and its admin, who must change the password', async ({
  page,
  browser,
}) => {
  await signInOn(page, null, 'admin', PASSWORDS.admin);
  await expect(page.getByTestId('footer-username')).toHaveText('admin');

  // Company management: create a company, the id suggested from the name.
  await page.getByRole('link', { name: 'Companies' }).click();
  await expect(page.getByRole('heading', { name: 'Company Management' })).toBeVisible();
  await expect(page.getByTestId('company-row-demo')).toContainText('Demo Company');
  await expect(page.getByTestId('company-row-demo')).toContainText('11/11');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Create New Company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Company' });
  await dialog.getByRole('button', { name: 'Create Company' }).click();
  await expect(dialog.getByText('Company name is required')).toBeVisible();
  await dialog.getByLabel('Company Name').fill(companyName);
  await expect(dialog.getByLabel('Company ID')).toHaveValue(companyId);
  await dialog.getByLabel('Company ID').fill('Not Valid');
  await dialog.getByRole('button', { name: 'Create Company' }).click();
  await expect(
    dialog.getByText('Company ID can only contain lowercase letters, numbers, and hyphens'),
  ).toBeVisible();
  await dialog.getByLabel('Company ID').fill('demo');
  await dialog.getByRole('button', { name: 'Create Company' }).click();
  await expect(
    dialog.getByText('Company ID "demo" is already in use. Please choose a different ID.'),
  ).toBeVisible();
  await dialog.getByLabel('Company ID').fill(companyId);
  await expect(dialog.getByLabel('Enable all assistants')).toBeChecked();
  // (The pointer leaves the button: its hover colour is the company's secondary colour.)
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Create Company' }).click();
  await expect(toast(page, 'Company created')).toBeVisible();
  await expect(dialog).toBeHidden();
  const companyRow = page.getByTestId(`company-row-${companyId}`);
  await expect(companyRow).toContainText(companyName);
  await expect(companyRow.getByRole('cell').nth(2)).toHaveText('0');
  await expect(
    companyRow.getByRole('link', { name: `Settings for ${companyName}` }),
  ).toHaveAttribute('href', `/admin/companies/${companyId}/settings`);
  await expect(
    companyRow.getByRole('link', { name: `Webhooks for ${companyName}` }),
  ).toHaveAttribute('href', `/admin/companies/${companyId}/webhooks`);

  // User management: create the company's admin with a temporary password.
  await page.getByRole('link', { name: 'User Management' }).click();
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Company' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Webhook Settings' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Assistants' })).toHaveAttribute('href', '/');
  // No actions on your own row.
  const ownRow = page.getByTestId('user-row-admin');
  await expect(ownRow).toContainText('(you)');
  await expect(ownRow.getByRole('button')).toHaveCount(0);
  await page.getByRole('button', { name: 'Create User' }).click();
  const create = page.getByRole('dialog', { name: 'Create User' });
  await create.getByRole('button', { name: 'Create User' }).click();
  await expect(create.getByText('Please fill in all fields')).toBeVisible();
  await create.getByLabel('Username').fill(username);
  await create.getByLabel('Temporary Password').fill('short');
  await expect(create.getByTestId('password-strength')).toHaveText('Weak');
  await create.getByRole('button', { name: 'Create User' }).click();
  await expect(create.getByText('Password must be at least 12 characters long')).toBeVisible();
  await create.getByLabel('Temporary Password').fill(temporary);
  await expect(create.getByTestId('password-strength')).toHaveText('Strong');
  await create.getByLabel('Role').click();
  await expect(page.getByRole('option', { name: 'Platform Admin' })).toBeVisible();
  await page.getByRole('option', { name: 'Admin', exact: true }).click();
  await create.getByLabel('Company').click();
  await create.getByRole('combobox', { name: 'Search companies' }).fill(companyName);
  await page.getByRole('option', { name: `${companyName} (${companyId})` }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await create.getByRole('button', { name: 'Create User' }).click();
  await expect(toast(page, 'User created')).toBeVisible();
  const row = page.getByTestId(`user-row-${username}`);
  await expect(row).toContainText('NEW');
  await expect(row).toContainText(companyName);
  await expect(row).toContainText('Never logged in');
  await expect(row.getByRole('cell').nth(4)).toContainText('Never');
  await expect(page.getByTestId('new-this-week')).toContainText('new this week');

  // The new admin signs in on the company's subdomain: the change is forced.
  const other = await browser.newContext();
  const member = await other.newPage();
  await signInOn(member, companyId, username, temporary);
  const forced = member.getByRole('dialog', { name: 'Password Change Required' });
  await expect(forced).toBeVisible();
  await expect(forced.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await expect(forced.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await member.keyboard.press('Escape');
  await expect(forced).toBeVisible();
  await forced.getByLabel('Current Password').fill(temporary);
  await forced.getByLabel('New Password', { exact: true }).fill(chosen);
  await forced.getByLabel('Confirm New Password').fill(chosen);
  await forced.getByRole('button', { name: 'Change Password' }).click();
  await expect(forced).toBeHidden();
  await expect(member.getByTestId('footer-username')).toHaveText(username);
  await expect(member.getByTestId('sidebar-company-name')).toHaveText(companyName);

  // As a company admin: their company's users only, no Company column, a Company Settings link.
  await member.getByRole('link', { name: 'User Management' }).click();
  await expect(member.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await expect(member.getByRole('columnheader', { name: 'Company' })).toHaveCount(0);
  await expect(member.getByRole('link', { name: 'Company Settings' })).toHaveAttribute(
    'href',
    '/admin/company-settings',
  );
  await expect(member.getByTestId('user-row-admin')).toHaveCount(0);
  await expect(member.getByTestId(`user-row-${username}`)).toContainText('Active (last 7 days)');
  // They create a user in their own company: no Platform Admin role, no company choice.
  await member.getByRole('button', { name: 'Create User' }).click();
  const memberCreate = member.getByRole('dialog', { name: 'Create User' });
  await expect(memberCreate.getByLabel('Company')).toHaveCount(0);
  await memberCreate.getByLabel('Username').fill(colleague);
  await memberCreate.getByLabel('Temporary Password').fill(temporary);
  await memberCreate.getByLabel('Role').click();
  await expect(member.getByRole('option', { name: 'Admin', exact: true })).toBeVisible();
  await expect(member.getByRole('option', { name: 'Platform Admin' })).toHaveCount(0);
  await member.getByRole('option', { name: 'User', exact: true }).click();
  await memberCreate.getByRole('button', { name: 'Create User' }).click();
  await expect(toast(member, 'User created')).toBeVisible();
  await expect(member.getByTestId(`user-row-${colleague}`)).toContainText('Never logged in');
  // Companies are for operator staff: the 404 page.
  await member.goto(urlFor(companyId, '/admin/companies'));
  await expect(member.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();

  // The platform admin resets the password: the member is signed out and must change it again.
  await page.reload();
  await page.getByRole('button', { name: `Reset password for ${username}` }).click();
  const reset = page.getByRole('dialog', { name: 'Reset Password' });
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(reset.getByText('Please enter a new password')).toBeVisible();
  await reset.getByLabel('New Password').fill('alllowercase-password');
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    reset.getByText('Password must contain at least one uppercase letter'),
  ).toBeVisible();
  await reset.getByLabel('New Password').fill(afterReset);
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(toast(page, 'Password reset')).toBeVisible();
  await expect(reset).toBeHidden();

  await member.goto(urlFor(companyId, '/'));
  await expect(member.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await signInOn(member, companyId, username, afterReset);
  await expect(member.getByRole('dialog', { name: 'Password Change Required' })).toBeVisible();
  await other.close();

  // The last admin of a company is kept; other users can be deleted.
  await page.reload();
  await page.getByRole('button', { name: `Delete ${username}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Are you sure you want to delete "${username}"?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Delete failed')).toBeVisible();
  await expect(toast(page, 'Cannot delete the last admin account')).toBeVisible();
  await expect(page.getByTestId(`user-row-${username}`)).toBeVisible();
  await page.getByRole('button', { name: `Delete ${colleague}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'User deleted')).toBeVisible();
  await expect(page.getByTestId(`user-row-${colleague}`)).toHaveCount(0);

  // A company with users cannot be deleted.
  await page.getByRole('link', { name: 'Companies' }).click();
  await expect(page.getByTestId(`company-row-${companyId}`).getByRole('cell').nth(2)).toHaveText(
    '1',
  );
  await page.getByRole('button', { name: `Delete ${companyName}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(
    toast(page, 'Cannot delete a company that still has users (1). Delete its users first.'),
  ).toBeVisible();
  await expect(page.getByTestId(`company-row-${companyId}`)).toBeVisible();

  // An empty company (created with every assistant disabled) can be.
  await page.getByRole('button', { name: 'Create New Company' }).click();
  const second = page.getByRole('dialog', { name: 'Create New Company' });
  await second.getByLabel('Company Name').fill(`Empty ${suffix}`);
  await expect(second.getByLabel('Company ID')).toHaveValue(`empty-${suffix}`);
  await second.getByLabel('Enable all assistants').click();
  await second.getByRole('button', { name: 'Create Company' }).click();
  await expect(toast(page, 'Company created')).toBeVisible();
  const emptyRow = page.getByTestId(`company-row-empty-${suffix}`);
  await expect(emptyRow).toContainText('0/11');
  await page.getByRole('button', { name: `Delete Empty ${suffix}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Company deleted')).toBeVisible();
  await expect(emptyRow).toHaveCount(0);
});

test('a company admin manages only their own company', async ({ page }) => {
  await signInOn(page, 'demo', 'demo-admin', PASSWORDS['demo-admin']);
  await expect(page.getByTestId('footer-username')).toHaveText('demo-admin');
  await page.getByRole('link', { name: 'User Management' }).click();
  await expect(page.getByTestId('user-row-demo-user')).toBeVisible();
  await expect(page.getByTestId('user-row-admin')).toHaveCount(0);
  await expect(page.getByTestId('user-row-demo-admin').getByRole('button')).toHaveCount(0);
  const links = page.getByRole('navigation', { name: 'Administration links' });
  await expect(links.getByRole('link', { name: 'Webhook Settings' })).toHaveAttribute(
    'href',
    '/admin/settings',
  );
  expect(await seriousViolations(page)).toEqual([]);

  // A user created here joins the demo company; delete them again.
  const name = `demo-member-${suffix}`;
  await page.getByRole('button', { name: 'Create User' }).click();
  const create = page.getByRole('dialog', { name: 'Create User' });
  await create.getByLabel('Username').fill(name);
  await create.getByLabel('Temporary Password').fill(temporary);
  await create.getByRole('button', { name: 'Create User' }).click();
  await expect(toast(page, 'User created')).toBeVisible();
  await expect(page.getByTestId(`user-row-${name}`)).toContainText('User');
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'User deleted')).toBeVisible();
  await expect(page.getByTestId(`user-row-${name}`)).toHaveCount(0);
});
