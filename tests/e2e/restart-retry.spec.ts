import { expect, signIn, test, textbox } from './fixtures.js';

/**
 * Generate during a rolling upgrade: the instance that gets the press answers 503
 * with Retry-After; the page sends the same request again, with the same Idempotency-Key, and
 * the user sees the post, never an error.
 */
test('a 503 while the server restarts is retried with the same Idempotency-Key', async ({
  page,
  staff,
}) => {
  await signIn(page, staff.username, staff.password);
  const keys: string[] = [];
  await page.route(
    (url) => url.pathname === '/api/generations',
    async (route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.continue();
      keys.push((await request.headerValue('idempotency-key')) ?? '');
      if (keys.length === 1) {
        return route.fulfill({
          status: 503,
          headers: { 'retry-after': '1', 'content-type': 'application/json' },
          body: JSON.stringify({
            message: 'This server is restarting. Please try again in a moment.',
          }),
        });
      }
      return route.continue();
    },
  );
  await page.getByRole('link', { name: 'Facebook' }).first().click();
  await textbox(page, 'Post Topic').fill('Backups for dental practices');
  await textbox(page, 'Target Audience').fill('Practice managers');
  await page.getByRole('button', { name: 'Generate Post' }).click();
  await expect(page.getByText('Content generated', { exact: true })).toBeVisible();
  await expect(page.getByText('This server is restarting')).toHaveCount(0);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
});
