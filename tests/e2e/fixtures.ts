import { test as base, expect, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { E2E_PASSWORDS, E2E_PORT } from '../../playwright.config.js';

export { expect };
export const PASSWORDS = E2E_PASSWORDS;
export const urlFor = (company: string | null, path = '/') =>
  `http://${company ? `${company}.` : ''}localhost:${E2E_PORT}${path}`;

/** Signs in through the real sign-in form. */
export async function signIn(page: Page, username: string, password: string, company = 'demo') {
  await page.goto(urlFor(company, '/login'));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page
      .getByTestId('footer-username')
      .or(page.getByRole('heading', { name: 'Password Change Required' }))
      .first(),
  ).toBeVisible();
}

/** Serious or critical accessibility violations on the page. */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export const test = base;

/** Makes an assistant active through the sidebar and waits for its heading. */
export async function openAssistant(page: Page, name: string, heading: string) {
  const sidebar = page.getByRole('complementary', { name: 'Main navigation' });
  await sidebar.getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

export const textbox = (page: Page, name: string) =>
  page.getByRole('textbox', { name, exact: true });

/** Picks an option of a select field. */
export async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
