import type { Page } from '@playwright/test';
import { expect, PASSWORDS, signIn, test, urlFor } from './fixtures.js';

/** Addressable assistants: `/assistants/{assistantId}`, Back, reload, `?company=`, unknown ids. */

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('assistants have addresses that survive Back and reload', async ({ page }) => {
  await signIn(page, 'demo-user', PASSWORDS['demo-user']);
  await expect(heading(page)).toHaveText('Topic Generator');
  const sidebar = page.getByRole('complementary', { name: 'Main navigation' });
  await sidebar.getByRole('link', { name: 'Blog Article', exact: true }).click();
  await expect(page).toHaveURL(urlFor('demo', '/assistants/blog'));
  await expect(heading(page)).toHaveText('Blog Article Generator');
  await sidebar.getByRole('link', { name: 'LinkedIn', exact: true }).click();
  await expect(page).toHaveURL(urlFor('demo', '/assistants/linkedin2'));
  await expect(sidebar.getByRole('link', { name: 'LinkedIn', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.goBack();
  await expect(heading(page)).toHaveText('Blog Article Generator');
  await page.reload();
  await expect(heading(page)).toHaveText('Blog Article Generator');

  // A link opened directly; `/` stays the Topic Generator.
  await page.goto(urlFor('demo', '/assistants/newsletter'));
  await expect(heading(page)).toHaveText('Newsletter Assistant');
  await page.goto(urlFor('demo', '/'));
  await expect(heading(page)).toHaveText('Topic Generator');
});

test('an unknown assistant id is the not-found page', async ({ page }) => {
  await signIn(page, 'demo-user', PASSWORDS['demo-user']);
  await page.goto(urlFor('demo', '/assistants/no-such-assistant'));
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('the company parameter is kept on assistant addresses', async ({ page }) => {
  await signIn(page, 'admin', PASSWORDS.admin, 'platform-admin');
  await page.goto(urlFor('platform-admin', '/?company=demo'));
  const sidebar = page.getByRole('complementary', { name: 'Main navigation' });
  await sidebar.getByRole('link', { name: 'Facebook', exact: true }).click();
  await expect(page).toHaveURL(urlFor('platform-admin', '/assistants/facebook?company=demo'));
  await expect(heading(page)).toHaveText('Facebook Post Generator');
});
