import type { Page } from '@playwright/test';
import { expect, PASSWORDS, seriousViolations, signIn, test, urlFor } from './fixtures.js';

/** A call from the page itself (its host, its cookies): status and body. */
function api(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ([m, p, b]) => {
      const res = await fetch(p as string, {
        method: m as string,
        headers: b === undefined ? {} : { 'Content-Type': 'application/json' },
        body: b === undefined ? undefined : JSON.stringify(b),
        credentials: 'include',
      });
      return { status: res.status, text: await res.text() };
    },
    [method, path, body] as const,
  );
}

test("demo-user's usage page shows their own generations; the API refuses others' data", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'demo-user', PASSWORDS['demo-user']);
  const generated = await api(page, 'POST', '/api/generate', {
    assistantType: 'facebook',
    sessionId: 'session_e2e_own_usage',
    formData: {
      postTopic: 'Own usage reports for every user',
      targetAudience: 'Office managers',
      toneOfVoice: 'professional',
    },
  });
  expect(generated.status).toBe(200);

  await page.goto(urlFor('demo', '/admin/reports'));
  await expect(page.getByRole('heading', { name: 'Usage Reports', level: 1 })).toBeVisible();
  await expect(page.getByText('Your own usage')).toBeVisible();
  const byAssistant = page.getByRole('list', { name: 'My generations by assistant' });
  await expect(byAssistant.getByRole('listitem')).not.toHaveCount(0);
  await expect(page.getByRole('list', { name: 'My daily activity' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'My last sign-ins' })).toBeVisible();
  // No company-wide figures for a user.
  await expect(page.getByRole('tab', { name: 'User Activity' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // The API: own figures only, whatever is named; the admin endpoints stay closed.
  const mine = await api(page, 'GET', '/api/reports/me?days=7');
  expect(mine.status).toBe(200);
  expect(JSON.parse(mine.text).username).toBe('demo-user');
  const named = await api(page, 'GET', '/api/reports/me?days=7&user=demo-admin&userId=1');
  expect(named.status).toBe(200);
  expect(JSON.parse(named.text).username).toBe('demo-user');
  expect(named.text).not.toContain('demo-admin');
  for (const url of ['/api/admin/reports/user-stats', '/api/admin/reports/activity']) {
    expect((await api(page, 'GET', url)).status, url).toBe(403);
  }

  // Other admin pages stay not-found for a user.
  await page.goto(urlFor('demo', '/admin/users'));
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});
