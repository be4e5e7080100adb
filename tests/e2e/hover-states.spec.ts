import type { Locator, Page } from '@playwright/test';
import { expect, PASSWORDS, seriousViolations, signIn, test, urlFor } from './fixtures.js';

/** axe run while the pointer rests on `target` (its hover colours are what axe measures). */
async function violationsWhileHovering(page: Page, target: Locator) {
  await target.hover();
  await page.waitForTimeout(250); // colour transitions finish
  return seriousViolations(page);
}

test('hover states keep readable contrast: sign-in, workspace, sidebar and admin buttons', async ({
  page,
}) => {
  await page.goto(urlFor('demo', '/login'));
  const signInButton = page.getByRole('button', { name: 'Sign In' });
  expect(await violationsWhileHovering(page, signInButton)).toEqual([]);

  await signIn(page, 'demo-admin', PASSWORDS['demo-admin']);
  const sidebar = page.getByRole('complementary', { name: 'Main navigation' });
  const facebook = sidebar.getByRole('link', { name: 'Facebook', exact: true });
  expect(await violationsWhileHovering(page, facebook)).toEqual([]);
  const generate = page.getByRole('button', { name: 'Generate Topics', exact: true });
  await expect(generate).toBeVisible();
  expect(await violationsWhileHovering(page, generate)).toEqual([]);

  await page.goto(urlFor('demo', '/admin/users'));
  const create = page.getByRole('button', { name: 'Create User' }).first();
  expect(await violationsWhileHovering(page, create)).toEqual([]);
  const usage = sidebar.getByRole('link', { name: /^Usage Reports/ });
  expect(await violationsWhileHovering(page, usage)).toEqual([]);
});
