import { readFile } from 'node:fs/promises';
import {
  expect,
  openAssistant,
  seriousViolations,
  signIn,
  test,
  textbox,
  urlFor,
} from './fixtures.js';

/**
 * Lead results taken away: copied for a spreadsheet (tab-separated, header row) and
 * downloaded as Markdown, beside the specification's CSV, with the CSV's columns.
 */

const HEADER = [
  'Name',
  'Phone',
  'Email',
  'Website',
  'City',
  'Review Count',
  'Rating',
  'Score',
  'Status',
];
const today = () => new Date().toISOString().slice(0, 10);

test('leads copy for a spreadsheet and download as Markdown, beside the CSV', async ({
  page,
  context,
  staff,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: urlFor('demo'),
  });
  await signIn(page, staff.username, staff.password);
  await openAssistant(page, 'Lead Generator', 'Lead Generator');
  await textbox(page, 'Keywords').fill('plumber');
  await textbox(page, 'Location').fill('Austin, TX');
  await page.getByRole('button', { name: 'Generate Leads' }).click();
  await expect(page.getByText('Leads generated', { exact: true })).toBeVisible();
  const table = page.getByRole('table', { name: 'Leads' });
  const rows = table.locator('tbody tr');
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  const firstName = (await rows.first().locator('td').first().innerText()).trim();
  await expect(page.getByRole('button', { name: 'Export to CSV' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Copy for spreadsheet' }).click();
  await expect(page.getByText('Copied to clipboard', { exact: true })).toBeVisible();
  const tsv = await page.evaluate(() => navigator.clipboard.readText());
  const lines = tsv.split(/\r?\n/);
  expect(lines[0].split('\t')).toEqual(HEADER);
  expect(lines).toHaveLength(count + 1);
  for (const line of lines.slice(1)) expect(line.split('\t')).toHaveLength(HEADER.length);
  expect(lines[1].split('\t')[0]).toBe(firstName);
  // Rating with one decimal, as in the table and the CSV.
  expect(lines[1].split('\t')[6]).toMatch(/^\d+\.\d$/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download .md' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`leads_${today()}.md`);
  const markdown = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\n');
  expect(markdown[0]).toBe(`| ${HEADER.join(' | ')} |`);
  expect(markdown[1]).toBe(`|${' --- |'.repeat(HEADER.length)}`);
  expect(markdown).toHaveLength(count + 2);
  expect(markdown[2].startsWith(`| ${firstName} |`)).toBe(true);
});
