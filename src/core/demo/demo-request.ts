import { createRng } from './random.js';
import type { Rng } from './random.js';

/** Reads the form values of a webhook body, with fallbacks for anything blank. */
interface FormReader {
  /** A trimmed string value, or the fallback when blank or absent. */
  text(key: string, fallback: string): string;
  /** A select value made readable ("thought-leadership" -> "thought leadership"). */
  label(key: string, fallback: string): string;
  /** A boolean; strings such as "true"/"on" count, absent gives the fallback. */
  flag(key: string, fallback: boolean): boolean;
  /** An array of strings, or lines/commas of a string. */
  list(key: string): string[];
  raw(key: string): unknown;
}

export interface DemoRequest {
  action: 'generate' | 'revise' | 'test';
  form: FormReader;
  companyName: string;
  revisionRequest: string;
  originalContent: string;
  rng: Rng;
  body: Record<string, unknown>;
}

type Obj = Record<string, unknown>;
const asObject = (value: unknown): Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Obj) : {};

/** "thought-leadership" -> "thought leadership"; "Why Platinum: Highlight" stays as it is. */
export function humanise(value: string): string {
  return /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(value) ? value.replace(/[-_]/g, ' ') : value;
}

export function titleCase(text: string): string {
  const small = new Set(['a', 'an', 'and', 'or', 'the', 'of', 'for', 'to', 'in', 'on', 'with']);
  return text
    .split(/\s+/)
    .map((word, i) =>
      i > 0 && small.has(word.toLowerCase())
        ? word.toLowerCase()
        : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
export const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

export function slugify(text: string, maxWords = 8): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, ' ')
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, maxWords)
    .join('-');
}

/** "#CloudSecurity" style tags from the words of a text (the whole phrase, then its start). */
export function hashtagsFrom(text: string, max = 2): string[] {
  const stop = new Set(['the', 'and', 'for', 'with', 'your', 'our', 'how', 'why', 'what', 'you']);
  const words = text
    .replace(/[^A-Za-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 2 && !stop.has(w.toLowerCase()));
  const tag = (ws: string[]) => '#' + ws.map((w) => capitalise(w.toLowerCase())).join('');
  const tags = [words.slice(0, 3), words.slice(0, 2)].filter((ws) => ws.length > 0).map(tag);
  return [...new Set(tags)].slice(0, max);
}

/** Cuts a text at a word boundary to at most `max` characters. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:\s]+$/, '') + '…';
}

function createFormReader(values: Obj): FormReader {
  const text = (key: string, fallback: string) => {
    const v = values[key];
    if (typeof v === 'string' && v.trim()) return v.trim();
    if (typeof v === 'number') return String(v);
    return fallback;
  };
  return {
    text,
    label: (key, fallback) => humanise(text(key, fallback)),
    flag: (key, fallback) => {
      const v = values[key];
      if (typeof v === 'boolean') return v;
      if (typeof v === 'string') return ['true', 'on', 'yes', '1'].includes(v.toLowerCase());
      return fallback;
    },
    list: (key) => {
      const v = values[key];
      const items = Array.isArray(v)
        ? v.map(String)
        : typeof v === 'string'
          ? v.split(/[\n,]/)
          : [];
      return items.map((s) => s.trim()).filter(Boolean);
    },
    raw: (key) => values[key],
  };
}

/** Reads a generate, revise, test or lead-generator body (decision 017, docs/product.md#submit-payloads). */
export function parseDemoRequest(assistantType: string, input: unknown): DemoRequest {
  const body = asObject(input);
  const action = body.action === 'revise' || body.action === 'test' ? body.action : 'generate';
  const formData = asObject(action === 'revise' ? body.originalFormData : body.formData);
  const company = asObject(body.company ?? body.companyInfo);
  const revisionRequest = typeof body.revisionRequest === 'string' ? body.revisionRequest : '';
  const originalContent = typeof body.originalContent === 'string' ? body.originalContent : '';
  const seed = JSON.stringify([assistantType, formData, body.sessionId, revisionRequest]);
  return {
    action,
    form: createFormReader(formData),
    companyName: typeof company.name === 'string' && company.name ? company.name : 'Demo Company',
    revisionRequest: revisionRequest.trim(),
    originalContent,
    rng: createRng(seed),
    body,
  };
}
