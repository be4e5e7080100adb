import type { Page } from '@playwright/test';
import { apiQuiet, expect, PASSWORDS, signIn, test, urlFor } from './fixtures.js';

/**
 * docs/product.md#sign-in: a visitor who is not signed in sees the sign-in screen in place of a
 * protected page; after signing in there they go to the address stored for the session before
 * a redirect to sign-in, if there is one, otherwise to the workspace.
 */

const STORED = 'redirectAfterLogin';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Signs demo-user in through the sign-in screen the page shows. */
async function signInHere(page: Page) {
  await expect(page.getByRole('heading', { name: 'Demo Company' })).toBeVisible();
  await page.getByLabel('Username').fill('demo-user');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORDS['demo-user']);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back', { exact: true })).toBeVisible();
}

test('signing in in place of a protected page goes to the address stored earlier', async ({
  page,
  context,
}) => {
  // Parts of the page load after its first code (the form's presets, the account menu's
  // review-email switch) and ask the server then, on a slow machine well after the network
  // first fell idle. End the session only once the page has asked nothing for a while, or one of
  // those calls could be the first to meet it (and store the workspace's address instead).
  const quiet = apiQuiet(page);
  const late = ['/api/presets', '/api/me/notification-settings'].map((path) =>
    page.waitForResponse((res) => res.url().includes(path)),
  );
  await signIn(page, 'demo-user', PASSWORDS['demo-user']);
  await expect(heading(page)).toHaveText('Topic Generator');
  await Promise.all(late);
  await quiet(1500);
  // The session ends behind the page's back: the reports' first call answers 401, which stores
  // the address and sends the browser to /login.
  await context.clearCookies();
  await page.getByRole('link', { name: /^Usage Reports/ }).click();
  await expect(page).toHaveURL(urlFor('demo', '/login'));
  expect(await page.evaluate((key) => sessionStorage.getItem(key), STORED)).toBe('/admin/reports');

  // Later in the same session the user opens another protected address instead: the sign-in
  // screen stands in for it, and signing in there goes to the stored address.
  await page.goto(urlFor('demo', '/assistants/blog'));
  await signInHere(page);
  await expect(page).toHaveURL(urlFor('demo', '/admin/reports'));
  await expect(page.getByRole('heading', { name: 'Usage Reports', level: 1 })).toBeVisible();
  // The address is used once.
  expect(await page.evaluate((key) => sessionStorage.getItem(key), STORED)).toBeNull();
});

test('signing in in place of a protected page with nothing stored goes to the workspace', async ({
  page,
}) => {
  await page.goto(urlFor('demo', '/admin/reports'));
  expect(await page.evaluate((key) => sessionStorage.getItem(key), STORED)).toBeNull();
  await signInHere(page);
  await expect(page).toHaveURL(urlFor('demo', '/'));
  await expect(heading(page)).toHaveText('Topic Generator');
  await expect(page.getByRole('button', { name: 'Generate Topics' })).toBeVisible();
});

test("signing in in place of an assistant's address stays in the workspace on it", async ({
  page,
}) => {
  // An assistant's address is the workspace already (decision 017): nothing to go to.
  await page.goto(urlFor('demo', '/assistants/blog'));
  await signInHere(page);
  await expect(heading(page)).toHaveText('Blog Article Generator');
  await expect(page).toHaveURL(urlFor('demo', '/assistants/blog'));
});
