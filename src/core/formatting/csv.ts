/**
 * CSV export (RFC 4180) with spreadsheet formula-injection protection. Every CSV the app writes
 * goes through `toCsv`: the lead results view (docs/product.md#leads), the usage-report export
 * and the report tabs' exports. The lead table's other forms (lead-tables.ts) share its
 * columns and formula guard.
 */
import { format } from 'date-fns';
import type { Lead } from '../leads-types.js';

/** The lead table's columns, in order, wherever it is exported. */
export const LEAD_COLUMNS = [
  'Name',
  'Phone',
  'Email',
  'Website',
  'City',
  'Review Count',
  'Rating',
  'Score',
  'Status',
] as const;

/**
 * How a cell a spreadsheet reads as a formula starts: = + - @, or their full-width forms
 * (＝＋－＠, which spreadsheets convert), after any whitespace they trim (spaces, tabs, line
 * breaks, no-break and other Unicode spaces); or a tab or a carriage return.
 */
const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@\uff1d\uff0b\uff0d\uff20])/;
const NEEDS_QUOTES = /[",\r\n]/;

export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Whether a spreadsheet would read the cell's text as a formula (numbers are never altered). */
export function readsAsFormula(value: unknown, text: string): boolean {
  return typeof value !== 'number' && FORMULA_START.test(text);
}

/**
 * One CSV field. Text that starts a formula (FORMULA_START) gets a leading apostrophe (so
 * spreadsheets show it as text) and is quoted; numbers are never altered.
 * Fields with commas, quotes or line breaks are quoted, quotes doubled.
 */
export function csvField(value: unknown): string {
  const text = cellText(value);
  const guarded = readsAsFormula(value, text);
  const safe = guarded ? `'${text}` : text;
  return guarded || NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV document: a header row then one row per record, lines separated by CRLF. */
export function toCsv(headers: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [headers, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n');
}

/** One lead's cells, in the order of LEAD_COLUMNS; the rating with one decimal. */
export function leadCells(lead: Lead): unknown[] {
  return [
    lead.name,
    lead.phone,
    lead.email,
    lead.website,
    lead.city,
    lead.reviewCount,
    Number.isFinite(lead.rating) ? lead.rating.toFixed(1) : '',
    lead.score,
    lead.status,
  ];
}

/** The lead table as CSV: Name, Phone, ..., Rating (one decimal), Score, Status. */
export function leadsToCsv(leads: readonly Lead[]): string {
  return toCsv(LEAD_COLUMNS, leads.map(leadCells));
}

/** `leads_yyyy-MM-dd.{extension}`, in local time. */
export function leadsFileName(extension: string, date: Date = new Date()): string {
  return `leads_${format(date, 'yyyy-MM-dd')}.${extension}`;
}

/** `leads_yyyy-MM-dd.csv`, in local time. */
export function leadsCsvFileName(date: Date = new Date()): string {
  return leadsFileName('csv', date);
}
