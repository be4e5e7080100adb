import type { Page } from '@playwright/test';
import { checkPassword } from '../../src/core/identity/password-rules.js';
import { expect, seriousViolations, signIn, test, urlFor } from './fixtures.js';
import {
  CHOSEN_PASSWORD,
  createOwnCompany,
  openSettingsSection,
} from './company-settings-setup.js';

/** Administration without hand-written JSON: option rows, contrast warnings, generated passwords. */

const toast = (page: Page, title: string) => page.getByText(title, { exact: true });

test('option lists are edited as rows, in step with the JSON under Advanced', async ({
  page,
  playwright,
}) => {
  const own = await createOwnCompany(playwright, { changePassword: true });
  await signIn(page, own.username, CHOSEN_PASSWORD, own.companyId);
  await page.goto(urlFor(own.companyId, '/admin/company-settings'));
  await openSettingsSection(page, 'Assistants');
  await page.getByRole('button', { name: 'Customise Facebook' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customise Facebook' });
  const tones = dialog.getByRole('group', { name: 'Tone Options' });
  await expect(tones.getByText(/the \d+ default options apply/)).toBeVisible();

  // Start from the defaults, add one, move it to the top, remove another.
  await tones.getByRole('button', { name: 'Start from the defaults' }).click();
  const count = await tones.getByRole('listitem').count();
  expect(count).toBeGreaterThan(2);
  await tones.getByRole('button', { name: 'Add option' }).click();
  await dialog.getByRole('button', { name: 'Save Customization' }).click();
  await expect(tones.getByText(`Option ${count + 1} needs a value.`)).toBeVisible();
  await tones.getByLabel(`Value of option ${count + 1}`).fill('witty');
  await tones.getByLabel(`Label of option ${count + 1}`).fill('Witty');
  for (let i = count; i > 0; i--)
    await tones.getByRole('button', { name: 'Move Witty up' }).click();
  await expect(tones.getByRole('button', { name: 'Move Witty up' })).toBeDisabled();
  const secondLabel = await tones.getByLabel('Label of option 2').inputValue();
  await tones.getByRole('button', { name: `Remove ${secondLabel}` }).click();
  // A repeated value is refused under the list.
  await tones.getByLabel('Value of option 2').fill('witty');
  await expect(
    tones.getByText('The value "witty" is used twice: each value must be unique.'),
  ).toBeVisible();
  await tones.getByLabel('Value of option 2').fill('dry');
  await tones.getByLabel('Label of option 2').fill('Dry');

  // Advanced shows the same list as JSON; an edit there shows in the rows.
  await dialog.getByRole('switch', { name: 'Advanced (JSON)' }).click();
  const json = dialog.getByLabel('Tone Options', { exact: true });
  const parsed = JSON.parse(await json.inputValue()) as Record<string, string>;
  expect(Object.entries(parsed).slice(0, 2)).toEqual([
    ['witty', 'Witty'],
    ['dry', 'Dry'],
  ]);
  expect(Object.keys(parsed)).toHaveLength(count);
  expect(Object.values(parsed)).not.toContain(secondLabel);
  await json.fill(JSON.stringify({ witty: 'Witty', dry: 'Dry', bold: 'Bold' }));
  await expect(tones.getByRole('listitem')).toHaveCount(3);
  await expect(tones.getByLabel('Label of option 3')).toHaveValue('Bold');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save Customization' }).click();
  await expect(toast(page, 'Customization saved')).toBeVisible();

  // Reopened: the saved rows, in order. Removing every row clears the list (defaults apply).
  await page.getByRole('button', { name: 'Customise Facebook' }).click();
  await expect(tones.getByRole('listitem')).toHaveCount(3);
  await expect(tones.getByLabel('Value of option 1')).toHaveValue('witty');
  for (const name of ['Witty', 'Dry', 'Bold']) {
    await tones.getByRole('button', { name: `Remove ${name}` }).click();
  }
  await expect(tones.getByText(/the \d+ default options apply/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Customization' }).click();
  await expect(toast(page, 'Customization saved')).toBeVisible();
  await page.getByRole('button', { name: 'Customise Facebook' }).click();
  await expect(tones.getByRole('listitem')).toHaveCount(0);
});

test('colour fields warn below WCAG AA, and the preview shows the hover state', async ({
  page,
  playwright,
}) => {
  const own = await createOwnCompany(playwright, { changePassword: true });
  await signIn(page, own.username, CHOSEN_PASSWORD, own.companyId);
  await page.goto(urlFor(own.companyId, '/admin/company-settings'));
  await openSettingsSection(page, 'Branding');
  const primary = page.getByLabel('Primary Color', { exact: true });
  const secondary = page.getByLabel('Secondary Color', { exact: true });
  await primary.fill('#0066CC');
  await secondary.fill('#1E3A8A');
  await expect(page.getByTestId('contrast-warning')).toHaveCount(0);

  await primary.fill('#FFCC00');
  const warning = page.getByTestId('contrast-warning');
  await expect(warning).toHaveCount(1);
  await expect(warning).toContainText(/contrast of 1\.\d:1, below the 4\.5:1/);
  await secondary.fill('#4A90E2');
  await expect(warning).toHaveCount(2);
  await expect(warning.nth(1)).toContainText('3.2:1');

  // The preview's hover sample uses the secondary colour with readable text.
  const hover = page.getByTestId('preview-button-hover');
  await expect(hover).toHaveCSS('background-color', 'rgb(74, 144, 226)');
  await expect(hover).toHaveCSS('color', 'rgb(15, 23, 42)');
  // Hovering a real button of the page: no contrast failure either.
  await page.getByRole('button', { name: 'Save Branding' }).hover();
  expect(await seriousViolations(page)).toEqual([]);
});

test('Create User and Reset Password offer a generated password', async ({ page, playwright }) => {
  const own = await createOwnCompany(playwright, { changePassword: true });
  await signIn(page, own.username, CHOSEN_PASSWORD, own.companyId);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: urlFor(own.companyId),
  });
  await page.goto(urlFor(own.companyId, '/admin/users'));
  await page.getByRole('button', { name: 'Create User' }).click();
  const create = page.getByRole('dialog', { name: 'Create User' });
  await create.getByLabel('Username').fill(`gen-${own.companyId}`);
  await create.getByRole('button', { name: 'Generate password' }).click();
  const shown = create.getByTestId('generated-password').locator('code');
  const password = (await shown.textContent()) ?? '';
  expect(checkPassword(password).valid).toBe(true);
  await expect(create.getByLabel('Temporary Password')).toHaveValue(password);
  await create.getByRole('button', { name: 'Copy password' }).click();
  await expect(toast(page, 'Password has been copied to your clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
  await create.getByRole('button', { name: 'Create User' }).click();
  await expect(create).toBeHidden();

  // The new user signs in with it.
  const member = await page.context().browser()!.newPage();
  await signIn(member, `gen-${own.companyId}`, password, own.companyId);
  await expect(member.getByRole('heading', { name: 'Password Change Required' })).toBeVisible();
  await member.close();

  // Reset Password offers the same; each click makes a new one.
  await page.getByRole('button', { name: `Reset password for gen-${own.companyId}` }).click();
  const reset = page.getByRole('dialog', { name: 'Reset Password' });
  await reset.getByRole('button', { name: 'Generate password' }).click();
  const first = await reset.getByTestId('generated-password').locator('code').textContent();
  await reset.getByRole('button', { name: 'Generate password' }).click();
  const second = await reset.getByTestId('generated-password').locator('code').textContent();
  expect(second).not.toBe(first);
  await expect(reset.getByLabel('New Password')).toHaveValue(second!);
});
