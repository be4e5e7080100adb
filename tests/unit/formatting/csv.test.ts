import { describe, it, expect } from 'vitest';
import { csvField, leadsCsvFileName, leadsToCsv, toCsv } from '../../../src/core/formatting/csv.js';
import type { Lead } from '../../../src/core/leads-types.js';

const LEAD: Lead = {
  name: 'Acme Plumbing',
  phone: '(555) 010-2000',
  email: 'info@acme.example',
  website: 'https://acme.example',
  city: 'Austin',
  reviewCount: 42,
  rating: 4.5,
  score: 87,
  status: 'qualified',
};

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(
      toCsv(
        ['A', 'B'],
        [
          ['x,y', 'say "hi"'],
          ['line1\nline2', 'cr\rlf'],
        ],
      ),
    ).toBe('A,B\r\n"x,y","say ""hi"""\r\n"line1\nline2","cr\rlf"');
  });

  it('writes empty cells for null, undefined and non-finite numbers', () => {
    expect(toCsv(['A', 'B', 'C', 'D'], [[null, undefined, Number.NaN, 0]])).toBe('A,B,C,D\r\n,,,0');
  });

  it('defuses spreadsheet formulas', () => {
    expect(csvField('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(csvField('+1 555 0100')).toBe('"\'+1 555 0100"');
    expect(csvField('-2+3')).toBe('"\'-2+3"');
    expect(csvField('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvField('\t=1')).toBe('"\'\t=1"');
    expect(csvField('\r=1')).toBe('"\'\r=1"');
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField(-5)).toBe('-5');
  });

  it('defuses formulas behind leading whitespace of any kind', () => {
    const spaces = [
      ' ',
      '   ',
      '\t',
      '\r',
      '\n',
      '\r\n',
      '\u00a0',
      '\u3000',
      '\u2007',
      '\ufeff',
      ' \t\u00a0',
    ];
    for (const space of spaces) {
      for (const start of ['=', '+', '-', '@']) {
        const text = `${space}${start}1+1`;
        expect(csvField(text), JSON.stringify(text)).toBe(`"'${text}"`);
      }
    }
  });

  it('defuses full-width formula characters, with or without whitespace before them', () => {
    for (const start of ['\uff1d', '\uff0b', '\uff0d', '\uff20']) {
      expect(csvField(`${start}1+1`)).toBe(`"'${start}1+1"`);
      expect(csvField(` \u00a0${start}1+1`)).toBe(`"' \u00a0${start}1+1"`);
    }
    expect(csvField('＝HYPERLINK("http://evil")')).toBe('"\'＝HYPERLINK(""http://evil"")"');
  });

  it('leaves text alone when its first visible character starts no formula', () => {
    expect(csvField(' hello')).toBe(' hello');
    expect(csvField('\u00a0a=b')).toBe('\u00a0a=b');
    expect(csvField('a ＝ b')).toBe('a ＝ b');
    expect(csvField('\nline')).toBe('"\nline"');
    expect(csvField('   ')).toBe('   ');
  });

  it('defuses them in every row toCsv writes', () => {
    expect(toCsv(['User', 'Details'], [[' =1+1', '\u00a0@SUM(A1)']])).toBe(
      'User,Details\r\n"\' =1+1","\'\u00a0@SUM(A1)"',
    );
  });
});

describe('leadsToCsv', () => {
  it('writes the header and one row per lead with the rating to one decimal', () => {
    const other: Lead = {
      ...LEAD,
      name: 'Smith, Jones & "Co"',
      email: '',
      city: "=cmd|' /C calc'!A0",
      rating: 4,
      status: 'maybe',
    };
    expect(leadsToCsv([LEAD, other]).split('\r\n')).toEqual([
      'Name,Phone,Email,Website,City,Review Count,Rating,Score,Status',
      'Acme Plumbing,(555) 010-2000,info@acme.example,https://acme.example,Austin,42,4.5,87,qualified',
      '"Smith, Jones & ""Co""",(555) 010-2000,,https://acme.example,"\'=cmd|\' /C calc\'!A0",42,4.0,87,maybe',
    ]);
  });

  it('writes only the header without leads', () => {
    expect(leadsToCsv([])).toBe('Name,Phone,Email,Website,City,Review Count,Rating,Score,Status');
  });
});

describe('leadsCsvFileName', () => {
  it('uses the local date', () => {
    expect(leadsCsvFileName(new Date(2025, 0, 5, 23, 59))).toBe('leads_2025-01-05.csv');
    expect(leadsCsvFileName(new Date(2025, 11, 31, 0, 1))).toBe('leads_2025-12-31.csv');
  });
});
