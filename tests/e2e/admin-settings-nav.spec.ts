import type { Page } from '@playwright/test';
import {
  CHOSEN_PASSWORD,
  createOwnCompany,
  openSettingsSection,
} from './company-settings-setup.js';
import { expect, PASSWORDS, seriousViolations, signIn, test, urlFor } from './fixtures.js';

/**
 * Admins find their settings: Company Settings and Webhook Settings in the sidebar and the
 * phone menu (by role), and Company Settings in sections that each save on their own
 * (docs/product.md#shell, docs/product.md#company-settings).
 */

const PHONE = { width: 390, height: 844 };
const sidebarOf = (page: Page) => page.getByRole('complementary', { name: 'Main navigation' });
const toast = (page: Page, title: string) => page.getByText(title, { exact: true });
const sectionsOf = (page: Page) => page.getByRole('tablist', { name: 'Settings sections' });
const SECTIONS = [
  'General',
  'Branding',
  'Assistants',
  'Model',
  'Brand Voice',
  'Single Sign-On',
  'Data',
];

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('navigation', { name: 'Mobile menu' });
}

test('a company admin reaches Company Settings and Webhook Settings from the sidebar', async ({
  page,
}) => {
  await signIn(page, 'demo-admin', PASSWORDS['demo-admin']);
  await page.setViewportSize({ width: 1440, height: 900 });
  // In the order of the specification's list, for an admin of any company.
  const admin = ['User Management', 'Company Settings', 'Webhook Settings', 'Usage Reports'];
  const tops: number[] = [];
  for (const name of admin) {
    const link = sidebarOf(page).getByRole('link', { name });
    await expect(link).toBeVisible();
    tops.push((await link.boundingBox())!.y);
  }
  expect([...tops].sort((a, b) => a - b)).toEqual(tops);

  const companySettings = sidebarOf(page).getByRole('link', { name: 'Company Settings' });
  await expect(companySettings).toHaveAttribute('href', '/admin/company-settings');
  await companySettings.click();
  await expect(page.getByRole('heading', { name: 'Company Settings', level: 1 })).toBeVisible();
  await expect(companySettings).toHaveAttribute('aria-current', 'page');
  expect(await seriousViolations(page)).toEqual([]);

  const webhooks = sidebarOf(page).getByRole('link', { name: 'Webhook Settings' });
  await expect(webhooks).toHaveAttribute('href', '/admin/settings');
  await webhooks.click();
  await expect(page.getByRole('heading', { name: 'Webhook Settings', level: 1 })).toBeVisible();
  await expect(webhooks).toHaveAttribute('aria-current', 'page');
});

test('a plain user gets neither settings page in the sidebar', async ({ page }) => {
  await signIn(page, 'demo-user', PASSWORDS['demo-user']);
  await expect(sidebarOf(page).getByRole('link', { name: 'Usage Reports' })).toBeVisible();
  await expect(sidebarOf(page).getByRole('link', { name: 'Company Settings' })).toHaveCount(0);
  await expect(sidebarOf(page).getByRole('link', { name: 'Webhook Settings' })).toHaveCount(0);
});

test('on a phone the menu takes a company admin to both settings pages', async ({ page }) => {
  await signIn(page, 'demo-admin', PASSWORDS['demo-admin']);
  await page.setViewportSize(PHONE);
  let menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Company Settings' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(urlFor('demo', '/admin/company-settings'));
  await expect(page.getByRole('heading', { name: 'Company Settings', level: 1 })).toBeVisible();
  menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Webhook Settings' }).click();
  await expect(page).toHaveURL(urlFor('demo', '/admin/settings'));
  await expect(page.getByRole('heading', { name: 'Webhook Settings', level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const viewport of [{ width: 1440, height: 900 }, PHONE]) {
  test(`Company Settings shows one section at a time, each saved on its own (${viewport.width} px)`, async ({
    page,
    playwright,
  }) => {
    const own = await createOwnCompany(playwright, { changePassword: true });
    await signIn(page, own.username, CHOSEN_PASSWORD, own.companyId);
    await page.setViewportSize(viewport);
    await page.goto(urlFor(own.companyId, '/admin/company-settings'));
    await expect(sectionsOf(page).getByRole('tab')).toHaveText(SECTIONS);
    await expect(sectionsOf(page).getByRole('tab', { name: 'General' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // One section on screen: the page is no longer every card at once.
    const general = page.getByRole('tabpanel', { name: 'General' });
    await expect(general.getByLabel('Company Name')).toHaveValue(own.companyName);
    await expect(page.getByRole('heading', { name: 'Brand Voice' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Single Sign-On' })).toHaveCount(0);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(2000);
    // The section list fits the screen; the page never scrolls sideways.
    const list = (await sectionsOf(page).boundingBox())!;
    expect(list.x).toBeGreaterThanOrEqual(0);
    expect(list.x + list.width).toBeLessThanOrEqual(viewport.width);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    // An edit in General: the section and its tab say it is not saved.
    await general.getByLabel('Company Name').fill(`${own.companyName} Ltd`);
    await expect(general.getByTestId('save-status')).toHaveText('Unsaved changes');
    await expect(sectionsOf(page).getByRole('tab', { name: 'General' })).toContainText(
      'unsaved changes',
    );

    // Branding is saved by itself: General's edit stays, unsaved.
    const branding = await openSettingsSection(page, 'Branding');
    await expect(page).toHaveURL(/#branding$/);
    await expect(branding.getByTestId('save-status')).toHaveText('');
    await branding.getByLabel('Primary Color', { exact: true }).fill('#AA3300');
    await expect(branding.getByTestId('save-status')).toHaveText('Unsaved changes');
    await branding.getByRole('button', { name: 'Save Branding' }).click();
    await expect(toast(page, 'Settings saved')).toBeVisible();
    await expect(branding.getByTestId('save-status')).toHaveText('Saved');
    await expect(sectionsOf(page).getByRole('tab', { name: 'Branding' })).not.toContainText(
      'unsaved',
    );
    const stored = async () =>
      page.evaluate(async () => {
        const res = await fetch('/api/admin/company-settings');
        const body = (await res.json()) as { companyName: string; primaryColor: string };
        return { companyName: body.companyName, primaryColor: body.primaryColor };
      });
    expect(await stored()).toEqual({ companyName: own.companyName, primaryColor: '#AA3300' });

    await openSettingsSection(page, 'General');
    await expect(general.getByLabel('Company Name')).toHaveValue(`${own.companyName} Ltd`);
    await expect(general.getByTestId('save-status')).toHaveText('Unsaved changes');
    await general.getByRole('button', { name: 'Save Settings' }).click();
    await expect(general.getByTestId('save-status')).toHaveText('Saved');
    expect(await stored()).toEqual({
      companyName: `${own.companyName} Ltd`,
      primaryColor: '#AA3300',
    });

    // The address names the section: a reload comes back to it.
    await openSettingsSection(page, 'Brand Voice');
    await expect(page).toHaveURL(/#brand-voice$/);
    await page.reload();
    await expect(sectionsOf(page).getByRole('tab', { name: 'Brand Voice' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('form', { name: 'Brand voice' })).toBeVisible();
    await expect(general).toBeHidden();
  });
}
