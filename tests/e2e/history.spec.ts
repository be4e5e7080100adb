import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { format } from 'date-fns';
import { expect, PASSWORDS, seriousViolations, signIn, test } from './fixtures.js';

/** A topic no other test uses, so the item is found among whatever else the user has. */
const uniqueTopic = (label: string) => `${label} ${randomBytes(4).toString('hex')} backups`;

/**
 * Generates a Facebook post through the API from the page itself (its cookies, its host: Node
 * cannot resolve demo.localhost), with the page's current session ID.
 */
async function generateViaApi(page: Page, postTopic: string) {
  const result = await page.evaluate(async (topic) => {
    const res = await fetch('/api/generate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        assistantType: 'facebook',
        formData: {
          postTopic: topic,
          targetAudience: 'Dental practices',
          toneOfVoice: 'professional',
        },
        sessionId: localStorage.getItem('copydesk.sessionId.demo'),
      }),
    });
    return { status: res.status, text: await res.text() };
  }, postTopic);
  expect(result.status, result.text).toBe(200);
}

async function openHistory(page: Page) {
  await page.getByRole('button', { name: 'History' }).click();
  const panel = page.getByRole('dialog', { name: 'History' });
  await expect(panel).toBeVisible();
  return panel;
}

const itemRow = (scope: ReturnType<Page['getByRole']>, text: string) =>
  scope.getByTestId('history-item').filter({ hasText: text });

test('the History panel starts loading when the pointer reaches its button', async ({
  page,
  staff,
}) => {
  const panelCode = /\/history-panel-[\w-]+\.js$/;
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (panelCode.test(request.url())) fetched.push(request.url());
  });
  await signIn(page, staff.username, staff.password);
  const button = page.getByRole('button', { name: 'History' });
  await expect(button).toBeVisible();
  expect(fetched).toEqual([]);
  // Over the button, before any click: its module is on its way, so the click need not wait.
  const loading = page.waitForRequest(panelCode);
  await button.hover();
  await loading;
  await button.click();
  await expect(page.getByRole('dialog', { name: 'History' })).toBeVisible();
  expect(fetched).toHaveLength(1);
});

