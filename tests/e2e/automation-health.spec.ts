import type { Page, PlaywrightWorkerArgs } from '@playwright/test';
import { expect, PASSWORDS, seriousViolations, test, urlFor } from './fixtures.js';

const TEMPORARY = 'Health-Temporary-Pass-1!';
const CHOSEN = 'Health-Chosen-Pass-1!';
const FORM = { postTopic: 'Backup basics', targetAudience: 'Dentists', toneOfVoice: 'casual' };

/**
 * A company of the test's own whose Facebook automation fails three times (its host never
 * resolves), and an admin of it: made through the API as the platform admin.
 */
async function failingCompany(playwright: PlaywrightWorkerArgs['playwright']) {
  const request = await playwright.request.newContext();
  const companyId = `health-${Date.now().toString(36)}`;
  const admin = `health-admin-${Date.now().toString(36)}`;
  const q = `?company=${companyId}`;
  const login = await request.post(urlFor(null, '/api/auth/login'), {
    data: { username: 'admin', password: PASSWORDS.admin },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const created = await request.post(urlFor(null, '/api/admin/companies'), {
    data: { companyName: `Health ${companyId}`, companyId, enableAllBots: true },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const saved = await request.post(urlFor(null, `/api/company-webhooks/${companyId}`), {
    data: { facebook: { webhookUrl: 'https://automation.copydesk-e2e.invalid/webhook/facebook' } },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const user = await request.post(urlFor(null, '/api/admin/users'), {
    data: { username: admin, password: TEMPORARY, role: 'admin', companyId },
  });
  expect(user.ok(), await user.text()).toBe(true);
  await request.dispose();
  // The new admin chooses a password, then runs the automation three times.
  const member = await playwright.request.newContext();
  const first = await member.post(urlFor(null, `/api/auth/login${q}`), {
    data: { username: admin, password: TEMPORARY },
  });
  expect(first.ok(), await first.text()).toBe(true);
  const changed = await member.post(urlFor(null, `/api/auth/change-password${q}`), {
    data: { currentPassword: TEMPORARY, newPassword: CHOSEN, confirmPassword: CHOSEN },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  for (let i = 0; i < 3; i++) {
    const res = await member.post(urlFor(null, `/api/generate${q}`), {
      data: { assistantType: 'facebook', formData: FORM, sessionId: 'health' },
    });
    expect(res.status(), await res.text()).toBe(502);
  }
  await member.dispose();
  return { companyId, admin };
}

/** Signs in through the form; on a phone the top bar's menu button shows it is done. */
async function signIn(page: Page, username: string, password: string, company: string | null) {
  await page.goto(urlFor(company, '/login'));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByTestId('footer-username').or(page.getByRole('button', { name: 'Open menu' })),
  ).toBeVisible();
}

for (const width of [1440, 390]) {
  test(`an admin sees a failing automation, the operator its company (${width} px)`, async ({
    page,
    browser,
    playwright,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const { companyId, admin } = await failingCompany(playwright);

    await signIn(page, admin, CHOSEN, companyId);
    await page.goto(urlFor(companyId, `/admin/companies/${companyId}/webhooks`));
    const facebook = page.getByTestId('webhook-row-facebook');
    const health = facebook.getByTestId('assistant-health');
    await expect(health).toContainText('Failing');
    await expect(health).toContainText('3 of 3 runs failed in the last 7 days');
    await expect(health.getByTestId('last-failure-message')).toContainText(
      'The Facebook automation could not be reached',
    );
    await expect(
      page.getByTestId('webhook-row-blog').getByTestId('assistant-health'),
    ).toContainText('No runs');
    // The tester, from the failure.
    await health.getByRole('button', { name: 'Test the Facebook webhook now' }).click();
    await expect(facebook.getByTestId('webhook-test-result')).toContainText('Not reachable');
    expect(await seriousViolations(page)).toEqual([]);

    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const operator = await context.newPage();
    await signIn(operator, 'admin', PASSWORDS.admin, null);
    await operator.goto(urlFor(null, '/platform-admin'));
    const list = operator.getByRole('list', { name: 'Failing automations' });
    const entry = list.getByTestId('failing-automation').filter({ hasText: `Health ${companyId}` });
    await expect(entry).toContainText('Facebook: 3 of 3 runs failed');
    await expect(entry).toContainText('could not be reached');
    expect(await seriousViolations(operator)).toEqual([]);
    await context.close();
  });
}
