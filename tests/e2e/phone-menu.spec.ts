import type { Page } from '@playwright/test';
import { expect, PASSWORDS, seriousViolations, signIn, test, urlFor } from './fixtures.js';

/** A 390 px phone: the menu reaches everything the desktop sidebar offers. */

const PHONE = { width: 390, height: 844 };

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('navigation', { name: 'Mobile menu' });
}

test('the phone menu keeps the spec items first, then reaches Logout', async ({ page }) => {
  await signIn(page, 'demo-user', PASSWORDS['demo-user']);
  await page.setViewportSize(PHONE);
  const menu = await openMenu(page);
  // The assistants arrive with the company's access list: read the items once they are there.
  await expect(menu.getByRole('link', { name: 'Lead Generator' })).toBeVisible();
  const items = menu.getByRole('button').or(menu.getByRole('link'));
  const names = (await items.allInnerTexts()).map((t) => t.trim());
  const settings = names.indexOf('Webhook Settings');
  expect(names[settings + 1]).toBe('Clear Memory');
  expect(names.slice(0, settings)).toContain('Lead Generator');
  expect(names.slice(settings + 2)).toEqual([
    'Reviews',
    'Calendar',
    'Usage Reports',
    'API Tokens',
    'Change Password',
    'Two-Factor Authentication',
    'Logout',
  ]);
  expect(await seriousViolations(page)).toEqual([]);

  await menu.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test("opening the phone menu starts loading its dialogs' code", async ({ page }) => {
  const dialogCode =
    /\/(change-password-dialog|confirm-dialog|webhook-settings-dialog)-[\w-]+\.js$/;
  const fetched = new Set<string>();
  page.on('request', (request) => {
    const found = dialogCode.exec(request.url());
    if (found) fetched.add(found[1]!);
  });
  await signIn(page, 'demo-user', PASSWORDS['demo-user']);
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  expect([...fetched]).toEqual([]);
  // A phone has no hover: the menu opening is the sign, before a tap on Webhook Settings.
  const menu = await openMenu(page);
  await expect
    .poll(() => [...fetched].sort())
    .toEqual(['change-password-dialog', 'confirm-dialog', 'webhook-settings-dialog']);
  await menu.getByRole('button', { name: 'Webhook Settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Webhook Settings' })).toBeVisible();
});

test('an admin reaches the admin pages from the phone menu', async ({ page }) => {
  await signIn(page, 'demo-admin', PASSWORDS['demo-admin']);
  await page.setViewportSize(PHONE);
  let menu = await openMenu(page);
  await menu.getByRole('link', { name: 'User Management' }).click();
  await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(urlFor('demo', '/admin/users'));
  menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Usage Reports' }).click();
  await expect(page).toHaveURL(urlFor('demo', '/admin/reports'));
  menu = await openMenu(page);
  await menu.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('dialog', { name: 'Change Password' })).toBeVisible();
});

test('the operator reaches the dashboard and company pages from the phone menu', async ({
  page,
}) => {
  await signIn(page, 'admin', PASSWORDS.admin, 'platform-admin');
  await page.setViewportSize(PHONE);
  const menu = await openMenu(page);
  for (const name of [
    'User Management',
    'Companies',
    'Company Settings',
    'Webhook Settings',
    'Usage Reports',
    'SaaS Operator Dashboard',
  ]) {
    await expect(menu.getByRole('link', { name })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'SaaS Operator Dashboard' }).click();
  await expect(page).toHaveURL(urlFor('platform-admin', '/platform-admin'));
});

test('on a phone the toast does not cover the result actions', async ({ page, staff }) => {
  await signIn(page, staff.username, staff.password);
  await page.setViewportSize(PHONE);
  await page.getByRole('link', { name: 'Facebook', exact: true }).click();
  await page.getByRole('textbox', { name: 'Post Topic', exact: true }).fill('Backups for dentists');
  await page.getByRole('textbox', { name: 'Target Audience', exact: true }).fill('Dentists');
  await page.getByRole('combobox', { name: 'Tone of Voice', exact: true }).click();
  await page.getByRole('option', { name: 'Informative', exact: true }).click();
  await page.getByRole('button', { name: 'Generate Post', exact: true }).click();
  await expect(page.getByText('Content generated', { exact: true })).toBeVisible();
  const copy = page.getByRole('button', { name: 'Copy content' });
  await expect(copy).toBeInViewport();
  // The button itself is what a tap at its centre reaches (no toast on top of it), once the
  // smooth scroll has settled.
  const hit = async () => {
    // The result's toolbar is drawn again when the text is kept: ask again until it is there.
    const box = await copy.boundingBox();
    if (!box) return null;
    return page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label'),
      [box.x + box.width / 2, box.y + box.height / 2],
    );
  };
  await expect(page.getByText('Content generated', { exact: true })).toBeVisible();
  await expect.poll(hit).toBe('Copy content');
});

test('only the navigation of the window width is rendered, and it follows a resize', async ({
  page,
}) => {
  // Decision 027: the shell renders the sidebar or the phone's top bar, not both; a tablet
  // turned round or a window made narrower or wider switches between them.
  await signIn(page, 'demo-user', PASSWORDS['demo-user']);
  const sidebar = page.getByRole('complementary', { name: 'Main navigation' });
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await expect(sidebar).toBeVisible();
  await expect(menuButton).toHaveCount(0);

  await page.setViewportSize(PHONE);
  await expect(menuButton).toBeVisible();
  await expect(sidebar).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Topics', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const menu = await openMenu(page);
  await expect(menu.getByRole('link', { name: 'Lead Generator' })).toBeVisible();

  // Just below and at the `lg` breakpoint (64rem = 1024 px), where the stylesheet switches too.
  await page.setViewportSize({ width: 1023, height: 800 });
  await expect(menuButton.or(page.getByRole('button', { name: 'Close menu' }))).toBeVisible();
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(sidebar).toBeVisible();
  await expect(page.getByRole('button', { name: /menu/ })).toHaveCount(0);
  await expect(sidebar.getByRole('link', { name: 'Topic Generator' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await seriousViolations(page)).toEqual([]);
});
