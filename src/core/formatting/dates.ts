/** History panel texts (docs/product.md#history): day headings, item times, previews, notes. */
import { format, isValid } from 'date-fns';
import { contentToPlainText } from './content.js';
import { producesLeads } from '../assistants/ids.js';
import { parseLeadResult } from '../leads.js';
import { convertLegacyTopics } from './topics.js';

const HISTORY_PREVIEW_LENGTH = 80;
const REVISION_NOTE_LENGTH = 30;

export type DateInput = Date | string | number;

function formatDate(value: DateInput, pattern: string): string {
  const date = value instanceof Date ? value : new Date(value);
  return isValid(date) ? format(date, pattern) : '';
}

/** Group heading: "MMMM d, yyyy" (e.g. "March 5, 2025"); '' for an invalid date. */
export function formatHistoryDay(value: DateInput): string {
  return formatDate(value, 'MMMM d, yyyy');
}

/** Item time: "MMM d, yyyy h:mm a" (e.g. "Mar 5, 2025 2:07 PM"); '' for an invalid date. */
export function formatHistoryTime(value: DateInput): string {
  return formatDate(value, 'MMM d, yyyy h:mm a');
}

/** The first `length` characters (code points) of a text, with "..." when it was cut. */
function truncate(text: string, length: number): string {
  const chars = Array.from(text);
  return chars.length > length ? `${chars.slice(0, length).join('').trimEnd()}...` : text;
}

/**
 * An 80-character preview of some content, markup stripped and whitespace collapsed. Lead
 * results (JSON) are summarised instead of shown as JSON.
 */
export function historyPreview(content: string, assistantType?: string): string {
  if (producesLeads(assistantType)) {
    const leads = parseLeadResult(content);
    if (leads) {
      const { total, qualified, maybe, unlikely } = leads.summary;
      const noun = total === 1 ? 'lead' : 'leads';
      return `${total} ${noun}: ${qualified} qualified, ${maybe} maybe, ${unlikely} unlikely`;
    }
  }
  const text = contentToPlainText(convertLegacyTopics(content)).replace(/\s+/g, ' ').trim();
  return truncate(text, HISTORY_PREVIEW_LENGTH);
}

/**
 * "Revised: " plus the first 30 characters of the request as written (not trimmed or
 * collapsed) and always an ellipsis (docs/product.md#history); null without a request.
 */
export function revisionNote(request: string | null | undefined): string | null {
  if (!request || !request.trim()) return null;
  return `Revised: ${Array.from(request).slice(0, REVISION_NOTE_LENGTH).join('')}...`;
}
