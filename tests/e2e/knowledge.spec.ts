import { randomBytes } from 'node:crypto';
import type { Page, PlaywrightWorkerArgs } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { CHOSEN_PASSWORD, createOwnCompany } from './company-settings-setup.js';
import { choose, expect, PASSWORDS, seriousViolations, test, textbox, urlFor } from './fixtures.js';

/**
 * The knowledge library (docs/product.md#knowledge-library): an admin uploads a PDF and sees it
 * read into passages; a member's generation is sent them and its result lists them as Sources.
 * Each run has a company of its own, so no other spec's generations are sent this knowledge.
 */

const TEMPORARY = 'Knowledge-Temporary-Pass-1!';
const MEMBER_PASSWORD = 'Knowledge-Chosen-Pass-1!';
const TITLE = 'Quillfeather Vault Guide';
const FACT =
  'Quillfeather vaults keep three encrypted copies of every dental practice backup, ' +
  'one of them offline, and restore a whole practice within four hours.';

/** A real one-page PDF holding `lines` (Helvetica). */
async function smallPdf(lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage();
  lines.forEach((line, i) => page.drawText(line, { x: 40, y: 780 - i * 16, size: 11, font }));
  return Buffer.from(await doc.save());
}

/** A regular member of the company, with a password of their own. */
async function createMember(playwright: PlaywrightWorkerArgs['playwright'], companyId: string) {
  const username = `knowledge-user-${randomBytes(3).toString('hex')}`;
  const api = await playwright.request.newContext({ baseURL: urlFor(null) });
  const login = await api.post('/api/auth/login', {
    data: { username: 'admin', password: PASSWORDS.admin },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const made = await api.post('/api/admin/users', {
    data: { username, password: TEMPORARY, role: 'user', companyId },
  });
  expect(made.ok(), await made.text()).toBe(true);
  await api.dispose();
  const member = await playwright.request.newContext({ baseURL: urlFor(null) });
  const q = `?company=${companyId}`;
  const first = await member.post(`/api/auth/login${q}`, {
    data: { username, password: TEMPORARY },
  });
  expect(first.ok(), await first.text()).toBe(true);
  const changed = await member.post(`/api/auth/change-password${q}`, {
    data: {
      currentPassword: TEMPORARY,
      newPassword: MEMBER_PASSWORD,
      confirmPassword: MEMBER_PASSWORD,
    },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  await member.dispose();
  return username;
}

/** Signs in through the form at the default size (a phone's size is set afterwards). */
async function signIn(page: Page, username: string, password: string, company: string) {
  await page.goto(urlFor(company, '/login'));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByTestId('footer-username')).toBeVisible();
}

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const width of [1440, 390]) {
  test(`an admin builds the library; a member's result lists its Sources (${width} px)`, async ({
    page,
    browser,
    playwright,
  }) => {
    test.setTimeout(180_000);
    const own = await createOwnCompany(playwright, { changePassword: true });
    const member = await createMember(playwright, own.companyId);

    await signIn(page, own.username, CHOSEN_PASSWORD, own.companyId);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(urlFor(own.companyId, '/admin/knowledge'));
    await expect(page.getByRole('heading', { name: 'Knowledge', level: 1 })).toBeVisible();
    await expect(page.getByTestId('knowledge-empty')).toContainText('Your library is empty');
    await expect(page.getByTestId('knowledge-totals')).toHaveText(
      '0 of 2,000 documents · 0 B of 200 MB',
    );

    // A wrong kind is refused before it is sent; the PDF goes up and is read.
    const input = page.getByTestId('knowledge-file-input');
    await input.setInputFiles({
      name: 'notes.rtf',
      mimeType: 'application/rtf',
      buffer: Buffer.from('{\\rtf1 hello}'),
    });
    await expect(page.getByRole('alert')).toHaveText(
      'Upload a PDF, a Word document (.docx), a Markdown file or a plain text file.',
    );
    await input.setInputFiles({
      name: 'quillfeather.pdf',
      mimeType: 'application/pdf',
      buffer: await smallPdf(['Quillfeather Vault Guide', FACT.slice(0, 80), FACT.slice(80)]),
    });
    const row = page.getByTestId('knowledge-document').filter({ hasText: 'quillfeather.pdf' });
    await expect(row.getByTestId('knowledge-status')).toHaveText('Ready', { timeout: 30_000 });
    await expect(row).toContainText(/[1-9]\d* passages?/);
    await expect(page.getByTestId('knowledge-totals')).toContainText('1 of 2,000 documents');
    // Its upload says so too, once read, not only that it was sent.
    const sent = page.getByTestId('knowledge-upload').filter({ hasText: 'quillfeather.pdf' });
    await expect(sent.getByTestId('knowledge-upload-status')).toHaveText(
      /^Ready: [1-9]\d* passages?$/,
    );
    // A PDF of a scan (a page with no text) goes up, and its upload says why it was not read.
    await input.setInputFiles({
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: await smallPdf([]),
    });
    const scan = page.getByTestId('knowledge-upload').filter({ hasText: 'scan.pdf' });
    await expect(scan.getByTestId('knowledge-upload-status')).toHaveText(
      'Not read: No text found: the PDF holds scanned images',
      { timeout: 30_000 },
    );
    const scanRow = page.getByTestId('knowledge-document').filter({ hasText: 'scan.pdf' });
    await expect(scanRow.getByTestId('knowledge-status')).toHaveText('Failed');
    await scanRow.getByRole('button', { name: /^Delete/ }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete this document?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(scanRow).toBeHidden();
    await expect(page.getByTestId('knowledge-totals')).toContainText('1 of 2,000 documents');

    // Renamed, it is shown (and later listed as a source) by its new title.
    await row.getByRole('button', { name: /^Rename/ }).click();
    const rename = page.getByRole('dialog', { name: 'Rename' });
    await rename.getByLabel('Title').fill(TITLE);
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(rename).toBeHidden();
    await expect(row).toContainText(TITLE);

    // Sent to the Facebook assistant only.
    await row.getByRole('button', { name: `Used by: ${TITLE}` }).click();
    const usedBy = page.getByRole('dialog', { name: 'Used by' });
    await usedBy.getByLabel('Only these assistants').check();
    await usedBy.getByLabel('Facebook').check();
    await usedBy.getByRole('button', { name: 'Save' }).click();
    await expect(usedBy).toBeHidden();
    await expect(row).toContainText('Used by: Facebook');

    // Its passages, at an address other pages link to.
    await row.getByRole('button', { name: `Passages: ${TITLE}` }).click();
    const passages = page.getByRole('dialog', { name: TITLE });
    await expect(passages.getByRole('list', { name: 'Passages' })).toContainText(
      'three encrypted copies',
    );
    await expect(page).toHaveURL(/\/admin\/knowledge\?document=\d+/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(passages).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/knowledge$/);

    // What a generation about these words would be sent.
    await page.getByLabel('Words a form might hold').fill('Quillfeather vaults dental backup');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const found = page.getByRole('list', { name: 'Passages found' });
    await expect(found).toContainText(TITLE);
    await expect(found).toContainText('Quillfeather vaults keep three encrypted copies');

    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // A member generates about it: the result lists the document as a source.
    const context = await browser.newContext();
    const memberPage = await context.newPage();
    await signIn(memberPage, member, MEMBER_PASSWORD, own.companyId);
    await memberPage.setViewportSize({ width, height: 900 });
    await memberPage.goto(urlFor(own.companyId, '/assistants/facebook'));
    await expect(memberPage.getByRole('heading', { level: 1 }).first()).toHaveText(
      'Facebook Post Generator',
    );
    await textbox(memberPage, 'Post Topic').fill('Quillfeather vaults for dental practice backup');
    await textbox(memberPage, 'Target Audience').fill('Dentists');
    await choose(memberPage, 'Tone of Voice', 'Informative');
    await memberPage.getByRole('button', { name: 'Generate Post', exact: true }).click();
    await expect(memberPage.getByText('Content generated', { exact: true })).toBeVisible();
    const sources = memberPage.getByTestId('result-sources');
    await expect(sources).toContainText('Sources');
    await expect(sources).toContainText(TITLE);
    await sources.locator('summary').click();
    await expect(sources.getByRole('list', { name: 'Sources' })).toContainText(
      'three encrypted copies',
    );
    // A member is not sent to the admin's library.
    await expect(sources.getByRole('link')).toHaveCount(0);
    expect(await sidewaysOverflow(memberPage)).toBe(0);
    expect(await seriousViolations(memberPage)).toEqual([]);
    await context.close();

    // Deleting asks first.
    await row.getByRole('button', { name: `Delete: ${TITLE}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this document?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('knowledge-empty')).toBeVisible();
  });
}
