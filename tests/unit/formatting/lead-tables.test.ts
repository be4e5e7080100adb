import { describe, expect, it } from 'vitest';
import { leadsFileName } from '../../../src/core/formatting/csv.js';
import { leadsToMarkdown, leadsToTsv } from '../../../src/core/formatting/lead-tables.js';
import type { Lead } from '../../../src/core/leads-types.js';

const LEAD: Lead = {
  name: 'Acme Plumbing',
  phone: '(555) 010-2000',
  email: 'info@acme.example',
  website: 'https://acme.example',
  city: 'Austin',
  reviewCount: 42,
  rating: 4,
  score: 87,
  status: 'qualified',
};

const HEADER = 'Name\tPhone\tEmail\tWebsite\tCity\tReview Count\tRating\tScore\tStatus';

describe('leadsToTsv', () => {
  it("writes the CSV's header and columns, a row per lead, rating to one decimal", () => {
    expect(leadsToTsv([LEAD]).split('\n')).toEqual([
      HEADER,
      'Acme Plumbing\t(555) 010-2000\tinfo@acme.example\thttps://acme.example\tAustin\t42\t4.0\t87\tqualified',
    ]);
    expect(leadsToTsv([])).toBe(HEADER);
  });

  it('keeps each cell on one line, without tabs; quotes and commas stay as they are', () => {
    const lead = { ...LEAD, name: 'Smith,\t"Jones"\r\n& Co', city: 'Austin\u2028TX' };
    const [, row] = leadsToTsv([lead]).split('\n');
    expect(row.split('\t')).toHaveLength(9);
    expect(row.split('\t')[0]).toBe('Smith, "Jones" & Co');
    expect(row.split('\t')[4]).toBe('Austin TX');
  });

  it('defuses formulas as the CSV does, also behind a tab or line break; numbers stay', () => {
    const lead = {
      ...LEAD,
      name: '=HYPERLINK("http://evil","x")',
      phone: '+1 555 0100',
      email: '\t@SUM(A1)',
      website: '\n-2+3',
      city: '\uff1dcmd',
      score: -5,
    };
    const cells = leadsToTsv([lead]).split('\n')[1].split('\t');
    expect(cells.slice(0, 5)).toEqual([
      '\'=HYPERLINK("http://evil","x")',
      "'+1 555 0100",
      "' @SUM(A1)",
      "' -2+3",
      "'\uff1dcmd",
    ]);
    expect(cells[7]).toBe('-5');
  });
});

describe('leadsToMarkdown', () => {
  it('writes a table with the CSV columns, pipes and backslashes escaped, one line a row', () => {
    const lead = { ...LEAD, name: 'Pipes | and \\ slashes', city: 'Austin\nTX' };
    expect(leadsToMarkdown([lead])).toBe(
      [
        '| Name | Phone | Email | Website | City | Review Count | Rating | Score | Status |',
        '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
        '| Pipes \\| and \\\\ slashes | (555) 010-2000 | info@acme.example | https://acme.example | Austin TX | 42 | 4.0 | 87 | qualified |',
        '',
      ].join('\n'),
    );
  });
});

describe('leadsFileName', () => {
  it('names the day in local time, with the extension', () => {
    expect(leadsFileName('md', new Date(2025, 0, 5, 23, 59))).toBe('leads_2025-01-05.md');
  });
});
