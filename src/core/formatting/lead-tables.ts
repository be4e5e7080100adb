/**
 * The lead table in the forms beside the CSV file: tab-separated text for a
 * spreadsheet paste, and a Markdown table. The CSV's columns, order and values (csv.ts); a
 * paste is read by the spreadsheet as a file is, so its cells get the CSV's formula guard.
 */
import type { Lead } from '../leads-types.js';
import { cellText, LEAD_COLUMNS, leadCells, readsAsFormula } from './csv.js';

/** Tabs and line breaks (any kind) would start another cell or row: each run becomes a space. */
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;

const oneLine = (value: unknown) => cellText(value).replace(BREAKS, ' ');

/** One tab-separated cell: on one line, without tabs; a formula starts with an apostrophe. */
function tsvCell(value: unknown): string {
  const text = oneLine(value);
  return readsAsFormula(value, text) ? `'${text}` : text;
}

/** The lead table as tab-separated text: a header row, then a row per lead. */
export function leadsToTsv(leads: readonly Lead[]): string {
  return [LEAD_COLUMNS, ...leads.map(leadCells)]
    .map((row) => row.map(tsvCell).join('\t'))
    .join('\n');
}

/** One Markdown table cell: on one line, backslashes and pipes escaped. */
function markdownCell(value: unknown): string {
  return oneLine(value).trim().replace(/\\/g, '\\\\').replace(/\|/g, '\\|');
}

const markdownRow = (cells: readonly unknown[]) => `| ${cells.map(markdownCell).join(' | ')} |`;

/** The lead table as a Markdown (GitHub-flavoured) table, ending with a line break. */
export function leadsToMarkdown(leads: readonly Lead[]): string {
  const rule = `|${' --- |'.repeat(LEAD_COLUMNS.length)}`;
  const rows = [
    markdownRow(LEAD_COLUMNS),
    rule,
    ...leads.map((lead) => markdownRow(leadCells(lead))),
  ];
  return `${rows.join('\n')}\n`;
}
