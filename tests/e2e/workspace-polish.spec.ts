import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { CHOSEN_PASSWORD, createOwnCompany } from './company-settings-setup.js';
import { expect, PASSWORDS, signIn, test, textbox, urlFor } from './fixtures.js';

/** What a new user noticed on the workspace and the admin pages. */

const PHONE = { width: 390, height: 844 };
const sidebarOf = (page: Page) => page.getByRole('complementary', { name: 'Main navigation' });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** What the focused element is: its accessible name, role and id, for the assertions to read. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      id: el?.id ?? '',
      role: el?.getAttribute('role') ?? el?.tagName.toLowerCase() ?? '',
      label: el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '',
    };
  });

/** Scrolls the window (only the window) until the element's top is near the top of the screen. */
async function scrollPageTo(locator: Locator) {
  await locator.evaluate((el) => {
    window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 120);
  });
}

/** The element lies wholly inside the 390 px wide screen and is what a tap at its centre hits. */
async function expectReachable(page: Page, locator: Locator) {
  await expect(locator).toBeInViewport({ ratio: 1 });
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x, y)?.closest('a, button')?.getAttribute('aria-label'),
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(hit).toBe(await locator.getAttribute('aria-label'));
}

test('the desktop sidebar stays in view on a long page', async ({ page }) => {
  await signIn(page, 'demo-user', PASSWORDS['demo-user']);
  await page.setViewportSize({ width: 1440, height: 600 });
  await sidebarOf(page).getByRole('link', { name: 'Blog Article', exact: true }).click();
  await expect(heading(page)).toHaveText('Blog Article Generator');
  await expect(page.getByRole('button', { name: 'Generate Article' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  // The sidebar fills the screen at its top, its footer (the user's name) in sight.
  const box = (await sidebarOf(page).boundingBox())!;
  expect(Math.abs(box.y)).toBeLessThan(1);
  expect(Math.abs(box.height - 600)).toBeLessThan(1);
  await expect(page.getByTestId('footer-username')).toBeInViewport();
  await expect(
    sidebarOf(page).getByRole('link', { name: 'Topic Generator', exact: true }),
  ).toBeInViewport();
});

test('on a phone the lead table covers no column, and each name shows its status', async ({
  page,
  staff,
}) => {
  await signIn(page, staff.username, staff.password);
  await page.setViewportSize(PHONE);
  await page.getByRole('link', { name: 'Leads', exact: true }).click();
  await expect(heading(page)).toHaveText('Lead Generator');
  await textbox(page, 'Keywords').fill('plumber');
  await textbox(page, 'Location').fill('Austin, TX');
  await page.getByRole('button', { name: 'Generate Leads' }).click();
  await expect(page.getByText('Leads generated', { exact: true })).toBeVisible();
  const table = page.getByRole('table', { name: 'Leads' });
  const cells = table.getByRole('row').nth(1).getByRole('cell');
  await expect(cells).toHaveCount(9);
  // No cell lies over another: the boxes follow each other from left to right.
  const boxes = await cells.evaluateAll((tds) =>
    tds.map((td) => {
      const r = td.getBoundingClientRect();
      return { left: Math.round(r.left), right: Math.round(r.right) };
    }),
  );
  for (let i = 1; i < boxes.length; i += 1) {
    expect(boxes[i]!.left, `cell ${i}`).toBeGreaterThanOrEqual(boxes[i - 1]!.right);
  }
  // The phone number is what shows at its place.
  const phone = cells.nth(1);
  const box = (await phone.boundingBox())!;
  const shown = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x, y)?.closest('td')?.textContent,
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(shown).toBe(await phone.textContent());
  // The status reads beside the name without scrolling sideways.
  await expect(cells.first().getByTestId('lead-name-status')).toBeInViewport();
  await expect(cells.first().getByTestId('lead-name-status')).toHaveText(
    /^(Qualified|Maybe|Unlikely)$/,
  );
});

test.describe('on a 390 px phone', () => {
  test('the users and companies lists keep their actions in reach', async ({ page }) => {
    await signIn(page, 'admin', PASSWORDS.admin, 'platform-admin');
    await page.setViewportSize(PHONE);
    await page.goto(urlFor('platform-admin', '/admin/users'));
    // The list is paged, newest first: a busy test server puts demo-user further on.
    await page.getByLabel('Search users').fill('demo-user');
    await expect(page.getByTestId('user-row-demo-user')).toBeVisible();
    for (const name of ['Reset password for demo-user', 'Delete demo-user']) {
      const action = page.getByRole('button', { name, exact: true });
      await scrollPageTo(action);
      await expectReachable(page, action);
    }
    await page.getByRole('button', { name: 'Reset password for demo-user' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto(urlFor('platform-admin', '/admin/companies'));
    await expect(page.getByTestId('company-row-demo')).toBeVisible();
    for (const action of [
      page.getByRole('link', { name: 'Settings for Demo Company' }),
      page.getByRole('link', { name: 'Webhooks for Demo Company' }),
      page.getByRole('button', { name: 'Delete Demo Company' }),
    ]) {
      await scrollPageTo(action);
      await expectReachable(page, action);
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBe(0);
  });

  test('the pill row includes the Lead Generator', async ({ page }) => {
    await signIn(page, 'demo-user', PASSWORDS['demo-user']);
    await page.setViewportSize(PHONE);
    const pills = page.getByRole('group', { name: 'Assistants' });
    const leads = pills.getByRole('link', { name: 'Leads', exact: true });
    await expect(leads).toBeVisible();
    await leads.click();
    await expect(heading(page)).toHaveText('Lead Generator');
    await expect(page).toHaveURL(urlFor('demo', '/assistants/lead-generator'));
    await expect(leads).toHaveAttribute('aria-current', 'page');
  });
});

test('a skip link is the first stop of the keyboard and jumps to the page', async ({ page }) => {
  await signIn(page, 'demo-user', PASSWORDS['demo-user']);
  await page.goto(urlFor('demo', '/assistants/facebook'));
  // The app has taken over from the server's first paint (which has no navigation).
  await expect(sidebarOf(page).getByRole('link', { name: 'Facebook', exact: true })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  const box = (await skip.boundingBox())!;
  expect(box.width).toBeGreaterThan(40);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await focused(page)).id).toBe('main');
  await expect(page).toHaveURL(urlFor('demo', '/assistants/facebook'));
  // The next Tab lands in the page, past the navigation.
  await page.keyboard.press('Tab');
  await expect(page.locator('#main :focus')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'History' })).toBeFocused();
});

test('the assistants are links that open in a new tab', async ({ page, context }) => {
  await signIn(page, 'demo-user', PASSWORDS['demo-user']);
  const blog = sidebarOf(page).getByRole('link', { name: 'Blog Article', exact: true });
  await expect(blog).toHaveAttribute('href', '/assistants/blog');
  const opened = context.waitForEvent('page');
  await blog.click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await expect(tab).toHaveURL(urlFor('demo', '/assistants/blog'));
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Blog Article Generator');
  // This tab stays where it was; a plain click opens the assistant here.
  await expect(heading(page)).toHaveText('Topic Generator');
  await blog.click();
  await expect(heading(page)).toHaveText('Blog Article Generator');
  await expect(blog).toHaveAttribute('aria-current', 'page');

  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile menu' });
  await expect(menu.getByRole('link', { name: 'Facebook', exact: true })).toHaveAttribute(
    'href',
    '/assistants/facebook',
  );
  const pill = page.getByRole('group', { name: 'Assistants' }).getByRole('link', { name: 'Blog' });
  await expect(pill).toHaveAttribute('href', '/assistants/blog');
});

test('focus follows a generation to the results, and the result when done', async ({
  page,
  staff,
}) => {
  await signIn(page, staff.username, staff.password);
  await page.goto(urlFor('demo', '/assistants/facebook'));
  await textbox(page, 'Post Topic').fill('Backups for dentists');
  await textbox(page, 'Target Audience').fill('Dentists');
  await page.getByRole('button', { name: 'Generate Post' }).focus();
  // Every element the focus visits from there, in order.
  await page.evaluate(() => {
    const w = window as unknown as { visited: string[] };
    w.visited = [];
    document.addEventListener('focusin', (event) => {
      const el = event.target as HTMLElement;
      w.visited.push(el.getAttribute('aria-label') ?? el.getAttribute('role') ?? el.tagName);
    });
  });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Content generated', { exact: true })).toBeVisible();
  await expect.poll(async () => (await focused(page)).role).toBe('tabpanel');
  const result = page.getByRole('region', { name: 'Results panel' });
  await expect(result.getByRole('tabpanel')).toBeFocused();
  const visited = await page.evaluate(() => (window as unknown as { visited: string[] }).visited);
  expect(visited).toEqual(['Results panel', 'tabpanel']);
});

test('after a failed generation the focus is back on Generate', async ({ page, playwright }) => {
  const own = await createOwnCompany(playwright, { changePassword: true, role: 'user' });
  const api = await playwright.request.newContext({ baseURL: urlFor(null) });
  await api.post('/api/auth/login', { data: { username: 'admin', password: PASSWORDS.admin } });
  const saved = await api.post(`/api/company-webhooks/${own.companyId}`, {
    data: { facebook: { webhookUrl: 'https://automation.copydesk-e2e.invalid/webhook/facebook' } },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await api.dispose();
  await signIn(page, own.username, CHOSEN_PASSWORD, own.companyId);
  await page.goto(urlFor(own.companyId, '/assistants/facebook'));
  await textbox(page, 'Post Topic').fill('Backup basics');
  await textbox(page, 'Target Audience').fill('Dentists');
  await page.getByRole('button', { name: 'Generate Post' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('failure-notice')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate Post' })).toBeFocused();
});

test('/assistants/linkedin opens the LinkedIn assistant at its own address', async ({ page }) => {
  await signIn(page, 'demo-user', PASSWORDS['demo-user']);
  // The server paints the page for the short name too.
  const answer = (await page.goto(urlFor('demo', '/assistants/linkedin')))!;
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toContain('LinkedIn Post Generator');
  for (const typed of ['/assistants/linkedin', '/assistants/LinkedIn']) {
    await page.goto(urlFor('demo', typed));
    await expect(heading(page)).toHaveText('LinkedIn Post Generator');
    await expect(page).toHaveURL(urlFor('demo', '/assistants/linkedin2'));
    await expect(
      sidebarOf(page).getByRole('link', { name: 'LinkedIn', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
  }
  await page.goBack();
  await expect(heading(page)).toHaveText('LinkedIn Post Generator');
});

test('after creating a company the operator goes on to its first admin', async ({
  page,
  browser,
}) => {
  const suffix = randomBytes(3).toString('hex');
  const company = { id: `polish-${suffix}`, name: `Polish ${suffix}` };
  const firstAdmin = `polish-admin-${suffix}`;
  await signIn(page, 'admin', PASSWORDS.admin, 'platform-admin');
  await page.goto(urlFor('platform-admin', '/admin/companies'));
  await page.getByRole('button', { name: 'Create New Company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Company' });
  await dialog.getByLabel('Company Name').fill(company.name);
  await expect(dialog.getByLabel('Company ID')).toHaveValue(company.id);
  await dialog.getByRole('button', { name: 'Create Company' }).click();
  await expect(dialog).toBeHidden();

  const done = page.getByRole('status', { name: `${company.name} created` });
  await expect(done).toContainText(`${company.name} is ready`);
  const address = urlFor(company.id, '/login');
  await expect(done.getByRole('link', { name: address })).toHaveAttribute('href', address);
  await done.getByRole('link', { name: 'Create First Admin' }).click();
  await expect(page).toHaveURL(
    urlFor('platform-admin', `/admin/users?firstAdminFor=${company.id}`),
  );
  const create = page.getByRole('dialog', { name: 'Create User' });
  await expect(create.getByRole('combobox', { name: 'Role' })).toHaveText('Admin');
  await expect(create.getByRole('combobox', { name: 'Company' })).toHaveText(
    `${company.name} (${company.id})`,
  );
  await create.getByLabel('Username').fill(firstAdmin);
  await create.getByLabel('Temporary Password').fill('First-Admin-Pass-2024!');
  await create.getByRole('button', { name: 'Create User' }).click();
  await expect(create).toBeHidden();
  await expect(page).toHaveURL(urlFor('platform-admin', '/admin/users'));
  await expect(page.getByTestId(`user-row-${firstAdmin}`)).toContainText(company.name);

  // The new admin signs in at the address the operator was given.
  const context = await browser.newContext();
  const admin = await context.newPage();
  await admin.goto(address);
  await admin.getByLabel('Username').fill(firstAdmin);
  await admin.getByLabel('Password', { exact: true }).fill('First-Admin-Pass-2024!');
  await admin.getByRole('button', { name: 'Sign In' }).click();
  await expect(admin.getByRole('heading', { name: 'Password Change Required' })).toBeVisible();
  await context.close();
});
