import type { Page } from '@playwright/test';
import { choose, expect, openAssistant, signIn, test, textbox } from './fixtures.js';

async function submit(page: Page, label: string) {
  await page.getByRole('button', { name: label, exact: true }).click();
  await expect(page.getByText('Content generated', { exact: true })).toBeVisible();
}

const content = (page: Page) => page.getByTestId('generated-content');

test.beforeEach(async ({ page, staff }) => {
  await signIn(page, staff.username, staff.password);
});

const EMAILS = [
  { name: 'Client Engagement', purpose: 'Client Appreciation', other: false },
  { name: 'Insight Amplifier', purpose: 'Other', other: true },
  { name: 'Prospect Engagement', purpose: 'Webinar Invitation', other: false },
];

for (const email of EMAILS) {
  test(`${email.name} generates an email`, async ({ page }) => {
    await openAssistant(page, email.name, email.name);
    await expect(page.getByRole('heading', { name: email.name, level: 2 })).toBeVisible();
    await expect(textbox(page, 'Other Purpose')).toHaveCount(0);
    await choose(page, 'Email Purpose', email.purpose);
    if (email.other) {
      await expect(textbox(page, 'Other Purpose')).toBeVisible();
      await textbox(page, 'Other Purpose').fill('Quarterly security newsletter');
    }
    await textbox(page, 'Key Message').fill('short');
    await expect(
      page.getByText(
        'Please provide more detail about what you want to emphasize (at least 10 characters)',
        { exact: true },
      ),
    ).toBeVisible();
    await textbox(page, 'Key Message').fill(
      'Multi-factor authentication stops most account takeovers',
    );
    await choose(page, 'Email Length Preference', 'Short');
    await submit(page, 'Generate Email');
    await expect(content(page)).toContainText(/multi-factor authentication/i);
  });
}

test('Topic Generator generates topics with bolded labels', async ({ page }) => {
  // The topic generator is the default assistant.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Topic Generator');
  await textbox(page, 'Industry or Topic (Optional)').fill('Cybersecurity for dental practices');
  await page.getByRole('checkbox', { name: 'LinkedIn' }).uncheck();
  await expect(page.getByText('Select at least one platform', { exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Facebook' }).check();
  await choose(page, 'Number of Topics', '5 Topics');
  await submit(page, 'Generate Topics');
  await expect(content(page).locator('strong', { hasText: 'Hook:' }).first()).toBeVisible();
  await expect(content(page)).toContainText(/dental/i);
});

test('Website Content generates page copy', async ({ page }) => {
  await openAssistant(page, 'Website Content', 'Website Content Generator');
  await textbox(page, 'Page Topic').fill('Managed IT services for small businesses');
  await textbox(page, 'Target Audience').fill('Owners of 10-100 person firms');
  await textbox(page, 'Page Purpose').fill('Explain our services and get visitors to book a call');
  await textbox(page, 'Call to Action').fill('Book your free IT assessment');
  await choose(page, 'Word Count', 'Short (300-500 words)');
  await submit(page, 'Generate Website Content');
  await expect(content(page)).toContainText(/managed it services/i);
  // Another assistant shows its own results (none yet); back here, the form keeps its inputs
  // and the result is shown again.
  await openAssistant(page, 'Facebook', 'Facebook Post Generator');
  await expect(page.getByText('No content generated yet')).toBeVisible();
  await openAssistant(page, 'Website Content', 'Website Content Generator');
  await expect(textbox(page, 'Page Topic')).toHaveValue('Managed IT services for small businesses');
  await expect(content(page)).toContainText(/managed it services/i);
});
