import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, PASSWORDS, seriousViolations, signIn, test, urlFor } from './fixtures.js';

const toast = (page: Page, title: string) => page.getByText(title, { exact: true });
const usageLink = (page: Page) =>
  page.getByRole('complementary', { name: 'Main navigation' }).getByRole('link', {
    name: /^Usage Reports/,
  });
const badge = (page: Page) => usageLink(page).getByTestId('usage-reports-badge');

/** A call from the page itself (its host, its cookies), as the app makes them. */
function api(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ([m, p, b]) => {
      const res = await fetch(p as string, {
        method: m as string,
        headers: b === undefined ? {} : { 'Content-Type': 'application/json' },
        body: b === undefined ? undefined : JSON.stringify(b),
        credentials: 'include',
      });
      return res.status;
    },
    [method, path, body] as const,
  );
}

/** Real activity for the reports: a failed sign-in and two generations by demo-admin. */
async function makeActivity(page: Page) {
  await page.goto(urlFor('demo', '/login'));
  const failed = await api(page, 'POST', '/api/auth/login', {
    username: 'demo-admin',
    password: 'Not-The-Password-1',
  });
  expect(failed).toBe(401);
  await signIn(page, 'demo-admin', PASSWORDS['demo-admin']);
  for (let i = 0; i < 2; i++) {
    const status = await api(page, 'POST', '/api/generate', {
      assistantType: 'facebook',
      sessionId: 'session_e2e_reports',
      formData: {
        postTopic: 'Password managers for small offices',
        targetAudience: 'Office managers',
        toneOfVoice: 'professional',
      },
    });
    expect(status).toBe(200);
  }
}

