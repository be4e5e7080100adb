import type { Page } from '@playwright/test';
import {
  choose,
  expect,
  openAssistant,
  seriousViolations,
  signIn,
  test,
  textbox,
} from './fixtures.js';

// The result as a document: edited in place and saved by itself, its versions
// compared and restored, and a conflict with another tab told, with the demo automation.
const content = (page: Page) => page.getByTestId('generated-content');
const status = (page: Page) => page.getByTestId('save-status');

async function generateBlog(page: Page) {
  await openAssistant(page, 'Blog Article', 'Blog Article Generator');
  await textbox(page, 'Article Topic').fill(
    'How to build a backup strategy that survives ransomware',
  );
  await textbox(page, 'Audience').fill('Owners of accounting firms');
  await choose(page, 'Content Type', 'How-To Guide');
  await textbox(page, 'Keywords to Include').fill('ransomware, backups');
  await page.getByRole('button', { name: 'Generate Article', exact: true }).click();
  await expect(page.getByText('Content generated', { exact: true })).toBeVisible();
}

async function historyItems(page: Page) {
  return page.evaluate(async () => {
    const res = await fetch('/api/history');
    return (await res.json()) as { items: { id: number; content: string; version: number }[] };
  });
}

test.beforeEach(async ({ page, staff }) => {
  await signIn(page, staff.username, staff.password);
});