test('a generated post shows in History: favourite, load and delete it', async ({
  page,
  staff,
}) => {
  await signIn(page, staff.username, staff.password);
  const topic = uniqueTopic('Zebra');
  await page.getByRole('link', { name: 'Facebook' }).click();
  await page.getByLabel('Post Topic').fill(topic);
  await page.getByLabel('Target Audience').fill('Dental practices');
  await page.getByRole('button', { name: 'Generate Post' }).click();
  await expect(page.getByText('Content generated', { exact: true })).toBeVisible();

  let panel = await openHistory(page);
  await expect(panel.getByRole('tab', { name: 'All', selected: true })).toBeVisible();
  await expect(panel.getByRole('tab', { name: 'Favorites' })).toBeVisible();
  await expect(panel.getByRole('tab', { name: 'Facebook' })).toBeVisible();
  // Under today's heading, with its badge, time and preview.
  const today = panel.getByRole('region', { name: format(new Date(), 'MMMM d, yyyy') });
  await expect(
    today.getByRole('heading', { name: format(new Date(), 'MMMM d, yyyy') }),
  ).toBeVisible();
  const row = itemRow(today, topic);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Facebook');
  await expect(row).toContainText(format(new Date(), 'MMM d, yyyy'));
  await expect(row).toContainText(/\d{1,2}:\d{2} (AM|PM)/);
  await expect(row).toContainText(`${topic}: what dental practices need to know`);
  expect(await seriousViolations(page)).toEqual([]);

  // Favourite it, then find it under Favorites.
  await row.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(page.getByText('Favorite toggled', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
  await panel.getByRole('tab', { name: 'Favorites' }).click();
  await expect(itemRow(panel, topic)).toHaveCount(1);
  await panel.getByRole('tab', { name: 'Facebook' }).click();
  await expect(itemRow(panel, topic)).toHaveCount(1);

  // Clicking it loads it into the results panel and closes the panel.
  await itemRow(panel, topic)
    .getByRole('button', { name: /^Load Facebook content/ })
    .click();
  await expect(page.getByText('Content loaded', { exact: true })).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('main')).toContainText(
    `${topic}: what dental practices need to know`,
  );

  // Delete it after confirming; cancelling first keeps it.
  panel = await openHistory(page);
  await panel.getByRole('tab', { name: 'All' }).click();
  await itemRow(panel, topic).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(
    confirm.getByText('Are you sure you want to delete this content? This cannot be undone.'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(itemRow(panel, topic)).toHaveCount(1);
  await itemRow(panel, topic).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Content deleted', { exact: true })).toBeVisible();
  await expect(itemRow(panel, topic)).toHaveCount(0);
  await panel.getByRole('tab', { name: 'Favorites' }).click();
  await expect(itemRow(panel, topic)).toHaveCount(0);
});

test('the list loads the next page when scrolled to the end', async ({ page }) => {
  await signIn(page, 'demo-admin', PASSWORDS['demo-admin']);
  const marker = randomBytes(3).toString('hex');
  // 21 items: the first one made is never on the first page of 20.
  for (let i = 0; i < 21; i++) await generateViaApi(page, `Scroll ${marker} n${i}`);
  const panel = await openHistory(page);
  const list = panel.getByTestId('history-list');
  await expect(list).toHaveCSS('height', '500px');
  await expect(itemRow(panel, `Scroll ${marker} n20:`)).toHaveCount(1);
  const oldest = itemRow(panel, `Scroll ${marker} n0:`);
  await expect(oldest).toHaveCount(0);
  await expect(async () => {
    await list.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect(oldest).toHaveCount(1, { timeout: 1000 });
  }).toPass();
  await expect(
    panel.getByTestId('history-item').filter({ hasText: `Scroll ${marker} n` }),
  ).toHaveCount(21);
});

test('Clear Memory starts a new session ID, says so, and keeps the history', async ({
  page,
  staff,
}) => {
  await signIn(page, staff.username, staff.password);
  const topic = uniqueTopic('Memory');
  await generateViaApi(page, topic);
  const footer = page.getByTestId('footer-session-id');
  const before = await footer.innerText();
  expect(before).toMatch(/session_\w+/);

  await page.getByRole('button', { name: 'Clear Memory' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Clear Memory' }).click();
  await expect(page.getByText('Memory cleared', { exact: true })).toBeVisible();
  await expect(footer).not.toHaveText(before);
  await expect(footer).toContainText('session_');
  const stored = await page.evaluate(() => localStorage.getItem('copydesk.sessionId.demo'));
  expect(`Session: ${stored}`).toBe(await footer.innerText());

  // The new ID survives a reload, and the history made before is still listed.
  await page.reload();
  await expect(footer).toHaveText(`Session: ${stored}`);
  const panel = await openHistory(page);
  await expect(itemRow(panel, topic)).toHaveCount(1);
});

test('tabs follow the assistants the user may use; platform admins see every type', async ({
  page,
}) => {
  await signIn(page, 'demo-user', PASSWORDS['demo-user']);
  const sidebar = page.getByRole('complementary', { name: 'Main navigation' });
  const buttons = sidebar.getByRole('group', { name: 'Assistants' }).getByRole('link');
  await expect(buttons.first()).toBeVisible();
  const enabled = await buttons.allInnerTexts();
  let panel = await openHistory(page);
  await expect(panel.getByRole('tab')).toHaveText(['All', 'Favorites', ...enabled]);
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();

  await signIn(page, 'admin', PASSWORDS.admin, '');
  panel = await openHistory(page);
  await expect(panel.getByRole('tab')).toHaveText([
    'All',
    'Favorites',
    'Topic Generator',
    'Lead Generator',
    'Facebook',
    'LinkedIn',
    'Instagram',
    'Blog Article',
    'Newsletter',
    'Client Engagement',
    'Insight Amplifier',
    'Prospect Engagement',
    'Website Content',
  ]);
  await panel.getByRole('tab', { name: 'Prospect Engagement' }).click();
  await expect(panel.getByText('No content history found.')).toBeVisible();
});

test('an item deleted elsewhere: favourite and delete say so, and the list catches up', async ({
  page,
  staff,
}) => {
  await signIn(page, staff.username, staff.password);
  const first = uniqueTopic('Gone');
  const second = uniqueTopic('Gone too');
  await generateViaApi(page, first);
  await generateViaApi(page, second);
  const panel = await openHistory(page);
  const firstRow = itemRow(panel, first);
  const secondRow = itemRow(panel, second);
  await expect(firstRow).toHaveCount(1);
  await expect(secondRow).toHaveCount(1);

  // Another browser tab deletes an item while this list still shows it.
  const deleteBehindTheListsBack = (text: string) =>
    page.evaluate(async (needle) => {
      const list = await (await fetch('/api/history?limit=100')).json();
      const item = list.items.find((i: { content: string }) => i.content.includes(needle));
      return (await fetch(`/api/history/${item.id}`, { method: 'DELETE' })).status;
    }, text);

  expect(await deleteBehindTheListsBack(first)).toBe(200);
  await firstRow.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(page.getByText('Error updating favorite', { exact: true })).toBeVisible();
  await expect(page.getByText('History item not found', { exact: true })).toBeVisible();
  await expect(firstRow).toHaveCount(0);
  await expect(secondRow).toHaveCount(1);

  expect(await deleteBehindTheListsBack(second)).toBe(200);
  await secondRow.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Error deleting content', { exact: true })).toBeVisible();
  await expect(secondRow).toHaveCount(0);
});
