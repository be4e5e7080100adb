import type { Page } from '@playwright/test';
import {
  choose,
  expect,
  openAssistant,
  seriousViolations,
  signIn,
  test,
  textbox,
  urlFor,
} from './fixtures.js';

async function submit(page: Page, label: string, toast = 'Content generated') {
  await page.getByRole('button', { name: label, exact: true }).click();
  await expect(page.getByText(toast, { exact: true })).toBeVisible();
}

const content = (page: Page) => page.getByTestId('generated-content');

test.beforeEach(async ({ page, context, staff }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: urlFor('demo'),
  });
  await signIn(page, staff.username, staff.password);
});

test('Facebook: a validation message in red, generate, copy and revise', async ({ page }) => {
  await openAssistant(page, 'Facebook', 'Facebook Post Generator');
  await expect(page.getByText('Generate engaging Facebook posts about IT security')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Facebook Post Details' })).toBeVisible();
  await expect(page.getByText('No content generated yet')).toBeVisible();
  await expect(page.getByText('Fill in the details and generate your content')).toBeVisible();

  await textbox(page, 'Post Topic').fill('ab');
  const message = page.getByText('Topic must be at least 3 characters', { exact: true });
  await expect(message).toBeVisible();
  await expect(message).toHaveCSS('color', 'rgb(220, 38, 38)');
  await textbox(page, 'Post Topic').fill('Password managers for small offices');
  await expect(message).toBeHidden();
  await textbox(page, 'Target Audience').fill('Office managers');
  await choose(page, 'Tone of Voice', 'Informative');
  await submit(page, 'Generate Post');
  await expect(content(page)).toContainText(/password managers for small offices/i);
  await expect(page.getByRole('button', { name: 'Generate Post' })).toBeEnabled();
  // The form keeps what the user typed.
  await expect(textbox(page, 'Post Topic')).toHaveValue('Password managers for small offices');

  await page.getByRole('button', { name: 'Copy content' }).click();
  await expect(page.getByText('Copied to clipboard', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Content has been copied to your clipboard.', { exact: true }),
  ).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.toLowerCase()).toContain('password managers for small offices');
  expect(copied).not.toContain('<strong>');

  // Revision: blank first, then a real request.
  await page.getByRole('tab', { name: 'Revision' }).click();
  await page.getByRole('button', { name: 'Revise Content' }).click();
  await expect(page.getByText('Revision text required', { exact: true })).toBeVisible();
  await expect(
    page.getByText("Please describe what changes you'd like to make.", { exact: true }),
  ).toBeVisible();
  await page
    .getByRole('textbox', { name: 'What would you like to change?' })
    .fill('Add a call to action');
  await page.getByRole('button', { name: 'Revise Content' }).click();
  await expect(page.getByRole('tab', { name: 'Generated Content' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('Content revised', { exact: true })).toBeVisible();
  await expect(content(page)).toContainText('Revised as requested: "Add a call to action"');
});

test('revising before generating says there is no content to revise', async ({ page }) => {
  await openAssistant(page, 'Website Content', 'Website Content Generator');
  await page.getByRole('tab', { name: 'Revision' }).click();
  await page.getByRole('textbox', { name: 'What would you like to change?' }).fill('Shorter');
  await page.getByRole('button', { name: 'Revise Content' }).click();
  await expect(page.getByText('No content to revise', { exact: true })).toBeVisible();
});

test('LinkedIn shows the post and its AI image prompt apart', async ({ page }) => {
  await openAssistant(page, 'LinkedIn', 'LinkedIn Post Generator');
  await expect(page.getByRole('combobox', { name: 'Image Style', exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Link Call-to-Action' })).toHaveCount(0);
  await textbox(page, 'Include Link').fill('https://example.com/guide');
  await expect(page.getByRole('combobox', { name: 'Link Call-to-Action' })).toBeVisible();
  await textbox(page, 'Post Topic').fill('Lessons from a cloud migration');
  await textbox(page, 'Target Audience').fill('Operations leaders');
  await choose(page, 'Content Purpose', 'Client Success Story');
  await submit(page, 'Generate Post');
  const prompt = page.getByRole('region', { name: 'AI Image Prompt' });
  await expect(prompt).toContainText('LinkedIn');
  await expect(content(page)).toContainText(/lessons from a cloud migration/i);
  await expect(content(page)).not.toContainText('AI Image Prompt');
});

test('Instagram generates a caption', async ({ page }) => {
  await openAssistant(page, 'Instagram', 'Instagram Content Generator');
  await textbox(page, 'Post Topic').fill('Five signs you outgrew your IT setup');
  await textbox(page, 'Target Audience').fill('Local business owners');
  await textbox(page, 'Visual Details').fill('Bright office, smiling technician, blue tones');
  await page.getByRole('checkbox', { name: 'Tagline' }).check();
  await submit(page, 'Generate Post');
  await expect(content(page)).toContainText('#');
});

test('Blog shows the article, its SEO metadata panel, and passes an axe scan', async ({ page }) => {
  await openAssistant(page, 'Blog Article', 'Blog Article Generator');
  await textbox(page, 'Article Topic').fill(
    'How to build a backup strategy that survives ransomware',
  );
  await textbox(page, 'Audience').fill('Owners of accounting firms');
  await choose(page, 'Content Type', 'How-To Guide');
  await textbox(page, 'Keywords to Include').fill('ransomware, backups');
  await submit(page, 'Generate Article');
  const seo = page.getByRole('region', { name: 'SEO Metadata' });
  for (const label of ['Meta Description', 'Focus Keyphrase', 'Tags', 'URL Slug']) {
    await expect(seo.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(seo.getByText('Image Alt Text', { exact: true })).toBeVisible();
  await expect(page.getByTestId('alt-text-hint')).toContainText('65-125 characters');
  await expect(content(page)).not.toContainText('Meta Description');
  await seo.getByRole('button', { name: 'Copy URL Slug' }).click();
  await expect(
    page.getByText('URL Slug has been copied to your clipboard.', { exact: true }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('Newsletter lists the subject lines with icons apart from the body', async ({ page }) => {
  await openAssistant(page, 'Newsletter', 'Newsletter Assistant');
  await expect(textbox(page, 'Subject Line')).toHaveCount(0);
  await textbox(page, 'Newsletter Topic').fill('Windows 10 end of support');
  await textbox(page, 'Target Audience').fill('Existing clients');
  await choose(page, 'Email Purpose', 'Educational');
  await textbox(page, 'Key Message').fill('Upgrade early to stay safe and avoid rushed costs');
  await submit(page, 'Generate Content');
  const lines = page.getByTestId('subject-line');
  // The result's view may render just after the toast (it loads as a chunk of its own).
  await expect(lines.nth(2)).toBeVisible();
  await expect(lines.first().getByRole('img')).toBeVisible();
  await expect(content(page)).not.toContainText('Subject Line Recommendations');
  await lines.first().getByRole('button', { name: 'Copy Subject Line 1' }).click();
  await expect(
    page.getByText('Subject Line 1 has been copied to your clipboard.', { exact: true }),
  ).toBeVisible();
});

test('a list of the form shows its choice closed, every option open, and selects by typing', async ({
  page,
}) => {
  // Decision 027: the items render after the list mounts; the trigger shows the choice itself.
  const timeframe = page.getByRole('combobox', { name: 'Timeframe', exact: true });
  await expect(timeframe).toHaveText('Past Week');
  await timeframe.click();
  await expect(page.getByRole('option')).toHaveText([
    'Past 3 Days',
    'Past Week',
    'Past Month',
    'Past 6 Months',
    'Evergreen',
  ]);
  await page.getByRole('option', { name: 'Evergreen' }).click();
  await expect(timeframe).toHaveText('Evergreen');
  // Typing on the closed list picks an option that starts so.
  await timeframe.focus();
  await page.keyboard.press('p');
  await expect(timeframe).toHaveText(/^Past /);
  await expect(page.getByRole('listbox')).toHaveCount(0);
});
