import type { Page } from '@playwright/test';
import { expect, seriousViolations, signIn, test, urlFor } from './fixtures.js';

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const content = (page: Page) => page.getByTestId('generated-content');

async function generateFacebookPost(page: Page, topic: string) {
  await page.getByRole('link', { name: 'Facebook', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Facebook Post Generator');
  await textbox(page, 'Post Topic').fill(topic);
  await textbox(page, 'Target Audience').fill('Shop owners');
  await page.getByRole('button', { name: 'Generate Post' }).click();
  await expect(page.getByText('Content generated', { exact: true })).toBeVisible();
}

test('markup a webhook sends back is shown as text and never runs', async ({ page, staff }) => {
  await signIn(page, staff.username, staff.password);
  const attack = '<img src=x onerror="window.pwned=1"><script>window.pwned=2</script>';
  await generateFacebookPost(page, attack);
  await expect(content(page)).toContainText('<img src=x onerror="window.pwned=1">');
  await expect(content(page).locator('img, script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { pwned?: unknown }).pwned)).toBeUndefined();
});

test('a history item loads into the results panel and the form', async ({ page, staff }) => {
  await signIn(page, staff.username, staff.password);
  const topic = `History check ${Date.now()}`;
  await generateFacebookPost(page, topic);
  // Another assistant: the result goes; loading the item brings it and its form data back.
  const sidebar = page.getByRole('complementary', { name: 'Main navigation' });
  await sidebar.getByRole('link', { name: 'Blog Article', exact: true }).click();
  await expect(page.getByText('No content generated yet')).toBeVisible();
  await page.getByRole('button', { name: 'History', exact: true }).click();
  const item = page.getByTestId('history-item').filter({ hasText: topic });
  await item.getByRole('button', { name: /^Load Facebook content/ }).click();
  await expect(page.getByText('Content loaded', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Facebook Post Generator');
  await expect(content(page)).toContainText(new RegExp(topic, 'i'));
  await expect(textbox(page, 'Post Topic')).toHaveValue(topic);
  await expect(textbox(page, 'Target Audience')).toHaveValue('Shop owners');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the workspace fits the screen and generates through the pills', async ({ page, staff }) => {
    // The sidebar (and its footer) is hidden on phones: sign in through the form directly.
    await page.goto(urlFor('demo', '/login'));
    await page.getByLabel('Username').fill(staff.username);
    await page.getByLabel('Password', { exact: true }).fill(staff.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await page
      .getByRole('group', { name: 'Assistants' })
      .getByRole('link', { name: 'Facebook' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Facebook Post Generator');
    await textbox(page, 'Post Topic').fill('Phishing emails that look real');
    await textbox(page, 'Target Audience').fill('Receptionists');
    await page.getByRole('button', { name: 'Generate Post' }).click();
    await expect(page.getByText('Content generated', { exact: true })).toBeVisible();
    await expect(content(page)).toContainText(/phishing emails that look real/i);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // No pointer rests on a button on a phone (the hover colour is the lighter secondary).
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
