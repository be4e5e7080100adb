import { randomBytes } from 'node:crypto';
import type { Page, PlaywrightWorkerArgs } from '@playwright/test';
import {
  CHOSEN_PASSWORD,
  createOwnCompany,
  TEMPORARY_PASSWORD,
  type OwnCompany,
} from './company-settings-setup.js';
import { choose, expect, seriousViolations, signIn, test, textbox, urlFor } from './fixtures.js';

/**
 * Presets: a form's inputs saved under a name fill the form again after a reload;
 * an admin's shared preset is there for every member, who may use but not delete it. In a
 * company of the spec's own, so no other spec sees its presets.
 */

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

/** A member of the company, made by its admin, with a password of their own. */
async function memberOf(playwright: PlaywrightWorkerArgs['playwright'], own: OwnCompany) {
  const username = `member-${randomBytes(3).toString('hex')}`;
  const q = `?company=${own.companyId}`;
  const admin = await playwright.request.newContext({ baseURL: urlFor(null) });
  const login = await admin.post(`/api/auth/login${q}`, {
    data: { username: own.username, password: CHOSEN_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const created = await admin.post(`/api/admin/users${q}`, {
    data: { username, password: TEMPORARY_PASSWORD, role: 'user' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await admin.dispose();
  const member = await playwright.request.newContext({ baseURL: urlFor(null) });
  await member.post(`/api/auth/login${q}`, { data: { username, password: TEMPORARY_PASSWORD } });
  const changed = await member.post(`/api/auth/change-password${q}`, {
    data: {
      currentPassword: TEMPORARY_PASSWORD,
      newPassword: CHOSEN_PASSWORD,
      confirmPassword: CHOSEN_PASSWORD,
    },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  await member.dispose();
  return username;
}

const picker = (page: Page) => page.getByRole('combobox', { name: 'Presets', exact: true });
const tone = (page: Page) => page.getByRole('combobox', { name: 'Tone of Voice', exact: true });

/** The Facebook form, drawn by React (the server's first paint is inert). */
async function openFacebook(page: Page, own: OwnCompany) {
  await page.goto(urlFor(own.companyId, '/assistants/facebook'));
  await expect(page.locator('[data-painted-form]')).toHaveCount(0);
  await expect(textbox(page, 'Post Topic')).toBeEditable();
}

async function fillFacebook(page: Page, topic: string, audience: string, toneLabel: string) {
  await textbox(page, 'Post Topic').fill(topic);
  await textbox(page, 'Target Audience').fill(audience);
  await choose(page, 'Tone of Voice', toneLabel);
}

async function expectFacebook(page: Page, topic: string, audience: string, toneLabel: string) {
  await expect(textbox(page, 'Post Topic')).toHaveValue(topic);
  await expect(textbox(page, 'Target Audience')).toHaveValue(audience);
  await expect(tone(page)).toHaveText(toneLabel);
}

async function savePreset(page: Page, name: string, opts: { share?: boolean } = {}) {
  await page.getByRole('button', { name: 'Save as preset' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as preset' });
  await dialog.getByRole('textbox', { name: 'Preset name' }).fill(name);
  if (opts.share)
    await dialog.getByRole('checkbox', { name: 'Share with the whole company' }).check();
  await dialog.getByRole('button', { name: 'Save preset' }).click();
  await expect(dialog).toBeHidden();
}

/** Picks a preset by its name (a shared one reads "<name> Shared"). */
async function pickPreset(page: Page, name: string | RegExp) {
  await picker(page).click();
  await page.getByRole('option', { name }).click();
}

/** Nothing of the page is wider than the screen (the message names what sticks out). */
async function expectNoSideways(page: Page) {
  const outside = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return (
      Array.from(document.querySelectorAll('body *'))
        .filter((el) => el.getBoundingClientRect().right > width + 0.5)
        // A row that scrolls sideways of its own (the assistants' pills) may hold more.
        .filter((el) => !el.parentElement?.closest('[class*="overflow-x-auto"]'))
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 120))
    );
  });
  expect(outside).toEqual([]);
}

for (const viewport of VIEWPORTS) {
  test(`on ${viewport.name}: a saved preset fills the form after a reload, and is deleted`, async ({
    page,
    playwright,
  }) => {
    const own = await createOwnCompany(playwright, { changePassword: true, role: 'user' });
    // Signed in on a wide screen (the signed-in footer shows there), then at the test's size.
    await signIn(page, own.username, CHOSEN_PASSWORD, own.companyId);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await openFacebook(page, own);
    await expect(picker(page)).toHaveText('Presets');
    await expectNoSideways(page);

    // A name is needed; a member is not offered to share.
    await fillFacebook(page, 'Backups for dental offices', 'Dentists', 'Humorous');
    await page.getByRole('button', { name: 'Save as preset' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save as preset' });
    await expect(dialog.getByRole('checkbox')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save preset' }).click();
    await expect(dialog.getByText('Please enter a name for the preset')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Preset name' }).fill('Dental weekly');
    await dialog.getByRole('button', { name: 'Save preset' }).click();
    await expect(dialog).toBeHidden();
    // Saved, not chosen: the picker names a preset only once one is applied.
    await expect(picker(page)).toHaveText('Presets');
    // Saving it again under the same name, whatever its case, is refused with the reason.
    await page.getByRole('button', { name: 'Save as preset' }).click();
    await dialog.getByRole('textbox', { name: 'Preset name' }).fill('dental WEEKLY');
    await dialog.getByRole('button', { name: 'Save preset' }).click();
    await expect(dialog.getByText(/already have a Facebook preset named/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // After a reload and "Clear form", picking the preset fills the form with its inputs.
    await page.reload();
    await openFacebook(page, own);
    await page.getByRole('button', { name: 'Clear form' }).click();
    await expectFacebook(page, '', '', 'Professional');
    await pickPreset(page, 'Dental weekly');
    await expectFacebook(page, 'Backups for dental offices', 'Dentists', 'Humorous');
    await expect(picker(page)).toHaveText('Dental weekly');
    await expectNoSideways(page);
    // Cleared again: the picker forgets it, and choosing it again applies it again.
    await page.getByRole('button', { name: 'Clear form' }).click();
    await expect(picker(page)).toHaveText('Presets');
    await expectFacebook(page, '', '', 'Professional');
    await pickPreset(page, 'Dental weekly');
    await expectFacebook(page, 'Backups for dental offices', 'Dentists', 'Humorous');
    // Changed by hand, then the same preset chosen once more: applied once more.
    await textbox(page, 'Post Topic').fill('Something else');
    await pickPreset(page, 'Dental weekly');
    await expectFacebook(page, 'Backups for dental offices', 'Dentists', 'Humorous');
    await expect(page.getByText('Preset applied', { exact: true }).first()).toBeVisible();
    // Filled as typed inputs are: kept through another reload.
    await page.reload();
    await openFacebook(page, own);
    await expectFacebook(page, 'Backups for dental offices', 'Dentists', 'Humorous');

    // Deleted: no longer offered, here or after a reload.
    await pickPreset(page, 'Dental weekly');
    await page.getByRole('button', { name: 'Delete preset Dental weekly' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(picker(page)).toHaveText('Presets');
    await page.reload();
    await openFacebook(page, own);
    await picker(page).click();
    await expect(page.getByRole('option')).toHaveCount(0);
    await expect(page.getByText('No presets yet.')).toBeVisible();
  });

  test(`on ${viewport.name}: an admin's shared preset is there for a member, who cannot delete it`, async ({
    browser,
    playwright,
  }) => {
    const own = await createOwnCompany(playwright, { changePassword: true, role: 'admin' });
    const member = await memberOf(playwright, own);
    const size = { width: viewport.width, height: viewport.height };
    const adminContext = await browser.newContext();
    const memberContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, own.username, CHOSEN_PASSWORD, own.companyId);
    await adminPage.setViewportSize(size);
    await openFacebook(adminPage, own);
    await fillFacebook(adminPage, 'Why MFA matters', 'Small clinics', 'Casual');
    await savePreset(adminPage, 'House style', { share: true });
    await fillFacebook(adminPage, 'Admin only topic', 'Admins', 'Professional');
    await savePreset(adminPage, 'Admin private');

    const memberPage = await memberContext.newPage();
    await signIn(memberPage, member, CHOSEN_PASSWORD, own.companyId);
    await memberPage.setViewportSize(size);
    await openFacebook(memberPage, own);
    await picker(memberPage).click();
    // The admin's private preset is not offered; the shared one is, marked as shared.
    await expect(memberPage.getByRole('option')).toHaveCount(1);
    await memberPage.getByRole('option', { name: 'House style Shared' }).click();
    await expectFacebook(memberPage, 'Why MFA matters', 'Small clinics', 'Casual');
    await expect(memberPage.getByRole('button', { name: /^Delete preset/ })).toHaveCount(0);
    expect(await seriousViolations(memberPage)).toEqual([]);
    await expectNoSideways(memberPage);

    // The admin deletes it for everyone.
    await pickPreset(adminPage, 'House style Shared');
    await adminPage.getByRole('button', { name: 'Delete preset House style' }).click();
    await adminPage.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(picker(adminPage)).toHaveText('Presets');
    await memberPage.reload();
    await openFacebook(memberPage, own);
    await picker(memberPage).click();
    await expect(memberPage.getByRole('option')).toHaveCount(0);
    await adminContext.close();
    await memberContext.close();
  });
}
