import { extractLeadObject, findSummaryPlaceholder, parseLeadResult } from '@core/leads.js';
import type { LeadResult } from '@core/leads-types.js';

/** What the results panel shows for a lead generator answer or history item. */
export type LeadView =
  | { kind: 'leads'; result: LeadResult }
  | { kind: 'placeholder'; expression: string }
  | { kind: 'raw'; content: string };

/**
 * Reads stored lead content: `{summary, leads}` JSON becomes the lead table; a summary holding an
 * unfilled template expression asks for the webhook to be configured; anything else is shown raw.
 */
export function leadViewFromContent(content: string): LeadView {
  const expression = findSummaryPlaceholder(extractLeadObject(content));
  if (expression) return { kind: 'placeholder', expression };
  const result = parseLeadResult(content);
  return result ? { kind: 'leads', result } : { kind: 'raw', content };
}
