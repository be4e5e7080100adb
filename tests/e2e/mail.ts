import { expect, type Page } from '@playwright/test';
import { E2E_MAIL_PORT } from '../../playwright.config.js';
import { urlFor } from './fixtures.js';

export interface CaughtMail {
  subject: string;
  text: string;
  html: string;
}

/** The messages the suite's mail server received for `address` (tests/support/mail-catcher.ts). */
async function mailsTo(address: string): Promise<CaughtMail[]> {
  const res = await fetch(
    `http://127.0.0.1:${E2E_MAIL_PORT}/messages?to=${encodeURIComponent(address)}`,
  );
  return (await res.json()) as CaughtMail[];
}

/** Waits for the `count`-th message to `address` and answers it with its link containing `path`. */
export async function waitForMail(address: string, path: string, count = 1) {
  let mails: CaughtMail[] = [];
  await expect
    .poll(async () => (mails = await mailsTo(address)).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(count);
  const mail = mails[count - 1];
  const link = mail.text.match(new RegExp(`https?://\\S*${path}\\S*`))?.[0];
  expect(link, mail.text).toBeTruthy();
  return { ...mail, link: link! };
}

/** Signs in through the form on the demo company, at any screen width. */
export async function signInOnDemo(page: Page, username: string, password: string) {
  await page.goto(urlFor('demo', '/login'));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(urlFor('demo', '/'));
}
