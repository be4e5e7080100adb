import type { Page } from '@playwright/test';
import { CHOSEN_PASSWORD, createOwnCompany, type OwnCompany } from './company-settings-setup.js';
import {
  choose,
  createStaff,
  expect,
  openAssistant,
  PASSWORDS,
  seriousViolations,
  signIn,
  test,
  textbox,
  urlFor,
} from './fixtures.js';
import { startStreamingAutomation, type StreamingAutomation } from './streaming-automation.js';

/**
 * Nothing typed is lost: each assistant's form keeps its inputs per company and user
 * through switching, reloading and reopening, until "Clear form"; a reload during a generation
 * shows the inputs it was started with; the app reopened at `/` returns to the last assistant.
 */

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const tone = (page: Page) => page.getByRole('combobox', { name: 'Tone of Voice', exact: true });
/** React's own form has replaced the server's inert first paint (which shows the defaults). */
const formDrawn = (page: Page) => expect(page.locator('[data-painted-form]')).toHaveCount(0);

async function expectFacebookInputs(
  page: Page,
  topic: string,
  audience: string,
  toneLabel: string,
) {
  await formDrawn(page);
  await expect(textbox(page, 'Post Topic')).toHaveValue(topic);
  await expect(textbox(page, 'Target Audience')).toHaveValue(audience);
  await expect(tone(page)).toHaveText(toneLabel);
}

test('each form keeps its inputs through switching, reload and reopening, until cleared', async ({
  page,
  context,
  staff,
}) => {
  await signIn(page, staff.username, staff.password);
  await openAssistant(page, 'Facebook', 'Facebook Post Generator');
  await textbox(page, 'Post Topic').fill('Backups for dental offices');
  await textbox(page, 'Target Audience').fill('Dentists');
  await choose(page, 'Tone of Voice', 'Humorous');
  await openAssistant(page, 'Blog Article', 'Blog Article Generator');
  await textbox(page, 'Article Topic').fill('How to back up an accounting office');

  await openAssistant(page, 'Facebook', 'Facebook Post Generator');
  await expectFacebookInputs(page, 'Backups for dental offices', 'Dentists', 'Humorous');
  await page.reload();
  await expectFacebookInputs(page, 'Backups for dental offices', 'Dentists', 'Humorous');
  await page.close();

  // Reopened at its root address, the app returns to the last assistant used...
  const reopened = await context.newPage();
  await reopened.goto(urlFor('demo', '/'));
  await expect(reopened).toHaveURL(urlFor('demo', '/assistants/facebook'));
  await expect(heading(reopened)).toHaveText('Facebook Post Generator');
  await expectFacebookInputs(reopened, 'Backups for dental offices', 'Dentists', 'Humorous');
  // ...while a link to an assistant still opens that assistant, with its own inputs.
  const linked = await context.newPage();
  await linked.goto(urlFor('demo', '/assistants/blog'));
  await expect(heading(linked)).toHaveText('Blog Article Generator');
  await formDrawn(linked);
  await expect(textbox(linked, 'Article Topic')).toHaveValue('How to back up an accounting office');
  await linked.close();

  // Clear form: the defaults again, no messages, and nothing kept for a reload.
  expect(await seriousViolations(reopened)).toEqual([]);
  await reopened.getByRole('button', { name: 'Clear form' }).click();
  await expectFacebookInputs(reopened, '', '', 'Professional');
  const form = reopened.getByRole('form', { name: 'Facebook Post Details' });
  await expect(form.getByRole('alert')).toHaveCount(0);
  await reopened.reload();
  await expectFacebookInputs(reopened, '', '', 'Professional');
  // Only that form was cleared.
  await openAssistant(reopened, 'Blog Article', 'Blog Article Generator');
  await expect(textbox(reopened, 'Article Topic')).toHaveValue(
    'How to back up an accounting office',
  );
});

test('inputs and the last assistant are kept per user, never shown to another', async ({
  page,
  context,
  staff,
  playwright,
}) => {
  const other = await createStaff(playwright);
  await signIn(page, staff.username, staff.password);
  await openAssistant(page, 'Facebook', 'Facebook Post Generator');
  await textbox(page, 'Post Topic').fill('Only for the first user');

  // Another user signs in in the same browser and opens the app in a new tab.
  await context.clearCookies();
  await signIn(page, other.username, other.password);
  const fresh = await context.newPage();
  await fresh.goto(urlFor('demo', '/'));
  await formDrawn(fresh);
  await expect(heading(fresh)).toHaveText('Topic Generator');
  await expect(fresh).toHaveURL(urlFor('demo', '/'));
  await openAssistant(fresh, 'Facebook', 'Facebook Post Generator');
  await expectFacebookInputs(fresh, '', '', 'Professional');

  // The first user, back, finds theirs.
  await context.clearCookies();
  await signIn(fresh, staff.username, staff.password);
  await openAssistant(fresh, 'Facebook', 'Facebook Post Generator');
  await expect(textbox(fresh, 'Post Topic')).toHaveValue('Only for the first user');
});

test.describe('during a generation', () => {
  let own: OwnCompany;
  let automation: StreamingAutomation;

  test.beforeAll(async ({ playwright }) => {
    automation = await startStreamingAutomation();
    own = await createOwnCompany(playwright, { changePassword: true });
    const api = await playwright.request.newContext({ baseURL: urlFor(null) });
    const login = await api.post('/api/auth/login', {
      data: { username: 'admin', password: PASSWORDS.admin },
    });
    expect(login.ok()).toBe(true);
    const saved = await api.post(`/api/company-webhooks/${own.companyId}`, {
      data: { facebook: { webhookUrl: automation.url('/facebook') } },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    await api.dispose();
  });

  test.afterAll(async () => {
    await automation.close();
  });

  test('a reload, or another device, shows the inputs the generation was started with', async ({
    page,
    browser,
  }) => {
    await signIn(page, own.username, CHOSEN_PASSWORD, own.companyId);
    await page.goto(urlFor(own.companyId, '/assistants/facebook'));
    await textbox(page, 'Post Topic').fill('Started with this topic');
    await textbox(page, 'Target Audience').fill('Dentists');
    await page.getByRole('button', { name: 'Generate Post' }).click();
    const call = await automation.nextCall();
    call.send('First words.');
    const content = page.getByTestId('generated-content');
    await expect(content).toContainText('First words.');

    // Typed after the start: not what the running generation was made from.
    await textbox(page, 'Post Topic').fill('Typed while it runs');
    await page.reload();
    await expect(content).toContainText('First words.');
    await expectFacebookInputs(page, 'Started with this topic', 'Dentists', 'Professional');

    // Another device of the same user, opened meanwhile, shows them too.
    const device = await browser.newContext();
    const elsewhere = await device.newPage();
    await signIn(elsewhere, own.username, CHOSEN_PASSWORD, own.companyId);
    await elsewhere.goto(urlFor(own.companyId, '/assistants/facebook'));
    await expect(elsewhere.getByTestId('generated-content')).toContainText('First words.');
    await expectFacebookInputs(elsewhere, 'Started with this topic', 'Dentists', 'Professional');

    call.end();
    await expect(page.getByText('Content generated', { exact: true })).toBeVisible();
    await expect(textbox(page, 'Post Topic')).toHaveValue('Started with this topic');
    await device.close();
  });
});
