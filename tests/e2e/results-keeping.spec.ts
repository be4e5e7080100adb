import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import JSZip from 'jszip';
import { choose, expect, openAssistant, signIn, test, textbox, urlFor } from './fixtures.js';

/** Results people take away: rich copy, Markdown and Word downloads, lengths, revisions. */

async function generateBlog(page: Page) {
  await openAssistant(page, 'Blog Article', 'Blog Article Generator');
  await textbox(page, 'Article Topic').fill('How to back up an accounting office');
  await textbox(page, 'Audience').fill('Owners of accounting firms');
  await choose(page, 'Content Type', 'How-To Guide');
  await textbox(page, 'Keywords to Include').fill('ransomware, backups');
  await page.getByRole('button', { name: 'Generate Article', exact: true }).click();
  await expect(page.getByText('Content generated', { exact: true })).toBeVisible();
}

const today = () => new Date().toISOString().slice(0, 10);

test.beforeEach(async ({ page, context, staff }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: urlFor('demo'),
  });
  await signIn(page, staff.username, staff.password);
});

test('Copy puts rich text (headings kept) and plain text on the clipboard', async ({ page }) => {
  await generateBlog(page);
  const copy = page.getByRole('button', { name: 'Copy content' });
  await copy.click();
  await expect(page.getByText('Copied to clipboard', { exact: true })).toBeVisible();
  await expect(copy).toHaveText('Copied');
  const clip = await page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    const read = async (type: string) => (await item.getType(type)).text();
    return { types: item.types, html: await read('text/html'), text: await read('text/plain') };
  });
  expect(clip.types).toEqual(expect.arrayContaining(['text/html', 'text/plain']));
  expect(clip.html).toMatch(/<h2>[^<]+<\/h2>/);
  expect(clip.html).toContain('<h2>Conclusion</h2>');
  expect(clip.html).not.toMatch(/<script|onerror/i);
  expect(clip.text).toContain('Conclusion');
  expect(clip.text).not.toContain('##');
  await expect(copy).toHaveText('Copy', { timeout: 5000 });
});

test('Downloads the result as Markdown and as a Word document with headings', async ({ page }) => {
  await generateBlog(page);
  const [md] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download .md' }).click(),
  ]);
  expect(md.suggestedFilename()).toBe(`blog-article-${today()}.md`);
  const markdown = await readFile((await md.path())!, 'utf8');
  expect(markdown).toContain('## Conclusion');

  const [docx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download .docx' }).click(),
  ]);
  expect(docx.suggestedFilename()).toBe(`blog-article-${today()}.docx`);
  const zip = await JSZip.loadAsync(await readFile((await docx.path())!));
  const xml = await zip.file('word/document.xml')!.async('string');
  // The "Conclusion" heading is a real Word heading, not a bold line.
  const conclusion = /<w:p>(?:(?!<\/w:p>).)*Conclusion(?:(?!<\/w:p>).)*<\/w:p>/s.exec(xml)?.[0];
  expect(conclusion).toContain('<w:pStyle w:val="Heading2"/>');
  expect(xml).not.toContain('## ');
});

test('Social posts show their length against the platform limit', async ({ page }) => {
  await openAssistant(page, 'LinkedIn', 'LinkedIn Post Generator');
  await textbox(page, 'Post Topic').fill('Lessons from a cloud migration');
  await textbox(page, 'Target Audience').fill('Operations leaders');
  await choose(page, 'Content Purpose', 'Client Success Story');
  await page.getByRole('button', { name: 'Generate Post', exact: true }).click();
  await expect(page.getByText('Content generated', { exact: true })).toBeVisible();
  await expect(page.getByTestId('character-count')).toHaveText(/^[\d,]+ \/ 3,000 characters$/);
});

test('A revision keeps the original behind an Original / Revised switch', async ({ page }) => {
  await openAssistant(page, 'Facebook', 'Facebook Post Generator');
  await textbox(page, 'Post Topic').fill('Password managers for small offices');
  await textbox(page, 'Target Audience').fill('Office managers');
  await choose(page, 'Tone of Voice', 'Informative');
  await page.getByRole('button', { name: 'Generate Post', exact: true }).click();
  await expect(page.getByText('Content generated', { exact: true })).toBeVisible();
  await expect(page.getByTestId('character-count')).toHaveText(/ \/ 63,206 characters$/);
  await expect(page.getByRole('button', { name: 'Original' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Revision' }).click();
  await page
    .getByRole('textbox', { name: 'What would you like to change?' })
    .fill('Add a call to action');
  await page.getByRole('button', { name: 'Revise Content' }).click();
  await expect(page.getByText('Content revised', { exact: true })).toBeVisible();
  const content = page.getByTestId('generated-content');
  await expect(content).toContainText('Revised as requested');
  await expect(page.getByRole('button', { name: 'Revised' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Original' }).click();
  await expect(content).not.toContainText('Revised as requested');
  await expect(content).toContainText(/password managers for small offices/i);
  await page.getByRole('button', { name: 'Revised' }).click();
  await expect(content).toContainText('Revised as requested');
});
