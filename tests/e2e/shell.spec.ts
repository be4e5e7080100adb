import {
  apiQuiet,
  expect,
  PASSWORDS,
  seriousViolations,
  signIn,
  test,
  urlFor,
} from './fixtures.js';

test('demo-user signs in on demo.localhost and sees the branded workspace', async ({ page }) => {
  await page.goto(urlFor('demo', '/'));
  // Signed out: the sign-in screen shows in place of the workspace, with the company's name.
  await expect(page.getByRole('heading', { name: 'Demo Company' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please enter both username and password')).toBeVisible();

  await page.getByLabel('Username').fill('demo-user');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login Failed', { exact: true })).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(PASSWORDS['demo-user']);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back', { exact: true })).toBeVisible();
  await expect(page.getByTestId('sidebar-company-name')).toHaveText('Demo Company');
  await expect(page.getByTestId('footer-username')).toHaveText('demo-user');
  const footer = page.locator('aside footer');
  await expect(footer).toContainText('User');
  await expect(footer).toContainText('© 2025');
  await expect(page.getByTestId('footer-session-id')).toContainText('session_');
  await expect(page).toHaveTitle('Demo Company');
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
  );
  expect(primary.toLowerCase()).toBe('#0066cc');
  // A regular user sees no admin links but always the Usage Reports link.
  await expect(page.getByRole('link', { name: 'User Management' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Usage Reports' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Blog Article' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('logout asks first, then signs out with a success toast', async ({ page }) => {
  await signIn(page, 'demo-user', PASSWORDS['demo-user']);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Are you sure you want to log out?')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
  // "Logged out" is one of the success toasts (docs/product.md#messages).
  await expect(
    page.locator('[data-slot="toast"]').filter({ hasText: 'Logged out' }),
  ).toHaveAttribute('data-variant', 'success');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(urlFor('demo', '/'));
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('a 401 stores the address, says the session expired and returns there after sign-in', async ({
  page,
  context,
}) => {
  const quiet = apiQuiet(page);
  await signIn(page, 'demo-admin', PASSWORDS['demo-admin']);
  // Let the page's own first requests finish (only the badge polls, every 30 s): the reports
  // load after their code, so waiting for the network to go quiet once is not enough.
  const settled = Promise.all(
    [
      '/api/admin/reports/user-stats?days=30',
      '/api/admin/reports/content-stats',
      '/api/admin/reports/login-stats',
      '/api/admin/reports/usage-trends',
      '/api/admin/reports/activity',
      '/mark-usage-reports-viewed',
    ].map((path) => page.waitForResponse((res) => res.url().includes(path))),
  );
  await page.goto(urlFor('demo', '/admin/reports?range=7'));
  await expect(page.getByTestId('footer-username')).toHaveText('demo-admin');
  await settled;
  // The account menu's switch asks for its setting later still: wait for every call to end.
  await quiet(1500);
  // The session ends behind the page's back; the next API call answers 401.
  await context.clearCookies();
  await page.getByRole('link', { name: 'User Management' }).click();
  await expect(
    page.getByText('Session expired. Redirecting to login...', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  const stored = await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'));
  expect(stored).toBe('/admin/users');
  await page.getByLabel('Username').fill('demo-admin');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORDS['demo-admin']);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
});

test('unknown paths show the 404 page; admin paths too for a regular user', async ({ page }) => {
  await signIn(page, 'demo-user', PASSWORDS['demo-user']);
  for (const path of ['/no-such-page', '/admin/users', '/platform-admin']) {
    await page.goto(urlFor('demo', path));
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  }
});

test('an unknown company shows Company not found with a link to the main site', async ({
  page,
}) => {
  await page.goto(urlFor('nope-company', '/'));
  await expect(page.getByRole('heading', { name: 'Company not found' })).toBeVisible();
  await expect(page.getByText('nope-company')).toBeVisible();
  const link = page.getByRole('link', { name: 'Go to Main Site' });
  await expect(link).toHaveAttribute('href', urlFor(null, '/'));
});

test('an unresolvable host shows the error screen', async ({ page }) => {
  await page.goto(urlFor('demo', '/?company=Not_Valid!'));
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('is not a valid company id')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the top bar menu and the pills row replace the sidebar', async ({ page }) => {
    await page.goto(urlFor('demo', '/login'));
    await page.getByLabel('Username').fill('demo-user');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORDS['demo-user']);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Main navigation' })).toBeHidden();
    const pills = page.getByRole('group', { name: 'Assistants' }).getByRole('link');
    await expect(pills.first()).toHaveText('Topics');
    await expect(pills).toHaveText([
      'Topics',
      'Leads',
      'Facebook',
      'LinkedIn',
      'Instagram',
      'Blog',
      'Newsletter',
      'Client',
      'Insight',
      'Prospect',
      'Website',
    ]);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile menu' });
    await expect(menu.getByRole('button', { name: 'Settings' })).toBeVisible();
    await menu.getByRole('link', { name: 'Blog Article' }).click();
    await expect(menu).toBeHidden();
    await expect(pills.filter({ hasText: /^Blog$/ })).toHaveAttribute('aria-current', 'page');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test("the sidebar's dialogs start loading when the pointer reaches their buttons", async ({
  page,
}) => {
  const dialogCode = /\/(change-password-dialog|confirm-dialog)-[\w-]+\.js$/;
  const fetched: string[] = [];
  page.on('request', (request) => {
    const found = dialogCode.exec(request.url());
    if (found) fetched.push(found[1]!);
  });
  await signIn(page, 'demo-user', PASSWORDS['demo-user']);
  const sidebar = page.getByRole('complementary', { name: 'Main navigation' });
  const changePassword = sidebar.getByRole('button', { name: 'Change Password' });
  await expect(changePassword).toBeVisible();
  expect(fetched).toEqual([]);
  // Over a button, before any click: its dialog's code is on its way.
  let loading = page.waitForRequest(/\/change-password-dialog-[\w-]+\.js$/);
  await changePassword.hover();
  await loading;
  await changePassword.click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Clear Memory and Logout share the confirmation dialog's code.
  loading = page.waitForRequest(/\/confirm-dialog-[\w-]+\.js$/);
  await sidebar.getByRole('button', { name: 'Logout' }).hover();
  await loading;
  await sidebar.getByRole('button', { name: 'Clear Memory' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Clear Memory' })).toBeVisible();
  expect(fetched).toEqual(['change-password-dialog', 'confirm-dialog']);
});
