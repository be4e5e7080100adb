import type { Page } from '@playwright/test';
import { startOpenAiServer, type OpenAiServer } from '../support/openai-server.js';
import {
  CHOSEN_PASSWORD,
  createOwnCompany,
  openSettingsSection,
} from './company-settings-setup.js';
import { expect, PASSWORDS, seriousViolations, signIn, test, textbox, urlFor } from './fixtures.js';

/**
 * A company connects a model directly (decision 058): an OpenAI-compatible endpoint of this
 * spec's own (the e2e server allows 127.0.0.1), tested, saved, then chosen per assistant on the
 * webhooks page. Each test has a company of its own; the platform default is only looked at,
 * since saving one would change how every other spec's companies generate.
 */
const API_KEY = 'sk-e2e-model-key-1234';
let openAi: OpenAiServer;

test.beforeAll(async () => {
  openAi = await startOpenAiServer({ apiKey: API_KEY, models: ['gpt-e2e', 'gpt-e2e-mini'] });
});
test.afterAll(async () => {
  await openAi.close();
});

const card = (page: Page) => page.getByRole('form', { name: 'Model connection' });
const runsOn = (page: Page, assistant: string) =>
  page.getByRole('radiogroup', { name: `${assistant} runs on` });
const toastTitled = (page: Page, title: string) => page.getByText(title, { exact: true });

for (const width of [1440, 390]) {
  test(`an admin connects a model, tests it, saves it and picks what runs on it (${width} px)`, async ({
    page,
    playwright,
  }) => {
    const own = await createOwnCompany(playwright, { changePassword: true });
    await signIn(page, own.username, CHOSEN_PASSWORD, own.companyId);
    await page.setViewportSize({ width, height: 900 });

    // Without a model, "Model" is off on the webhooks page, with the way to connect one.
    await page.goto(urlFor(own.companyId, '/admin/settings'));
    const facebook = runsOn(page, 'Facebook');
    await expect(facebook.getByRole('radio', { name: 'Automation' })).toBeChecked();
    await expect(facebook.getByRole('radio', { name: 'Model' })).toBeDisabled();
    const leads = runsOn(page, 'Lead Generator');
    await expect(leads.getByRole('radio', { name: 'Model' })).toBeDisabled();
    await expect(page.getByText(/searches maps and websites/)).toBeVisible();
    await page
      .getByTestId('runs-on-facebook')
      .getByRole('link', { name: 'Connect one in Model Connection' })
      .click();

    // The link opens Company Settings on its Model section.
    await expect(page.getByRole('heading', { name: 'Model Connection', level: 2 })).toBeVisible();
    await expect(page.getByText(/No model is connected: every assistant runs/)).toBeVisible();
    const form = card(page);
    await form.getByLabel('Base URL').fill(openAi.baseUrl);
    await form.getByLabel('API key').fill(API_KEY);
    await form.getByLabel('Model', { exact: true }).fill('gpt-e2e');
    await form.getByLabel('Label (optional)').fill('Our test model');
    await form.getByLabel('Input tokens').fill('0.4');
    await form.getByLabel('Output tokens').fill('1.6');

    // The test runs the unsaved values: the model's answer, the time, the models found.
    const chatsBefore = openAi.chats.length;
    await form.getByRole('button', { name: 'Test Connection' }).click();
    const result = form.getByTestId('model-connection-test-result');
    await expect(result).toContainText('The model answered:');
    await expect(result).toContainText(/The model gpt-e2e answered in \d+ ms/);
    await expect(result).toContainText('2 models found: gpt-e2e, gpt-e2e-mini');
    expect(openAi.chats.length).toBeGreaterThan(chatsBefore);
    expect(openAi.chats.at(-1)?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(await seriousViolations(page)).toEqual([]);

    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toastTitled(page, 'Model connection saved')).toBeVisible();
    await page.reload();
    await openSettingsSection(page, 'Model');
    await expect(card(page).getByLabel('Model', { exact: true })).toHaveValue('gpt-e2e');
    await expect(card(page).getByLabel('API key')).toHaveValue('');
    await expect(card(page).getByLabel('API key')).toHaveAttribute('placeholder', /1234$/);
    await expect(card(page).getByLabel('Output tokens')).toHaveValue('1.6');
    await expect(card(page).getByRole('button', { name: 'Remove' })).toBeVisible();

    // The stored connection tests as stored, with the key that was saved.
    await card(page).getByRole('button', { name: 'Test Connection' }).click();
    await expect(card(page).getByTestId('model-connection-test-result')).toContainText(
      'The model answered:',
    );

    // On the webhooks page the model applies now: Facebook (own webhook) stays on its
    // automation until switched; switched to the model and back, each saved with the page.
    await page.goto(urlFor(own.companyId, '/admin/settings'));
    const fb = runsOn(page, 'Facebook');
    await expect(page.getByTestId('runs-on-facebook')).toContainText('Model: Our test model');
    await expect(fb.getByRole('radio', { name: 'Automation' })).toBeChecked();
    await expect(
      runsOn(page, 'Lead Generator').getByRole('radio', { name: 'Model' }),
    ).toBeDisabled();
    await fb.getByText('Model', { exact: true }).click();
    await expect(fb.getByRole('radio', { name: 'Model' })).toBeChecked();
    await expect(page.getByText('You have unsaved changes')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toastTitled(page, 'Settings saved')).toBeVisible();
    await page.reload();
    await expect(runsOn(page, 'Facebook').getByRole('radio', { name: 'Model' })).toBeChecked();

    // Facebook now writes with the model: its words arrive while the model is still writing.
    await page.goto(urlFor(own.companyId, '/assistants/facebook'));
    await expect(page.locator('[data-painted-form]')).toHaveCount(0);
    await textbox(page, 'Post Topic').fill('Spring cleaning for laptops');
    await textbox(page, 'Target Audience').fill('Small offices');
    const held = openAi.holdNext();
    await page.getByRole('button', { name: 'Generate Post' }).click();
    await held.firstChunkSent;
    const results = page.getByTestId('results-content');
    await expect(results.getByText(/Here is real/).first()).toBeVisible();
    await expect(results.getByText(/A second paragraph/)).toHaveCount(0);
    held.release();
    await expect(results.getByText(/A second paragraph with/).first()).toBeVisible();
    const prompt = openAi.chats
      .at(-1)
      ?.body.messages.map((m) => m.content)
      .join('\n');
    expect(prompt).toContain('Spring cleaning for laptops');

    // And back to its automation.
    await page.goto(urlFor(own.companyId, '/admin/settings'));
    await runsOn(page, 'Facebook').getByText('Automation', { exact: true }).click();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toastTitled(page, 'Settings saved')).toBeVisible();
    await page.reload();
    await expect(runsOn(page, 'Facebook').getByRole('radio', { name: 'Automation' })).toBeChecked();
  });
}