test('an article is edited in place, saved by itself, and its versions compared and restored', async ({
  page,
}) => {
  await generateBlog(page);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = page.getByRole('textbox', { name: 'Edit the result' });
  await expect(editor).toBeVisible();
  // Headings stay headings in the editor (Markdown round trip).
  await expect(editor.locator('h1, h2').first()).toBeVisible();
  await editor.click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.type('Added by me. ');
  await expect(status(page)).toHaveText('Saved', { timeout: 10_000 });
  const [saved] = (await historyItems(page)).items;
  expect(saved.version).toBe(2);
  expect(saved.content).toContain('Added by me.');
  expect(saved.content).toMatch(/^#/m);
  // Undo works in the editor.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(editor).not.toContainText('Added by me.');
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  await expect(editor).toContainText('Added by me.');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(content(page)).toContainText('Added by me.');
  // After a reload the edit is there: the item loads from the history as edited.
  await page.reload();
  await page.getByRole('button', { name: 'History' }).click();
  await page
    .getByRole('dialog', { name: 'History' })
    .getByRole('button', { name: /^Load Blog Article content/ })
    .first()
    .click();
  await expect(content(page)).toContainText('Added by me.');

  await page.getByRole('button', { name: 'Versions', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Versions' });
  await expect(dialog.getByRole('button', { name: /Version 2: Edited \(current\)/ })).toBeVisible();
  await dialog.getByRole('button', { name: /Version 1: Generated/ }).click();
  await expect(dialog.getByTestId('version-diff').locator('ins')).toContainText('Added by me.');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(dialog).toBeHidden();
  await expect(content(page)).not.toContainText('Added by me.');
  const [restored] = (await historyItems(page)).items;
  expect(restored.version).toBe(3);
  expect(restored.content).not.toContain('Added by me.');
});

test('an edit made in another tab first: the editor says so and loads theirs on request', async ({
  page,
}) => {
  await generateBlog(page);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = page.getByRole('textbox', { name: 'Edit the result' });
  await expect(editor).toBeVisible();
  const [item] = (await historyItems(page)).items;
  // Another tab saves first (the same user, the same API).
  const status409 = await page.evaluate(
    async ({ id, version }) => {
      const res = await fetch(`/api/history/${id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ content: '# Their title\n\nTheir text.', baseVersion: version }),
      });
      return res.status;
    },
    { id: item.id, version: item.version },
  );
  expect(status409).toBe(200);
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Mine.');
  const conflict = page.getByRole('alert').filter({ hasText: 'changed in another tab' });
  await expect(conflict).toBeVisible({ timeout: 10_000 });
  await conflict.getByRole('button', { name: 'Load their version' }).click();
  await expect(editor).toContainText('Their text.');
  await expect(editor).not.toContainText('Mine.');
  await expect(status(page)).toHaveText('Saved');
});

test('a social post is edited as plain text and saved', async ({ page }) => {
  await openAssistant(page, 'Facebook', 'Facebook Post Generator');
  await textbox(page, 'Post Topic').fill('Backup basics for dentists');
  await textbox(page, 'Target Audience').fill('Dental practice owners');
  await page.getByRole('button', { name: 'Generate Post', exact: true }).click();
  await expect(page.getByText('Content generated', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = page.getByRole('textbox', { name: 'Edit the result' });
  await expect(editor).toHaveJSProperty('tagName', 'TEXTAREA');
  await editor.fill('A post I wrote myself.');
  await expect(status(page)).toHaveText('Saved', { timeout: 10_000 });
  const [item] = (await historyItems(page)).items;
  expect(item.content).toBe('A post I wrote myself.');
});

test('a selected passage is rewritten in place, streamed in, and kept or undone', async ({
  page,
}) => {
  await openAssistant(page, 'Facebook', 'Facebook Post Generator');
  await textbox(page, 'Post Topic').fill('Backup basics for dentists');
  await textbox(page, 'Target Audience').fill('Dental practice owners');
  await page.getByRole('button', { name: 'Generate Post', exact: true }).click();
  await expect(page.getByText('Content generated', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = page.getByRole('textbox', { name: 'Edit the result' });
  await editor.fill('Intro line.\n\nThis passage is the one to rewrite.\n\nClosing line.');
  await expect(status(page)).toHaveText('Saved', { timeout: 10_000 });
  // Select the middle passage.
  await editor.evaluate((area: HTMLTextAreaElement) => {
    const start = area.value.indexOf('This passage');
    area.focus();
    area.setSelectionRange(start, start + 'This passage is the one to rewrite.'.length);
  });
  const rewrite = page.getByTestId('rewrite-selection');
  await rewrite.getByRole('button', { name: 'More formal' }).click();
  await expect(rewrite.getByRole('button', { name: 'Keep rewrite' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(rewrite.getByTestId('rewrite-replacement')).toContainText('This passage');
  // Only the passage changed: the lines around it are as they were.
  const value = await editor.inputValue();
  expect(value.startsWith('Intro line.\n\n')).toBe(true);
  expect(value.endsWith('\n\nClosing line.')).toBe(true);
  expect(value).toContain('(rewritten: More formal)');
  const [item] = (await historyItems(page)).items;
  expect(item.content).toBe(value);
  // The replacement stands where the passage stood, selected so it shows.
  const selected = await editor.evaluate((area: HTMLTextAreaElement) =>
    area.value.slice(area.selectionStart, area.selectionEnd),
  );
  expect(selected).toContain('This passage is the one to rewrite.');
  expect(selected).toContain('(rewritten: More formal)');
  // Undo rewrite puts the passage back and takes the rewrite's version back.
  await rewrite.getByRole('button', { name: 'Undo rewrite' }).click();
  await expect(editor).toHaveValue(
    'Intro line.\n\nThis passage is the one to rewrite.\n\nClosing line.',
  );
  expect(await seriousViolations(page)).toEqual([]);
});

test('a passage of an article is rewritten in the rich editor and shown selected', async ({
  page,
}) => {
  await generateBlog(page);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = page.getByRole('textbox', { name: 'Edit the result' });
  const paragraph = editor.locator('p').first();
  const words = (await paragraph.innerText()).split(/\s+/).slice(0, 3).join(' ');
  await paragraph.evaluate((p, count) => {
    // Select the paragraph's first words, as a person would drag over them.
    const text = p.firstChild as Text;
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, count);
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
  }, words.length);
  const rewrite = page.getByTestId('rewrite-selection');
  await rewrite.getByRole('button', { name: 'Friendlier' }).click();
  await expect(rewrite.getByRole('button', { name: 'Keep rewrite' })).toBeVisible({
    timeout: 15_000,
  });
  await rewrite.getByRole('button', { name: 'Keep rewrite' }).click();
  const [item] = (await historyItems(page)).items;
  expect(item.version).toBe(2);
  expect(item.content).toContain('Hey there!');
  await expect(editor).toContainText('Hey there!');
  expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toContain(
    'Hey there!',
  );
});
