import { randomBytes } from 'node:crypto';
import { test, type Page } from '@playwright/test';
import pg from 'pg';
import { appEnv, signInOverHttp, startApp, type AppProcess } from '../support/app-process.js';
import { expect, PASSWORDS } from './fixtures.js';

// A comment reaches an open text live across app instances (docs/product.md#notifications):
// two app processes (the built bundle) on one PostgreSQL database; the author has the item
// open in a browser on instance B, the reviewer comments through instance A's API, and the
// comments panel and the bell on B follow without a reload (the instance bus, then the
// notifications stream refreshing the item's review views).

/** The local PostgreSQL server (a scratch database is made on it and dropped at the end). */
const SERVER_URL = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let admin: pg.Client | undefined;
let database: string | undefined;
const apps: AppProcess[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 5_000 });
  // PostgreSQL runs wherever the suite runs (CI included): without it this proof must fail,
  // not pass unseen.
  await client.connect().catch((err: Error) => {
    throw new Error(
      `needs PostgreSQL at ${new URL(SERVER_URL).host} (E2E_POSTGRES_URL): ${err.message}`,
    );
  });
  admin = client;
  database = `copydesk_e2e_instances_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE "${database}"`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${database}`;
  const env = appEnv({
    DATABASE_URL: url.toString(),
    WEB_DIST_DIR: process.env.E2E_WEB_DIR ?? 'dist/web',
    DEMO_DELAY_MS: '150',
  });
  // One after the other: the first makes the schema and seeds the demo company.
  apps.push(await startApp(env));
  apps.push(await startApp(env));
});

test.afterAll(async () => {
  await Promise.all(apps.map((app) => app.stop()));
  if (admin && database) await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await admin?.end();
});

const at = (app: AppProcess, path: string) => `http://demo.localhost:${app.port}${path}`;

async function signInOn(page: Page, app: AppProcess, username: string, password: string) {
  await page.goto(at(app, '/login'));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByTestId('footer-username')).toBeVisible();
}

test('a comment made on one instance shows on an item open on another, without a reload', async ({
  page,
}) => {
  const [appA, appB] = apps as [AppProcess, AppProcess];

  // demo-user writes a post on B and asks demo-admin to review it.
  const author = await signInOverHttp(appB.origin, 'demo', 'demo-user', PASSWORDS['demo-user']);
  const topic = `Opening hours ${randomBytes(3).toString('hex')}`;
  const generated = await author.post('/api/generate', {
    assistantType: 'facebook',
    formData: { postTopic: topic, targetAudience: 'Dental practices', toneOfVoice: 'professional' },
    sessionId: `instances-${randomBytes(4).toString('hex')}`,
  });
  expect(generated.status, await generated.clone().text()).toBe(200);
  const { historyId: id, content } = (await generated.json()) as {
    historyId: number;
    content: string;
  };
  const people = (await (await author.get('/api/reviews/people')).json()) as {
    people: { id: number; username: string }[];
  };
  const reviewerId = people.people.find((p) => p.username === 'demo-admin')!.id;
  const asked = await author.post(`/api/history/${id}/review`, {
    reviewerIds: [reviewerId],
    baseVersion: 1,
  });
  expect(asked.status, await asked.clone().text()).toBe(200);

  // The author has it open on B, its notifications stream connected.
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInOn(page, appB, 'demo-user', PASSWORDS['demo-user']);
  const streaming = page.waitForResponse(
    (res) => res.url().includes('/api/notifications/events') && res.status() === 200,
  );
  await page.goto(at(appB, `/assistants/facebook?item=${id}`));
  await streaming;
  const reviewBar = page.getByTestId('review-bar');
  await expect(reviewBar.getByTestId('review-status')).toHaveText('In review');
  const panel = page.getByTestId('comments-panel');
  await expect(panel.getByRole('heading', { name: 'Comments (0)' })).toBeVisible();
  const sidebar = page.getByRole('complementary', { name: 'Main navigation' });
  await expect(sidebar.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  // Set on this document: still there at the end means the page was never reloaded.
  await page.evaluate(() => Object.assign(window, { keptDocument: true }));

  // demo-admin comments on a passage, through A's API (plain HTTP with their session cookie).
  const [quote] = /[A-Za-z][A-Za-z ]{23}/.exec(content) ?? [];
  expect(quote, `a plain passage in: ${content}`).toBeTruthy();
  const start = content.indexOf(quote!);
  const reviewer = await signInOverHttp(appA.origin, 'demo', 'demo-admin', PASSWORDS['demo-admin']);
  const said = `Check the dates here ${randomBytes(2).toString('hex')}`;
  const commented = await reviewer.post(`/api/history/${id}/comments`, {
    body: said,
    anchor: { start, end: start + quote!.length, quote },
  });
  expect(commented.status, await commented.clone().text()).toBe(200);
  const comment = (await commented.json()) as { id: number };

  // B's page follows: the thread in the panel, its passage highlighted, the bell counts it.
  const thread = panel.getByTestId('comment-thread');
  await expect(thread).toHaveCount(1, { timeout: 5_000 });
  await expect(thread).toContainText(said);
  await expect(thread).toHaveAttribute('data-thread', String(comment.id));
  await expect(panel.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
  await expect(
    page.getByTestId('generated-content').locator(`mark[data-comment-mark="${comment.id}"]`),
  ).not.toHaveCount(0);
  await expect(sidebar.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  await expect(page.getByTestId('timeline')).toContainText('Commented');
  expect(await page.evaluate(() => 'keptDocument' in window)).toBe(true);
});
