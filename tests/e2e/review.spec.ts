import type { Locator, Page } from '@playwright/test';
import {
  choose,
  createStaff,
  expect,
  openAssistant,
  seriousViolations,
  signIn,
  test,
  textbox,
  urlFor,
} from './fixtures.js';

// Review before it goes out (docs/product.md#review): an author submits a text, a reviewer
// comments on a passage, the author edits (the comment keeps its passage), the reviewer
// approves; on a phone the inbox and a thread in the comments sheet.
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const content = (page: Page) => page.getByTestId('generated-content');
const reviewBar = (page: Page) => page.getByTestId('review-bar');
const marks = (page: Page) => content(page).locator('mark[data-comment-mark]');

async function generateBlog(page: Page) {
  await openAssistant(page, 'Blog Article', 'Blog Article Generator');
  await textbox(page, 'Article Topic').fill('How to plan backups that survive ransomware');
  await textbox(page, 'Audience').fill('Owners of accounting firms');
  await choose(page, 'Content Type', 'How-To Guide');
  await textbox(page, 'Keywords to Include').fill('ransomware, backups');
  await page.getByRole('button', { name: 'Generate Article', exact: true }).click();
  await expect(page.getByText('Content generated', { exact: true })).toBeVisible();
}

/** Selects the first `count` characters of the first long enough text of a paragraph. */
async function selectInFirstParagraph(view: Locator, count: number): Promise<string> {
  return view
    .locator('p')
    .first()
    .evaluate((p, n) => {
      const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
      let node = walker.nextNode() as Text | null;
      while (node && node.data.trim().length < n) node = walker.nextNode() as Text | null;
      if (!node) throw new Error('no text long enough');
      const start = node.data.length - node.data.trimStart().length;
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + n);
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      return range.toString();
    }, count);
}

/** The highlighted passage of a thread, as the text shows it. */
const markedText = (page: Page, id: string) =>
  content(page)
    .locator(`mark[data-comment-mark="${id}"]`)
    .evaluateAll((all) => all.map((m) => m.textContent).join(''));

test('an author submits a text, a reviewer comments, the author edits, the reviewer approves', async ({
  page,
  staff,
  playwright,
  browser,
}) => {
  test.setTimeout(240_000);
  const reviewer = await createStaff(playwright);
  await page.setViewportSize(DESKTOP);
  await signIn(page, staff.username, staff.password);
  await generateBlog(page);

  // The author's text: a draft, with Edit, and Submit for review.
  await expect(reviewBar(page).getByTestId('review-status')).toHaveText('Draft');
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  await reviewBar(page).getByRole('button', { name: 'Submit for review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit for review' });
  await dialog.getByLabel(reviewer.username, { exact: true }).click();
  await dialog.getByLabel('Note (optional)').fill('Please check the introduction.');
  await dialog.getByRole('button', { name: 'Submit for review' }).click();
  await expect(dialog).toBeHidden();
  await expect(reviewBar(page).getByTestId('review-status')).toHaveText('In review');

  // The reviewer finds it in the inbox and opens it: read-only, with Approve.
  const context = await browser.newContext({ viewport: DESKTOP });
  const other = await context.newPage();
  await signIn(other, reviewer.username, reviewer.password);
  await expect(other.getByTestId('reviews-badge')).toHaveText('1');
  await other.getByRole('link', { name: /^Reviews/ }).click();
  await expect(other.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  expect(await seriousViolations(other)).toEqual([]);
  await other.getByTestId('review-entry').first().click();
  await expect(reviewBar(other).getByTestId('review-status')).toHaveText('In review');
  await expect(reviewBar(other)).toContainText(`by ${staff.username}`);
  await expect(other.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(other.getByRole('button', { name: 'Regenerate' })).toHaveCount(0);
  await expect(reviewBar(other).getByRole('button', { name: 'Approve' })).toBeVisible();

  // A comment on a passage: the passage is highlighted while it is written, then kept.
  const quote = await selectInFirstParagraph(content(other), 24);
  const commentButton = other.getByRole('group', { name: 'Comments' }).getByRole('button', {
    name: 'Comment',
  });
  await expect(commentButton).toBeEnabled();
  await commentButton.click();
  const box = other.getByTestId('new-comment');
  await expect(marks(other)).not.toHaveCount(0);
  await box.getByRole('textbox').fill(`Tighten this, @${staff.username}`);
  await box.getByRole('button', { name: 'Comment', exact: true }).click();
  const thread = other.getByTestId('comment-thread');
  await expect(thread).toHaveCount(1);
  await expect(thread.locator('span', { hasText: `@${staff.username}` })).toBeVisible();
  const id = (await thread.getAttribute('data-thread'))!;
  await expect.poll(() => markedText(other, id)).toBe(quote);
  expect(await seriousViolations(other)).toEqual([]);

  // The author edits the text before the passage: the comment keeps pointing at it.
  await page.reload();
  await expect(page.getByTestId('comment-thread')).toHaveCount(1);
  await expect.poll(() => markedText(page, id)).toBe(quote);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = page.getByRole('textbox', { name: 'Edit the result' });
  await editor.click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.type('Fresh start: ');
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(content(page)).toContainText('Fresh start:');
  await expect.poll(() => markedText(page, id)).toBe(quote);

  // The reviewer, on the version they read, is told the text changed and shown it; then approves.
  await reviewBar(other).getByRole('button', { name: 'Approve' }).click();
  await expect(reviewBar(other).getByRole('alert')).toBeVisible();
  await expect(content(other)).toContainText('Fresh start:');
  await expect.poll(() => markedText(other, id)).toBe(quote);
  await reviewBar(other).getByRole('button', { name: 'Approve' }).click();
  await expect(reviewBar(other).getByTestId('review-status')).toHaveText(
    new RegExp(`^Approved by ${reviewer.username}, version \\d+$`),
  );

  // The author sees the approval and the story of the text.
  await page.reload();
  await expect(reviewBar(page).getByTestId('review-status')).toHaveText(/^Approved by /);
  const timeline = page.getByTestId('timeline');
  await expect(timeline).toContainText(`Submitted for review to ${reviewer.username}`);
  await expect(timeline).toContainText('Commented');
  await expect(timeline).toContainText(/Approved version \d+/);

  // On a phone: the inbox, then the thread in the comments sheet, which shows its passage.
  await page.setViewportSize(PHONE);
  await page.goto(urlFor('demo', '/reviews'));
  await page.getByRole('tab', { name: 'Submitted' }).click();
  const entry = page.getByTestId('review-entry').first();
  await expect(entry).toContainText('Approved');
  expect(await seriousViolations(page)).toEqual([]);
  await entry.click();
  await page.getByRole('button', { name: 'Comments (1)' }).click();
  const sheet = page.getByTestId('comments-sheet');
  await expect(sheet.getByTestId('comment-thread')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  await sheet.getByRole('button', { name: /^Show the passage/ }).click();
  await expect(sheet).toBeHidden();
  await expect(content(page).locator(`mark[data-comment-mark="${id}"]`).first()).toBeInViewport();
  await context.close();
});
