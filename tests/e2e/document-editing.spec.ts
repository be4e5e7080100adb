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

// The document while editing (docs/product.md#the-result-as-a-document): the editor looks like
// the text as it is read, a rewrite shows and selects its new text, Undo rewrite takes the step
// back, versions say what is compared, and the result's actions explain themselves.
const SIZES = [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

const content = (page: Page) => page.getByTestId('generated-content');
const editor = (page: Page) => page.getByRole('textbox', { name: 'Edit the result' });

async function generateBlog(page: Page, viewport?: { width: number; height: number }) {
  await openAssistant(page, 'Blog Article', 'Blog Article Generator');
  if (viewport) await page.setViewportSize(viewport);
  await textbox(page, 'Article Topic').fill('How to plan backups that survive ransomware');
  await textbox(page, 'Audience').fill('Owners of accounting firms');
  await choose(page, 'Content Type', 'How-To Guide');
  await textbox(page, 'Keywords to Include').fill('ransomware, backups');
  await page.getByRole('button', { name: 'Generate Article', exact: true }).click();
  await expect(page.getByText('Content generated', { exact: true })).toBeVisible();
}

/** The computed styles that make a document look like one. */
const looks = (element: Element) => {
  const style = getComputedStyle(element);
  return {
    fontSize: style.fontSize,
    fontWeight: style.fontWeight,
    marginTop: style.marginTop,
    marginBottom: style.marginBottom,
    lineHeight: style.lineHeight,
  };
};

/** Selects the first `count` characters of the editor's first paragraph, as a drag would. */
async function selectStartOfFirstParagraph(page: Page, count: number) {
  await editor(page)
    .locator('p')
    .first()
    .evaluate((p, n) => {
      const range = document.createRange();
      range.setStart(p.firstChild as Text, 0);
      range.setEnd(p.firstChild as Text, n);
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
    }, count);
}

test.beforeEach(async ({ page, staff }) => {
  await signIn(page, staff.username, staff.password);
});

for (const [name, viewport] of SIZES) {
  test(`the editor shows the article as it is read (${name})`, async ({ page }) => {
    await generateBlog(page, viewport);
    // The kept text's review bar has loaded: the article is not drawn again while measured.
    await expect(page.getByTestId('review-status')).toBeVisible();
    const view = content(page);
    await expect(view.locator('h1, h2').first()).toBeVisible();
    const heading = await view.locator('h1, h2').first().evaluate(looks);
    const paragraph = await view.locator('p').first().evaluate(looks);
    // A heading is a heading, and paragraphs are apart, when read...
    expect(parseFloat(heading.fontSize)).toBeGreaterThan(parseFloat(paragraph.fontSize));
    expect(Number(heading.fontWeight)).toBeGreaterThanOrEqual(600);
    expect(parseFloat(paragraph.marginBottom)).toBeGreaterThan(0);
    // ...and exactly the same while edited.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(editor(page).locator('h1, h2').first()).toBeVisible();
    expect(await editor(page).locator('h1, h2').first().evaluate(looks)).toEqual(heading);
    expect(await editor(page).locator('p').first().evaluate(looks)).toEqual(paragraph);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`Generate brings the result's actions into view (${name})`, async ({ page }) => {
    await openAssistant(page, 'Blog Article', 'Blog Article Generator');
    await page.setViewportSize(viewport);
    await textbox(page, 'Article Topic').fill('Backups that survive ransomware');
    await textbox(page, 'Audience').fill('Owners of accounting firms');
    await choose(page, 'Content Type', 'How-To Guide');
    await textbox(page, 'Keywords to Include').fill('ransomware, backups');
    const generate = page.getByRole('button', { name: 'Generate Article', exact: true });
    await generate.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    await generate.click();
    await expect(page.getByText('Content generated', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Versions', exact: true })).toBeInViewport();
  });
}

test('a rewrite shows its text formatted, selects the new text and is undone as a step', async ({
  page,
}) => {
  await generateBlog(page);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(editor(page).locator('p').first()).toBeVisible();
  const first = await editor(page).locator('p').first().innerText();
  const words = first.split(/\s+/).slice(0, 3).join(' ');
  await selectStartOfFirstParagraph(page, words.length);
  const rewrite = page.getByTestId('rewrite-selection');
  await rewrite.getByRole('textbox', { name: 'How to rewrite the selection' }).fill('Punchier');
  await rewrite.getByRole('button', { name: 'Rewrite', exact: true }).click();
  await expect(rewrite.getByRole('button', { name: 'Keep rewrite' })).toBeVisible({
    timeout: 15_000,
  });
  // The preview shows emphasis, not its Markdown marks.
  const preview = rewrite.getByTestId('rewrite-replacement');
  await expect(preview).toContainText('(rewritten: Punchier)');
  await expect(preview).not.toContainText('_');
  await expect(preview.locator('em')).toHaveText('(rewritten: Punchier)');
  // One Undo on screen: the editor's. The rewrite's says what it undoes.
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toHaveCount(1);
  await expect(rewrite.getByRole('button', { name: 'Undo rewrite' })).toBeVisible();
  // The new text is what is selected, italic words included.
  const selected = await page.evaluate(() => window.getSelection()?.toString() ?? '');
  expect(selected.replace(/\s+/g, ' ')).toBe(`${words} (rewritten: Punchier)`);

  await rewrite.getByRole('button', { name: 'Undo rewrite' }).click();
  await expect(editor(page)).not.toContainText('(rewritten: Punchier)');
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await page.getByRole('button', { name: 'Versions', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Versions' });
  await expect(
    dialog.getByRole('button', { name: /^Version 1: Generated \(current\)/ }),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Restored|Passage rewritten/ })).toHaveCount(0);
});

test('versions say which two texts are compared, with additions and removals', async ({ page }) => {
  await generateBlog(page);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await editor(page).locator('p').first().click();
  await page.keyboard.press('Home');
  await page.keyboard.press('Shift+End');
  await page.keyboard.type('A new opening line written by me.');
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 10_000 });
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await page.getByRole('button', { name: 'Versions', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Versions' });
  const current = dialog.getByRole('button', { name: /Version 2: Edited \(current\)/ });
  await expect(current).toBeVisible();
  // "(current)" is shown whole, not cut off.
  const fits = await current.evaluate((b) => b.scrollWidth <= b.clientWidth + 1);
  expect(fits).toBe(true);
  await dialog.getByRole('button', { name: /Version 1: Generated/ }).click();
  await expect(dialog.getByTestId('version-compared')).toHaveText(
    'Version 1 compared with version 2 (current)',
  );
  const legend = dialog.getByTestId('diff-legend');
  await expect(legend).toContainText(/Added since version 1: [1-9]/);
  await expect(legend).toContainText(/Removed since version 1: [1-9]/);
  const diff = dialog.getByTestId('version-diff');
  await expect(diff.locator('ins')).toContainText('new opening line written by me');
  await expect(diff.locator('del')).not.toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test("the result's actions say what each is for", async ({ page }) => {
  await generateBlog(page);
  await expect(page.getByTestId('result-actions-hint')).toHaveText(
    'Edit changes this text or rewrites a passage you select; Versions brings back an earlier text; the Revision tab asks for a reworked text as a new item.',
  );
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveAttribute(
    'title',
    'Change the text yourself, or select a passage to have it rewritten',
  );
  await page.getByRole('tab', { name: 'Revision' }).click();
  await expect(page.getByTestId('revision-hint')).toContainText(
    'Ask the assistant to rework the whole text.',
  );
  await page.getByRole('tab', { name: 'Generated Content' }).click();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByTestId('rewrite-selection')).toContainText(
    'Rewrite a passage: select words in the text below',
  );
});
