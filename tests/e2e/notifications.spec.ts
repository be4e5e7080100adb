import { randomBytes } from 'node:crypto';
import type { Page, PlaywrightWorkerArgs } from '@playwright/test';
import { expect, PASSWORDS, seriousViolations, signIn, test, urlFor } from './fixtures.js';

// Node does not resolve *.localhost: the API calls name the company in the query instead.
const q = '?company=demo';

/**
 * demo-admin generates a Facebook post on `topic` and asks `reviewer` to review it, through the
 * API (the review route tells the reviewer). Returns the item's id.
 */
async function askForReview(
  playwright: PlaywrightWorkerArgs['playwright'],
  reviewer: string,
  topic: string,
): Promise<number> {
  const admin = await playwright.request.newContext({ baseURL: urlFor(null) });
  try {
    const login = await admin.post(`/api/auth/login${q}`, {
      data: { username: 'demo-admin', password: PASSWORDS['demo-admin'] },
    });
    expect(login.ok(), await login.text()).toBe(true);
    const generated = await admin.post(`/api/generate${q}`, {
      data: {
        assistantType: 'facebook',
        formData: {
          postTopic: topic,
          targetAudience: 'Dental practices',
          toneOfVoice: 'professional',
        },
        sessionId: `notifications-${randomBytes(4).toString('hex')}`,
      },
    });
    expect(generated.status(), await generated.text()).toBe(200);
    const history = await admin.get(`/api/history${q}&limit=20`);
    const items = (await history.json()).items as {
      id: number;
      formData: { postTopic?: string };
    }[];
    const item = items.find((i) => i.formData.postTopic === topic)!;
    const users = (await (await admin.get(`/api/admin/users${q}`)).json()) as {
      id: number;
      username: string;
    }[];
    const reviewerId = users.find((u) => u.username === reviewer)!.id;
    const asked = await admin.post(`/api/history/${item.id}/review${q}`, {
      data: { reviewerIds: [reviewerId], baseVersion: 1, note: 'Please check the dates' },
    });
    expect(asked.ok(), await asked.text()).toBe(true);
    return item.id;
  } finally {
    await admin.dispose();
  }
}

const topicOf = (label: string) => `${label} ${randomBytes(3).toString('hex')}`;

async function openList(page: Page, bell: ReturnType<Page['getByRole']>) {
  await bell.click();
  const list = page.getByRole('dialog', { name: 'Notifications' });
  await expect(list).toBeVisible();
  return list;
}

test('the bell counts a review request live; choosing it marks it read and opens the item', async ({
  page,
  playwright,
  staff,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, staff.username, staff.password);
  const sidebar = page.getByRole('complementary', { name: 'Main navigation' });
  await expect(sidebar.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  const topic = topicOf('Spring post');
  const id = await askForReview(playwright, staff.username, topic);
  // Told live, without a reload.
  const bell = sidebar.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();

  const list = await openList(page, bell);
  const entry = list.getByRole('button', {
    name: new RegExp(`demo-admin asked you to review \u201c${topic}\u201d`),
  });
  await expect(entry).toBeVisible();
  await expect(entry).toHaveAttribute('data-unread', 'true');
  await expect(entry).toContainText('Please check the dates');
  await expect(entry).toContainText(/ago$/);
  expect(await seriousViolations(page)).toEqual([]);

  await entry.click();
  await expect(list).toBeHidden();
  // The workspace opens the item (`?item=`) and drops the parameter from the address.
  await expect(page).toHaveURL(/\/assistants\/facebook$/);
  expect(id).toBeGreaterThan(0);
  await expect(sidebar.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  const again = await openList(page, sidebar.getByRole('button', { name: 'Notifications' }));
  await expect(again.locator('[data-unread]')).toHaveCount(0);
});

test('on a phone the top bar has the bell; Mark all as read clears the count', async ({
  page,
  playwright,
  staff,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await askForReview(playwright, staff.username, topicOf('First'));
  await askForReview(playwright, staff.username, topicOf('Second'));
  await page.goto(urlFor('demo', '/login'));
  await page.getByLabel('Username').fill(staff.username);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  const bell = page.getByRole('button', { name: 'Notifications, 2 unread' });
  await expect(bell).toBeVisible();
  const list = await openList(page, bell);
  await expect(list.locator('[data-unread]')).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);
  await list.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(list.locator('[data-unread]')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});

test('the account menu turns review emails off and on', async ({ page, staff }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, staff.username, staff.password);
  const sidebar = page.getByRole('complementary', { name: 'Main navigation' });
  const toggle = sidebar.getByRole('switch', { name: 'Email me about reviews' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await page.reload();
  await expect(sidebar.getByRole('switch', { name: 'Email me about reviews' })).not.toBeChecked();
  await sidebar.getByRole('switch', { name: 'Email me about reviews' }).click();
  await expect(sidebar.getByRole('switch', { name: 'Email me about reviews' })).toBeChecked();
});
