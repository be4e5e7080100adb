import type { Page } from '@playwright/test';
import { CHOSEN_PASSWORD, createOwnCompany, type OwnCompany } from './company-settings-setup.js';
import { expect, PASSWORDS, seriousViolations, signIn, test, textbox, urlFor } from './fixtures.js';
import { startStreamingAutomation, type StreamingAutomation } from './streaming-automation.js';

// Generations as jobs, in the browser: a real local automation answers like n8n's streaming
// Webhook node, one line at a time, each line released by the test.
let own: OwnCompany;
let automation: StreamingAutomation;

test.beforeAll(async ({ playwright }) => {
  automation = await startStreamingAutomation();
  own = await createOwnCompany(playwright, { changePassword: true });
  const api = await playwright.request.newContext({ baseURL: urlFor(null) });
  expect(
    (
      await api.post('/api/auth/login', { data: { username: 'admin', password: PASSWORDS.admin } })
    ).ok(),
  ).toBe(true);
  const saved = await api.post(`/api/company-webhooks/${own.companyId}`, {
    data: {
      facebook: { webhookUrl: automation.url('/facebook') },
      blog: { webhookUrl: automation.url('/blog') },
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await api.dispose();
});

test.afterAll(async () => {
  await automation.close();
});

const content = (page: Page) => page.getByTestId('generated-content');
const toast = (page: Page) => page.locator('[data-slot="toast"]');

async function startFacebookPost(page: Page, topic: string) {
  await page.goto(urlFor(own.companyId, '/assistants/facebook'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Facebook Post Generator');
  await textbox(page, 'Post Topic').fill(topic);
  await textbox(page, 'Target Audience').fill('Dentists');
  await page.getByRole('button', { name: 'Generate Post' }).click();
  const call = await automation.nextCall();
  expect(call.path).toBe('/facebook');
  return call;
}

test.beforeEach(async ({ page }) => {
  await signIn(page, own.username, CHOSEN_PASSWORD, own.companyId);
});

test('the first words show while the automation still writes, formatted, then the whole post', async ({
  page,
}) => {
  const call = await startFacebookPost(page, 'Backup basics');
  call.send('**Hook:** First words of the post.');
  // The automation has not finished: the words are there, with the elapsed time and Stop.
  await expect(content(page)).toContainText('First words of the post.');
  await expect(content(page).locator('strong')).toHaveText('Hook:');
  await expect(page.getByTestId('elapsed-time')).toHaveText(/^\d+:\d\d$/);
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generating...' })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);

  call.send(' Then <img src=x onerror="window.hacked=1">the rest.');
  await expect(content(page)).toContainText('the rest.');
  expect(await content(page).locator('img').count()).toBe(0);
  call.end();

  await expect(toast(page)).toContainText('Content generated');
  await expect(toast(page)).toContainText('Your content is ready.');
  await expect(page.getByRole('button', { name: 'Stop' })).toBeHidden();
  await expect(content(page)).toContainText('First words of the post.');
  await expect(content(page)).toContainText('the rest.');
  await expect(page.getByRole('button', { name: 'Generate Post' })).toBeEnabled();
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();

  // A revision streams the same way, then keeps the original behind the switch.
  await page.getByRole('tab', { name: 'Revision' }).click();
  await page
    .getByRole('textbox', { name: 'What would you like to change?' })
    .fill('Make it shorter');
  await page.getByRole('button', { name: 'Revise Content' }).click();
  const revision = await automation.nextCall();
  expect(revision.body.revisionRequest).toBe('Make it shorter');
  revision.send('Shorter words, still arriving.');
  await expect(content(page)).toContainText('Shorter words, still arriving.');
  await expect(page.getByText('Revising your content...')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  revision.end();
  await expect(toast(page)).toContainText('Content revised');
  await expect(page.getByRole('button', { name: 'Original' })).toBeVisible();
  await expect(content(page)).toHaveText('Shorter words, still arriving.');
});

test('the words stay from the first one to the result: the spinner never comes back between', async ({
  page,
}) => {
  const call = await startFacebookPost(page, 'Steady words');
  await expect(page.getByTestId('results-waiting')).toBeVisible();
  // What the results panel shows after each change of the page, in order (repeats left out).
  await page.evaluate(() => {
    const states: string[] = [];
    (window as { panelStates?: string[] }).panelStates = states;
    const shows = (selector: string) => document.querySelector(selector) !== null;
    new MutationObserver(() => {
      const state = [
        shows('[data-testid="results-waiting"]') && 'waiting',
        shows('[data-testid="generated-content"]') && 'text',
        shows('[data-slot="toast"]') && 'toast',
      ]
        .filter(Boolean)
        .join('+');
      if (states.at(-1) !== state) states.push(state);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  call.send('First words.');
  await expect(content(page)).toContainText('First words.');
  call.send(' Last words.');
  await expect(content(page)).toContainText('Last words.');
  call.end();
  await expect(toast(page)).toContainText('Content generated');
  await expect(content(page)).toContainText('First words. Last words.');
  const states = await page.evaluate(() => (window as { panelStates?: string[] }).panelStates);
  // The first words replace the spinner; the finished post replaces the streamed words, in the
  // same moment as the toast that announces it.
  expect(states?.slice(states.indexOf('text'))).toEqual(['text', 'text+toast']);
});

test('Stop closes the automation call and keeps the text written so far, marked Stopped', async ({
  page,
}) => {
  const call = await startFacebookPost(page, 'Words to stop');
  call.send('Words before the stop.');
  await expect(content(page)).toContainText('Words before the stop.');
  await page.getByRole('button', { name: 'Stop' }).click();
  await call.aborted;
  await expect(page.getByRole('button', { name: 'Stop' })).toBeHidden();
  await expect(toast(page)).toContainText('Generation stopped');
  await expect(page.getByTestId('result-stopped')).toHaveText('Stopped');
  await expect(content(page)).toContainText('Words before the stop.');
  await expect(page.getByText('No content generated yet')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Generate Post' })).toBeEnabled();
  // The text reached the history as a stopped item.
  const history = await page.evaluate(async () => {
    const res = await fetch('/api/history');
    return (await res.json()) as { items: { content: string; stopped: boolean }[] };
  });
  const kept = history.items.find((item) => item.content.includes('Words before the stop.'));
  expect(kept?.stopped).toBe(true);
  // History marks it as stopped, and a reload shows it again, still marked.
  await page.getByRole('button', { name: 'History' }).click();
  const panel = page.getByRole('dialog', { name: 'History' });
  const row = panel.getByTestId('history-item').filter({ hasText: 'Words before the stop.' });
  await expect(row.getByTestId('history-item-stopped')).toHaveText('Stopped');
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByTestId('result-stopped')).toHaveText('Stopped');
  await expect(content(page)).toContainText('Words before the stop.');
  // Regenerate runs the same inputs again.
  await page.getByRole('button', { name: 'Regenerate' }).click();
  const again = await automation.nextCall();
  expect((again.body as { formData: { postTopic: string } }).formData.postTopic).toBe(
    'Words to stop',
  );
  again.send('A whole new post.');
  again.end();
  await expect(toast(page)).toContainText('Content generated');
  await expect(page.getByTestId('result-stopped')).toBeHidden();
});

test('a reload mid-run, and other tabs, still get the progress and the result', async ({
  page,
  context,
}) => {
  // A tab already open on the assistant follows a job another tab starts.
  const open = await context.newPage();
  await open.goto(urlFor(own.companyId, '/assistants/facebook'));
  await expect(open.getByText('No content generated yet')).toBeVisible();
  const call = await startFacebookPost(page, 'Reload me');
  call.send('Before the reload.');
  await expect(content(page)).toContainText('Before the reload.');
  await expect(content(open)).toContainText('Before the reload.');

  await page.reload();
  await expect(content(page)).toContainText('Before the reload.');
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  // A tab opened mid-run finds it too.
  const later = await context.newPage();
  await later.goto(urlFor(own.companyId, '/assistants/facebook'));
  await expect(content(later)).toContainText('Before the reload.');

  call.send(' After the reload.');
  call.end();
  for (const tab of [page, open, later]) {
    await expect(toast(tab)).toContainText('Content generated');
    await expect(content(tab)).toContainText('Before the reload. After the reload.');
  }
  await open.close();
  await later.close();
});

test('leaving the assistant clears the view; coming back shows the result it missed', async ({
  page,
}) => {
  const call = await startFacebookPost(page, 'Come back');
  call.send('Written while away.');
  await expect(content(page)).toContainText('Written while away.');
  const sidebar = page.getByRole('complementary', { name: 'Main navigation' });
  await sidebar.getByRole('link', { name: 'Blog Article', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Article Generator');
  await expect(page.getByText('No content generated yet')).toBeVisible();
  call.end();

  await sidebar.getByRole('link', { name: 'Facebook', exact: true }).click();
  await expect(toast(page)).toContainText('Content generated');
  await expect(content(page)).toContainText('Written while away.');
  // The form kept its inputs.
  await expect(textbox(page, 'Post Topic')).toHaveValue('Come back');
});
