import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test } from '@playwright/test';
import { expect, PASSWORDS, seriousViolations, signIn, urlFor } from './fixtures.js';

// The operator's company choices (Usage Reports, Create User) search the server for at
// most 20 companies instead of loading them all. 25 companies of this spec's own, named in order.
const tag = `cp${randomBytes(3).toString('hex')}`;
const COMPANIES = 25;
const num = (i: number) => String(i).padStart(2, '0');
const nameOf = (i: number) => `Picker ${tag} ${num(i)}`;
const idOf = (i: number) => `pick-${tag}-${num(i)}`;

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: urlFor(null) });
  const login = await api.post('/api/auth/login', {
    data: { username: 'admin', password: PASSWORDS.admin },
  });
  expect(login.ok(), await login.text()).toBe(true);
  for (let i = 1; i <= COMPANIES; i++) {
    const res = await api.post('/api/admin/companies', {
      data: { companyName: nameOf(i), companyId: idOf(i) },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await api.dispose();
});

/** The addresses of the company-list calls the page makes (the whole list's or its pages'). */
function companyCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/api\/admin\/companies(\/page)?$/.test(url.pathname) && request.method() === 'GET') {
      calls.push(`${url.pathname}${url.search}`);
    }
  });
  return calls;
}

/** Every call asks for a page of at most 20, sorted by name: never the whole list. */
function expectOnlyPages(calls: string[]) {
  expect(calls.length).toBeGreaterThan(0);
  for (const call of calls) {
    const [path, search = ''] = call.split('?');
    expect(path, call).toBe('/api/admin/companies/page');
    const params = new URLSearchParams(search);
    expect(params.get('limit'), search).toBe('20');
    expect(params.get('sort'), search).toBe('name');
  }
}

const trigger = (page: Page) => page.getByRole('combobox', { name: 'Company', exact: true });
const search = (page: Page) => page.getByRole('combobox', { name: 'Search companies' });
const options = (page: Page) =>
  page.getByRole('listbox', { name: 'Companies' }).getByRole('option');

async function openReports(page: Page) {
  await signIn(page, 'admin', PASSWORDS.admin, 'platform-admin');
  await page.goto(urlFor('platform-admin', '/admin/reports'));
  await expect(page.getByRole('heading', { name: 'Usage Reports', level: 1 })).toBeVisible();
}

test('the Usage Reports company picker searches the server and switches company', async ({
  page,
}) => {
  const calls = companyCalls(page);
  await openReports(page);
  await expect(trigger(page)).toHaveAttribute('aria-expanded', 'false');

  await trigger(page).click();
  await expect(trigger(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(search(page)).toBeFocused();
  // Any case; 25 match, 20 are shown.
  await search(page).fill(tag.toUpperCase());
  await expect(options(page)).toHaveCount(20);
  await expect(options(page).first()).toHaveText(nameOf(1));
  await expect(page.getByText(`Showing 20 of ${COMPANIES}; type to narrow the list`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The id matches too; nothing found says so.
  await search(page).fill(idOf(7));
  await expect(options(page)).toHaveText([nameOf(7)]);
  await search(page).fill(`${tag}-nothing`);
  await expect(page.getByText('No companies found')).toBeVisible();
  await expect(page.getByRole('listbox')).toHaveCount(0);

  // Escape closes the list and gives the focus back.
  await page.keyboard.press('Escape');
  await expect(search(page)).toBeHidden();
  await expect(trigger(page)).toBeFocused();
  await expect(trigger(page)).toHaveAttribute('aria-expanded', 'false');

  // Keyboard only: open, search, move down, pick.
  await page.keyboard.press('ArrowDown');
  await expect(search(page)).toBeFocused();
  await page.keyboard.type(`${tag} 2`);
  await expect(options(page)).toHaveText([20, 21, 22, 23, 24, 25].map(nameOf));
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(search(page)).toHaveAttribute('aria-activedescendant', /.+/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(urlFor('platform-admin', `/admin/reports?company=${idOf(21)}`));
  await expect(page.getByText(`Sign-ins, content and activity for ${nameOf(21)}`)).toBeVisible();
  await expect(trigger(page)).toHaveText(nameOf(21));

  // The current company stays shown while the results are others.
  await trigger(page).click();
  await search(page).fill(`${tag} 0`);
  await expect(options(page)).toHaveCount(9);
  await expect(trigger(page)).toHaveText(nameOf(21));
  await options(page)
    .filter({ hasText: nameOf(3) })
    .click();
  await expect(page).toHaveURL(urlFor('platform-admin', `/admin/reports?company=${idOf(3)}`));
  await expect(trigger(page)).toHaveText(nameOf(3));
  expectOnlyPages(calls);
});

test('the Create User dialog creates the user in the company picked', async ({ page }) => {
  const username = `picked-${tag}`;
  const calls = companyCalls(page);
  await signIn(page, 'admin', PASSWORDS.admin, 'platform-admin');
  await page.goto(urlFor('platform-admin', '/admin/users'));
  await page.getByRole('button', { name: 'Create User' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create User' });
  await create.getByLabel('Username').fill(username);
  await create.getByLabel('Temporary Password').fill('Picked-Company-Pass-2024!');

  await create.getByLabel('Company').click();
  await search(page).fill(tag);
  await expect(options(page)).toHaveCount(20);
  // Escape closes the list, not the dialog.
  await page.keyboard.press('Escape');
  await expect(search(page)).toBeHidden();
  await expect(create).toBeVisible();

  await create.getByLabel('Company').click();
  await search(page).fill(`${tag}-12`);
  await options(page)
    .filter({ hasText: nameOf(12) })
    .click();
  await expect(trigger(page)).toHaveText(`${nameOf(12)} (${idOf(12)})`);
  expect(await seriousViolations(page)).toEqual([]);
  await create.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('User created', { exact: true })).toBeVisible();
  await expect(create).toBeHidden();
  await expect(page.getByTestId(`user-row-${username}`)).toContainText(nameOf(12));
  expectOnlyPages(calls);
});

async function fitsSideways(page: Page) {
  const box = await page.getByTestId('company-picker-panel').boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the pickers fit and work on a 390 px phone', async ({ page }) => {
  // Signed in on a desktop (the phone has no sidebar footer to wait for), then a phone's width.
  await signIn(page, 'admin', PASSWORDS.admin, 'platform-admin');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(urlFor('platform-admin', '/admin/reports'));
  await expect(page.getByRole('heading', { name: 'Usage Reports', level: 1 })).toBeVisible();
  await trigger(page).click();
  await search(page).fill(tag);
  await expect(options(page)).toHaveCount(20);
  await fitsSideways(page);
  await options(page)
    .filter({ hasText: nameOf(5) })
    .click();
  await expect(page).toHaveURL(urlFor('platform-admin', `/admin/reports?company=${idOf(5)}`));
  await expect(trigger(page)).toHaveText(nameOf(5));

  await page.goto(urlFor('platform-admin', '/admin/users'));
  await page.getByRole('button', { name: 'Create User' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create User' });
  await create.getByLabel('Company').click();
  await search(page).fill(`${tag} 1`);
  await expect(options(page)).toHaveCount(10);
  await fitsSideways(page);
  await options(page).last().click();
  await expect(trigger(page)).toHaveText(`${nameOf(19)} (${idOf(19)})`);
  expect(await seriousViolations(page)).toEqual([]);
});