test('demo-admin reads the usage reports: cards, four tabs, range and CSV export', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await makeActivity(page);
  await usageLink(page).click();
  await expect(page.getByRole('heading', { name: 'Usage Reports', level: 1 })).toBeVisible();

  // Summary cards for the default range of 30 days.
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(page.getByRole('combobox', { name: 'Time range' })).toHaveText('Last 30 days');
  await expect(summary.getByText('Total Users')).toBeVisible();
  await expect(summary.getByText('Active Users (7 days)')).toBeVisible();
  await expect(summary.getByTestId('stat-Total Generations')).not.toHaveText('0');
  await expect(summary.getByTestId('stat-Failed Logins')).not.toHaveText('0');
  await expect(summary.getByText('Last 30 days').first()).toBeVisible();

  // User Activity: demo-admin signed in just now, highlighted and labelled as active.
  const table = page.getByRole('table', { name: 'User activity' });
  const adminRow = table.getByRole('row').filter({ hasText: 'demo-admin' });
  await expect(adminRow).toContainText('Active (last 7 days)');
  await expect(adminRow).toHaveAttribute('data-recent-login', 'true');
  await expect(table.getByRole('row').filter({ hasText: 'demo-user' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Most active users' })).toContainText('demo-admin');
  expect(await seriousViolations(page)).toEqual([]);

  // Content Stats: the assistant's display name and the user, with capped bar shares.
  await page.getByRole('tab', { name: 'Content Stats' }).click();
  const byAssistant = page.getByRole('list', { name: 'Generations by assistant' });
  await expect(byAssistant.getByText('Facebook', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Generations by user' })).toContainText('demo-admin');
  const shares = await page
    .locator('[data-share]')
    .evaluateAll((bars) => bars.map((b) => Number(b.getAttribute('data-share'))));
  expect(shares.length).toBeGreaterThan(0);
  for (const share of shares) expect(share).toBeLessThanOrEqual(100);

  // Recent Activity: the feed, filtered by action and by user.
  await page.getByRole('tab', { name: 'Recent Activity' }).click();
  const feed = page.getByRole('list', { name: 'Activity feed' });
  await expect(feed.getByText('Content Generation').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Filter by action' }).click();
  await page.getByRole('option', { name: 'Failed Login' }).click();
  await expect(feed.getByRole('listitem').first()).toContainText('Failed Login');
  await expect(feed.getByText('Content Generation')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Filter by action' }).click();
  await page.getByRole('option', { name: 'All actions' }).click();
  await page.getByRole('combobox', { name: 'Filter by user' }).click();
  await page.getByRole('option', { name: 'demo-admin' }).click();
  await expect(feed.getByText('Content Generation').first()).toBeVisible();
  const names = await feed.getByTestId('activity-user').allTextContents();
  expect(new Set(names)).toEqual(new Set(['demo-admin']));
  // Export CSV on this tab: the events the filters let through.
  const feedDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const feedFile = await feedDownload;
  expect(feedFile.suggestedFilename()).toMatch(/^usage-report-recent-activity-30-days-/);
  const feedLines = (await readFile((await feedFile.path())!, 'utf8')).split('\r\n');
  expect(feedLines[0]).toBe('Time,User,Action,Details');
  expect(feedLines.slice(1).map((l) => l.split(',')[1])).toEqual(names.map(() => 'demo-admin'));
  expect(feedLines).toHaveLength(names.length + 1);

  // Usage Trends: a real chart of every day, and a list of the days with activity only.
  await page.getByRole('tab', { name: 'Usage Trends' }).click();
  const chart = page.getByRole('figure', { name: 'Daily logins and generations chart' });
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const days = page.getByRole('list', { name: 'Daily activity' }).getByRole('listitem');
  await expect(days.first()).toContainText(/Generations: [1-9]/);
  const listed = await days.allTextContents();
  expect(listed.length).toBeLessThanOrEqual(2); // today (and yesterday if run over midnight)
  for (const text of listed) expect(text).not.toMatch(/Logins: 0.*Generations: 0/);

  // Export CSV on this tab: the days it lists.
  const trendsDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const trendsFile = await trendsDownload;
  expect(trendsFile.suggestedFilename()).toMatch(
    /^usage-report-usage-trends-30-days-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const trendLines = (await readFile((await trendsFile.path())!, 'utf8')).split('\r\n');
  expect(trendLines[0]).toBe('Date,Logins,Generations');
  expect(trendLines).toHaveLength(listed.length + 1);
  expect(Number(trendLines[1].split(',')[2])).toBeGreaterThanOrEqual(2);

  // The range switch asks for 7 days and shows a week of rows.
  const weekly = page.waitForResponse((r) => r.url().includes('usage-trends?days=7'));
  await page.getByRole('combobox', { name: 'Time range' }).click();
  await page.getByRole('option', { name: 'Last 7 days' }).click();
  expect((await weekly).status()).toBe(200);
  await expect(days).toHaveCount(listed.length);
  await expect(summary.getByText('Last 7 days').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Export CSV on User Activity: the server's dated file, a header and one row per user.
  await page.getByRole('tab', { name: 'User Activity' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^usage-report-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await file.path())!, 'utf8')).split('\r\n');
  expect(lines[0]).toBe(
    'Username,Role,New User,Created At,Total Logins,Total Generations,Last Login',
  );
  const admin = lines.find((l) => l.startsWith('demo-admin,'))!.split(',');
  expect(admin.slice(0, 2)).toEqual(['demo-admin', 'admin']);
  expect(Number(admin[4])).toBeGreaterThanOrEqual(1);
  expect(Number(admin[5])).toBeGreaterThanOrEqual(2);
  expect(Date.parse(admin[6])).toBeGreaterThan(Date.now() - 60 * 60 * 1000);
  expect(lines.some((l) => l.startsWith('demo-user,user,'))).toBe(true);
  await expect(toast(page, 'Export successful')).toBeVisible();
});

test('the new-user badge counts users created since the last visit and resets on a visit', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The badge counts per admin since that admin's last visit, and other specs sign in as
  // demo-admin and open the reports in parallel: this test uses an admin of its own.
  await signIn(page, 'demo-admin', PASSWORDS['demo-admin']);
  const username = `badge-admin-${randomBytes(4).toString('hex')}`;
  const temporary = 'Badge-Admin-Temp-2024!';
  expect(
    await api(page, 'POST', '/api/admin/users', { username, password: temporary, role: 'admin' }),
  ).toBeLessThan(300);
  expect(await api(page, 'POST', '/api/auth/logout')).toBe(200);
  await signIn(page, username, temporary);
  await page.getByLabel('Current Password').fill(temporary);
  await page.getByLabel('New Password', { exact: true }).fill('Badge-Admin-Final-2024!');
  await page.getByLabel('Confirm New Password').fill('Badge-Admin-Final-2024!');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Change Required' })).toHaveCount(0);
  // Visiting the reports marks them viewed: no badge afterwards.
  await usageLink(page).click();
  await expect(page.getByRole('heading', { name: 'Usage Reports', level: 1 })).toBeVisible();
  await expect(badge(page)).toHaveCount(0);

  const create = async (n: number) => {
    for (let i = 0; i < n; i++) {
      const status = await api(page, 'POST', '/api/admin/users', {
        username: `badge-${randomBytes(4).toString('hex')}`,
        password: 'Badge-Test-Pass-2024!',
        role: 'user',
      });
      expect(status).toBeLessThan(300);
    }
  };
  await create(1);
  await page.goto(urlFor('demo', '/'));
  await expect(badge(page)).toBeVisible();
  await expect(badge(page)).toHaveText(/^[1-9]$|^9\+$/);
  const shown = (await badge(page).textContent())!;
  await expect(badge(page)).toHaveAttribute(
    'aria-label',
    shown === '1' ? '1 new user' : /^\d+ new users$/,
  );

  // Above 9 it reads "9+".
  await create(9);
  await page.reload();
  await expect(badge(page)).toHaveText('9+');
  await expect(badge(page)).toHaveAttribute('aria-label', /^\d{2,} new users$/);

  // Opening the reports resets it.
  await usageLink(page).click();
  await expect(page.getByRole('heading', { name: 'Usage Reports', level: 1 })).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Usage Reports', level: 1 })).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
});

// Decision 013: a user opening the reports sees their own usage, other admin pages stay 404.
test('demo-user sees their own usage at /admin/reports and no badge', async ({ page }) => {
  await signIn(page, 'demo-user', PASSWORDS['demo-user']);
  await expect(usageLink(page)).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  await page.goto(urlFor('demo', '/admin/reports'));
  await expect(page.getByRole('heading', { name: 'Usage Reports', level: 1 })).toBeVisible();
  await expect(page.getByText('Your own usage')).toBeVisible();
  expect(await api(page, 'GET', '/api/admin/reports/user-stats')).toBe(403);
  await page.goto(urlFor('demo', '/admin/companies'));
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('the operator picks whose usage reports to read', async ({ page }) => {
  await signIn(page, 'admin', PASSWORDS.admin, '');
  await page.goto(urlFor(null, '/admin/reports'));
  await expect(page.getByRole('heading', { name: 'Usage Reports', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Sign-ins, content and activity for Copydesk Platform'),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Company' }).click();
  // A searchable picker: the server answers at most 20 companies matching the search.
  await page.getByRole('combobox', { name: 'Search companies' }).fill('Demo Company');
  await page.getByRole('option', { name: 'Demo Company', exact: true }).click();
  await expect(page).toHaveURL(urlFor(null, '/admin/reports?company=demo'));
  await expect(page.getByText('Sign-ins, content and activity for Demo Company')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Company' })).toHaveText('Demo Company');
  const table = page.getByRole('table', { name: 'User activity' });
  await expect(table.getByRole('row').filter({ hasText: 'demo-user' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: /^admin/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
