import type { Page } from '@playwright/test';
import { expect, PASSWORDS, seriousViolations, signIn, test, textbox, urlFor } from './fixtures.js';
import {
  CHOSEN_PASSWORD,
  createOwnCompany,
  openSettingsSection,
} from './company-settings-setup.js';

const card = (page: Page) => page.getByRole('form', { name: 'Brand voice' });

for (const width of [1440, 390]) {
  test(`an admin sets the brand voice, sees what is sent, and the workspace uses it (${width} px)`, async ({
    page,
    playwright,
  }) => {
    const own = await createOwnCompany(playwright, { changePassword: true });
    await signIn(page, own.username, CHOSEN_PASSWORD, own.companyId);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(urlFor(own.companyId, '/admin/company-settings'));
    await openSettingsSection(page, 'Brand Voice');
    await expect(page.getByRole('heading', { name: 'Brand Voice', level: 2 })).toBeVisible();
    const voice = card(page);
    await expect(voice.getByText('Nothing yet: fill in a field')).toBeVisible();

    await voice.getByLabel('Tone').fill('Warm and a little cheeky');
    await voice.getByLabel('Audience').fill('Office lunch buyers');
    await voice.getByLabel('Words to avoid').fill('artisanal\nsynergy');
    await voice.getByRole('button', { name: 'Add example' }).click();
    await voice.getByLabel('Example 1 text').fill('Ovens on at 5am.');
    // The live example is exactly what the automation will receive (its JSON on demand).
    const preview = voice.getByTestId('brand-preview');
    await voice.getByRole('button', { name: 'The brand field as JSON' }).click();
    await expect(preview).toBeVisible();
    expect(JSON.parse((await preview.textContent()) ?? '')).toEqual({
      brand: {
        audience: 'Office lunch buyers',
        tone: 'Warm and a little cheeky',
        wordsToAvoid: ['artisanal', 'synergy'],
        examples: [{ title: '', text: 'Ovens on at 5am.' }],
      },
    });
    // Too long: said under the field, nothing sent.
    await voice.getByLabel('Audience').fill('x'.repeat(2001));
    await expect(voice.getByText('At most 2,000 characters')).toBeVisible();
    await voice.getByLabel('Audience').fill('Office lunch buyers');
    await voice.getByRole('button', { name: 'Save Brand Voice' }).click();
    await expect(page.getByText('Brand voice saved', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.reload();
    await expect(card(page).getByLabel('Tone')).toHaveValue('Warm and a little cheeky');
    await expect(card(page).getByLabel('Words to avoid')).toHaveValue('artisanal\nsynergy');

    // The workspace says the voice is applied, and the demo automation's answer shows it.
    await page.goto(urlFor(own.companyId, '/assistants/facebook'));
    await expect(page.getByText("Your company's brand voice is applied")).toBeVisible();
    await textbox(page, 'Post Topic').fill('Our new sourdough loaf');
    await textbox(page, 'Target Audience').fill('Neighbours');
    await page.getByRole('button', { name: 'Generate Post' }).click();
    await expect(page.getByText('Tone: Warm and a little cheeky', { exact: false })).toBeVisible({
      timeout: 20_000,
    });
  });
}

test("operator staff edit a company's brand voice from its settings", async ({
  page,
  playwright,
}) => {
  const own = await createOwnCompany(playwright, { changePassword: false });
  await signIn(page, 'admin', PASSWORDS.admin, 'platform-admin');
  await page.goto(urlFor('platform-admin', `/admin/companies/${own.companyId}/settings`));
  await openSettingsSection(page, 'Brand Voice');
  const voice = card(page);
  await voice.getByLabel('About the company').fill('A family bakery since 1962');
  await voice.getByRole('button', { name: 'Save Brand Voice' }).click();
  await expect(page.getByText('Brand voice saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(card(page).getByLabel('About the company')).toHaveValue(
    'A family bakery since 1962',
  );
});