test("operator staff see the platform default card and edit a company's card", async ({
  page,
  playwright,
}) => {
  const own = await createOwnCompany(playwright, { changePassword: false });
  await signIn(page, 'admin', PASSWORDS.admin, 'platform-admin');
  await page.goto(urlFor('platform-admin', '/platform-admin'));
  await page.getByRole('tab', { name: 'Platform Management' }).click();
  await expect(
    page.getByRole('heading', { name: 'Default Model Connection', level: 2 }),
  ).toBeVisible();
  await expect(card(page).getByLabel('Base URL')).toHaveAttribute(
    'placeholder',
    'https://api.openai.com/v1',
  );
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(urlFor('platform-admin', `/admin/companies/${own.companyId}/settings#model`));
  await expect(page.getByRole('heading', { name: 'Model Connection', level: 2 })).toBeVisible();
  await card(page).getByLabel('Base URL').fill(openAi.baseUrl);
  await card(page).getByLabel('API key').fill(API_KEY);
  await card(page).getByLabel('Model', { exact: true }).fill('gpt-e2e-mini');
  await card(page).getByRole('button', { name: 'Save' }).click();
  await expect(toastTitled(page, 'Model connection saved')).toBeVisible();
  await card(page).getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(toastTitled(page, 'Model connection removed')).toBeVisible();
  await expect(card(page).getByLabel('Model', { exact: true })).toHaveValue('');
});
