import { randomBytes } from 'node:crypto';
import { test as base, expect, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
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

/**
 * Watches the page's API calls (not its event streams); the function it returns waits until
 * none is open and none has started for `ms`.
 */
export function apiQuiet(page: Page) {
  let open = 0;
  let last = Date.now();
  const isCall = (url: string) => url.includes('/api/') && !url.endsWith('/events');
  page.on('request', (req) => {
    if (!isCall(req.url())) return;
    open++;
    last = Date.now();
  });
  const done = (req: { url(): string }) => {
    if (!isCall(req.url())) return;
    open--;
    last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async (ms: number) => {
    await expect
      .poll(() => open === 0 && Date.now() - last >= ms, { timeout: 30_000, intervals: [100] })
      .toBe(true);
  };
}

/** Serious or critical accessibility violations on the page. */
export async function seriousViolations(page: Page) {
  // Axe reads colours as they are drawn: a dialog caught in its opening fade (150 ms, longer on a
  // loaded machine) reads as faint text. Let every animation that ends (not a spinner) end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A regular user of the demo company, made for one test (see `staff` below). */
export interface Staff {
  username: string;
  password: string;
}

const STAFF_TEMPORARY_PASSWORD = 'Staff-Temporary-Pass-1!';

/**
 * A regular demo-company user of a test's own: demo-admin creates the user; the user chooses a
 * password, as at a first sign-in.
 */
export async function createStaff(playwright: PlaywrightWorkerArgs['playwright']): Promise<Staff> {
  const staff = {
    username: `staff-${randomBytes(4).toString('hex')}`,
    password: `Staff-Chosen-${randomBytes(4).toString('hex')}-1!`,
  };
  // Node does not resolve *.localhost: the API calls name the company in the query instead.
  const q = '?company=demo';
  const admin = await playwright.request.newContext({ baseURL: urlFor(null) });
  const login = await admin.post(`/api/auth/login${q}`, {
    data: { username: 'demo-admin', password: PASSWORDS['demo-admin'] },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const created = await admin.post(`/api/admin/users${q}`, {
    data: { username: staff.username, password: STAFF_TEMPORARY_PASSWORD, role: 'user' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await admin.dispose();
  const member = await playwright.request.newContext({ baseURL: urlFor(null) });
  const first = await member.post(`/api/auth/login${q}`, {
    data: { username: staff.username, password: STAFF_TEMPORARY_PASSWORD },
  });
  expect(first.ok(), await first.text()).toBe(true);
  const changed = await member.post(`/api/auth/change-password${q}`, {
    data: {
      currentPassword: STAFF_TEMPORARY_PASSWORD,
      newPassword: staff.password,
      confirmPassword: staff.password,
    },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  await member.dispose();
  return staff;
}

/**
 * `staff`: a regular demo-company user of the test's own (`createStaff`). Tests run two at a
 * time against one server, and the workspace shows the signed-in user's running generations
 * from any tab or device; a test that expects an empty results panel therefore signs in as a
 * user no other test generates with.
 */
export const test = base.extend<{ staff: Staff }>({
  staff: async ({ playwright }, use) => {
    await use(await createStaff(playwright));
  },
});

/** Makes an assistant active through the sidebar and waits for its heading. */
export async function openAssistant(page: Page, name: string, heading: string) {
  const sidebar = page.getByRole('complementary', { name: 'Main navigation' });
  await sidebar.getByRole('link', { name, exact: true }).click();
  // The page's own heading comes first; a generated document may hold headings of its own.
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
}

export const textbox = (page: Page, name: string) =>
  page.getByRole('textbox', { name, exact: true });

/** Picks an option of a select field. */
export async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
