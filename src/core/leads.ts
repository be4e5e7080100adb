import type { Lead, LeadResult, LeadStatus, LeadSummary } from './leads-types.js';

/**
 * Lead generator results as automations really send them (docs/product.md#leads): the name may be
 * `businessName` or `name`, the status `qualificationStatus` or `status`; numbers may be strings.
 * Pure: the server maps webhook answers with it and the client maps history items.
 */

type Obj = Record<string, unknown>;

const STATUSES: readonly LeadStatus[] = ['qualified', 'maybe', 'unlikely'];
const WRAPPER_KEYS = ['json', 'output', 'content', 'text', 'response', 'result', 'message', 'data'];

const isObject = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** True when a value holds an unfilled template expression such as `{{ $json.total }}`. */
export function hasUnfilledPlaceholder(value: unknown): boolean {
  return typeof value === 'string' && /\{\{[\s\S]*?\}\}|^\s*=\s*\{\{/.test(value);
}

/** The first unfilled template expression in a lead summary, or null. */
export function findSummaryPlaceholder(obj: unknown): string | null {
  if (!isObject(obj) || !isObject(obj.summary)) return null;
  const summary = obj.summary;
  for (const key of ['total', 'qualified', 'maybe', 'unlikely']) {
    const value = summary[key];
    if (hasUnfilledPlaceholder(value)) return String(value).trim();
  }
  return null;
}

/** A number from a number or a numeric string ("4.5", "1,204"); anything else gives null. */
function toNumberOrNull(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.replace(/,/g, '').trim();
  if (!text) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

const toNumber = (value: unknown): number => toNumberOrNull(value) ?? 0;

function toText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function toStatus(value: unknown): LeadStatus {
  const text = toText(value).toLowerCase();
  return (STATUSES as readonly string[]).includes(text) ? (text as LeadStatus) : 'unlikely';
}

function mapLead(raw: Obj): Lead {
  return {
    name: toText(raw.businessName) || toText(raw.name),
    phone: toText(raw.phone),
    email: toText(raw.email),
    website: toText(raw.website),
    city: toText(raw.city),
    reviewCount: toNumber(raw.reviewCount),
    rating: toNumber(raw.rating),
    score: toNumber(raw.score),
    status: toStatus(raw.qualificationStatus ?? raw.status),
  };
}

/** Maps `{summary, leads}`; summary numbers missing or not numeric are counted from the leads. */
export function mapLeadResult(obj: unknown): LeadResult {
  const source = isObject(obj) ? obj : {};
  const rawLeads = Array.isArray(source.leads) ? source.leads : [];
  const leads = rawLeads.filter(isObject).map(mapLead);
  const given = isObject(source.summary) ? source.summary : {};
  const count = (status: LeadStatus) => leads.filter((l) => l.status === status).length;
  const summary: LeadSummary = {
    total: toNumberOrNull(given.total) ?? leads.length,
    qualified: toNumberOrNull(given.qualified) ?? count('qualified'),
    maybe: toNumberOrNull(given.maybe) ?? count('maybe'),
    unlikely: toNumberOrNull(given.unlikely) ?? count('unlikely'),
  };
  return { summary, leads };
}

/** Removes ``` or ```json fences around a text. */
function stripCodeFences(text: string): string {
  const match = /^\s*```[a-zA-Z]*\s*\n?([\s\S]*?)\n?\s*```\s*$/.exec(text);
  return match ? match[1] : text;
}

function parseJsonText(text: string): unknown {
  const bare = stripCodeFences(text).trim();
  try {
    return JSON.parse(bare);
  } catch {
    // Prose around a JSON object ("Here are your leads: {...}"): try the outermost braces.
    const start = bare.indexOf('{');
    const end = bare.lastIndexOf('}');
    if (start < 0 || end <= start) return undefined;
    try {
      return JSON.parse(bare.slice(start, end + 1));
    } catch {
      return undefined;
    }
  }
}

const looksLikeLead = (value: unknown) =>
  isObject(value) && (typeof value.businessName === 'string' || typeof value.name === 'string');

/**
 * Finds the `{summary, leads}` object in what an automation sent: the object itself, an array of
 * one, a JSON string (fenced or not), or a wrapper such as `{output: "..."}` or `{json: {...}}`.
 * A bare array of leads is accepted too. Returns null when nothing fits.
 */
export function extractLeadObject(value: unknown, depth = 0): Obj | null {
  if (depth > 6) return null;
  if (typeof value === 'string') {
    const parsed = parseJsonText(value);
    return parsed === undefined ? null : extractLeadObject(parsed, depth + 1);
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return null;
    const first = extractLeadObject(value[0], depth + 1);
    if (first) return first;
    return value.every(looksLikeLead) ? { leads: value } : null;
  }
  if (!isObject(value)) return null;
  if (Array.isArray(value.leads) || isObject(value.summary)) return value;
  for (const key of WRAPPER_KEYS) {
    if (value[key] === undefined) continue;
    const found = extractLeadObject(value[key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** Lead results from any accepted shape (e.g. a saved history item), or null. */
export function parseLeadResult(value: unknown): LeadResult | null {
  const obj = extractLeadObject(value);
  if (!obj || findSummaryPlaceholder(obj)) return null;
  return mapLeadResult(obj);
}
