import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test } from '@playwright/test';
import { expect, PASSWORDS, signIn, urlFor } from './fixtures.js';

// The Companies and Users pages search, sort and page on the server. `?pageSize=3`
// makes a page small, so a handful of rows of this spec's own spans several pages.
const tag = `pg${randomBytes(3).toString('hex')}`;
const COMPANIES = 7;

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: urlFor(null) });
  const login = await api.post('/api/auth/login', {
    data: { username: 'admin', password: PASSWORDS.admin },
  });
  expect(login.ok(), await login.text()).toBe(true);
  for (let i = 0; i < COMPANIES; i++) {
    const res = await api.post('/api/admin/companies', {
      data: { companyName: `${tag} Co ${i}`, companyId: `${tag}-${i}` },
    });
    expect(res.status(), await res.text()).toBe(201);
    const user = await api.post('/api/admin/users', {
      data: {
        username: `${tag}-user-${i}`,
        password: 'Temporary-Pass-2024!',
        role: 'user',
        companyId: `${tag}-0`,
      },
    });
    expect(user.ok(), await user.text()).toBe(true);
  }
  await api.dispose();
});

const rows = (page: Page, prefix: string) => page.locator(`[data-testid^="${prefix}"]`);

async function walkPages(page: Page, testIdPrefix: string) {
  await expect(page.getByTestId('list-count')).toHaveText(`Showing 3 of ${COMPANIES}`);
  await expect(rows(page, testIdPrefix)).toHaveCount(3);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByTestId('list-count')).toHaveText(`Showing 6 of ${COMPANIES}`);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByTestId('list-count')).toHaveText(`Showing 7 of ${COMPANIES}`);
  await expect(rows(page, testIdPrefix)).toHaveCount(COMPANIES);
  await expect(page.getByRole('button', { name: 'Load more' })).toBeHidden();
}

test('the Companies page searches, sorts and loads more', async ({ page }) => {
  await signIn(page, 'admin', PASSWORDS.admin, 'platform-admin');
  await page.goto(urlFor('platform-admin', '/admin/companies?pageSize=3'));
  await expect(page.getByRole('heading', { name: 'Company Management' })).toBeVisible();
  await page.getByLabel('Search companies').fill(tag.toUpperCase());
  await walkPages(page, `company-row-${tag}-`);

  // Sorted by name, descending: the last name comes first.
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Name (Z-A)' }).click();
  await expect(rows(page, `company-row-${tag}-`).first()).toHaveAttribute(
    'data-testid',
    `company-row-${tag}-6`,
  );
  await expect(page.getByTestId('list-count')).toHaveText(`Showing 3 of ${COMPANIES}`);

  // The id finds its company; nothing found says so.
  await page.getByLabel('Search companies').fill(`${tag}-4`);
  await expect(rows(page, `company-row-${tag}-`)).toHaveCount(1);
  await expect(page.getByTestId(`company-row-${tag}-4`)).toContainText(`${tag} Co 4`);
  await page.getByLabel('Search companies').fill(`${tag}-none`);
  await expect(page.getByText('No companies found')).toBeVisible();
});

test('the Users page searches and loads more, on a phone too', async ({ page }) => {
  await signIn(page, 'admin', PASSWORDS.admin, 'platform-admin');
  await page.goto(urlFor('platform-admin', '/admin/users?pageSize=3'));
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await page.getByLabel('Search users').fill(`${tag}-user`);
  await expect(page.getByTestId('list-count')).toHaveText(`Showing 3 of ${COMPANIES}`);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByTestId('list-count')).toHaveText(`Showing 6 of ${COMPANIES}`);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByTestId('list-count')).toHaveText(`Showing 7 of ${COMPANIES}`);
  for (let i = 0; i < COMPANIES; i++) {
    await expect(page.getByText(`${tag}-user-${i}`).first()).toBeVisible();
  }
  // Operator staff find users by their company too.
  await page.getByLabel('Search users').fill(`${tag} Co 0`);
  await expect(page.getByTestId('list-count')).toHaveText(`Showing 3 of ${COMPANIES}`);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(urlFor('platform-admin', '/admin/companies?pageSize=3'));
  await page.getByLabel('Search companies').fill(tag);
  // The search is asked for on a pause: wait for its answer before asking for more of it.
  await expect(page.getByTestId('list-count')).toHaveText(`Showing 3 of ${COMPANIES}`);
  await expect(page.getByRole('list', { name: 'Companies' }).getByRole('listitem')).toHaveCount(3);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByTestId('list-count')).toHaveText(`Showing 6 of ${COMPANIES}`);
  await expect(page.getByRole('list', { name: 'Companies' }).getByRole('listitem')).toHaveCount(6);
  // The button is drawn again once the page has loaded: measure it then.
  const more = page.getByRole('button', { name: 'Load more' });
  await expect(more).toBeVisible();
  const box = await more.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
});
