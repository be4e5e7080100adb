import type { Page } from '@playwright/test';
import { expect, PASSWORDS, seriousViolations, signIn, test, urlFor } from './fixtures.js';

/** Signs the platform admin in on the platform tenant (plain localhost). */
async function signInAsOperator(page: Page) {
  await page.goto(urlFor(null, '/login'));
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORDS.admin);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByTestId('footer-username')).toHaveText('admin');
}

test('the platform admin reads the operator dashboard in four tabs', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // Recent activity in the demo company: a sign-in of its admin.
  const demo = await browser.newContext();
  await signIn(await demo.newPage(), 'demo-admin', PASSWORDS['demo-admin']);
  await demo.close();

  await signInAsOperator(page);
  await page.getByRole('link', { name: 'SaaS Operator Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'SaaS Operator Dashboard' })).toBeVisible();

  // Platform Overview: the headline figures, the fixed uptime text and a chart.
  const figures = page.getByRole('region', { name: 'Platform figures' });
  for (const label of [
    'Total Companies',
    'Active Companies',
    'Monthly Revenue',
    'Total Users',
    'Total Content',
    'Platform Health',
  ]) {
    await expect(figures.getByRole('heading', { name: label })).toBeVisible();
  }
  await expect(figures.getByText('98.9%')).toBeVisible();
  // Total Content counts what History keeps, not what reports count: the note says how.
  await expect(
    figures.getByText(
      'Items in History now, all time; reports count each generation in their range, deleted items and rewrites too',
    ),
  ).toBeVisible();
  await expect(figures.getByText(/^Growth /)).toBeVisible();
  const status = page.getByRole('figure', { name: 'Companies by status chart' });
  await expect(status.locator('.recharts-pie-sector').first()).toBeVisible();
  // A white edge separates two slices, and is not drawn across a slice that is the whole ring.
  const [, active, inactive] = /(\d+) active, (\d+) inactive/.exec(
    (await page.getByText(/\d+ active, \d+ inactive/).textContent()) ?? '',
  )!;
  const whole = active === '0' || inactive === '0';
  for (const sector of await status.locator('.recharts-pie-sector path').all()) {
    await expect(sector).toHaveAttribute('stroke', whole ? 'none' : '#fff');
  }
  expect(await seriousViolations(page)).toEqual([]);

  // Company Performance: the demo company is active, with its plan and usage.
  await page.getByRole('tab', { name: 'Company Performance' }).click();
  const row = page.getByRole('table', { name: 'Company performance' }).getByRole('row', {
    name: /Demo Company/,
  });
  await expect(row).toContainText('demo');
  await expect(row).toContainText('Demo');
  await expect(row).toContainText('Active');
  await expect(row).toContainText(/\d+ \/ (Unlimited|\d+)/);
  await expect(page.getByRole('heading', { name: 'Usage vs Plan Limit' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Platform Management: request metrics over 30 days and storage against its limit.
  await page.getByRole('tab', { name: 'Platform Management' }).click();
  const metrics = page.getByRole('region', { name: 'System metrics' });
  await expect(metrics.getByRole('heading', { name: 'API Calls' })).toBeVisible();
  await expect(metrics.getByText('Last 30 days').first()).toBeVisible();
  const card = (label: string) =>
    metrics.locator('[data-slot=card]').filter({ has: page.getByRole('heading', { name: label }) });
  await expect(card('API Calls')).toContainText(/^API Calls[\d,]+Last 30 days$/);
  await expect(card('Error Rate')).toContainText(/Error Rate\d+(\.\d)?%/);
  await expect(card('Avg Response Time')).toContainText(/Avg Response Time\d+(\.\d)? ms/);
  await expect(card('Platform Health')).toContainText('98.9%');
  await expect(page.getByText(/of 10\.0 GB used/)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Storage used' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Companies' }).last()).toBeVisible();

  // Analytics & Monitoring: assistant usage and churn risk.
  await page.getByRole('tab', { name: 'Analytics & Monitoring' }).click();
  await expect(page.getByRole('heading', { name: 'Assistant Usage' })).toBeVisible();
  const churn = page.getByRole('list', { name: 'Churn risk by company' });
  await expect(churn.getByRole('listitem').filter({ hasText: 'Demo Company' })).toContainText(
    /Low risk|Medium risk/,
  );
  expect(await seriousViolations(page)).toEqual([]);
});

test('a company admin sees the not-found page at /platform-admin', async ({ page }) => {
  await signIn(page, 'demo-admin', PASSWORDS['demo-admin']);
  await expect(page.getByRole('link', { name: 'SaaS Operator Dashboard' })).toHaveCount(0);
  await page.goto(urlFor('demo', '/platform-admin'));
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  const status = await page.evaluate(async () => (await fetch('/api/platform-admin/stats')).status);
  expect(status).toBe(403);
});
