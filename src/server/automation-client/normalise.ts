import type { OutputKind } from '@core/assistants/types.js';
import type { LeadResult } from '@core/leads-types.js';
import { extractLeadObject, findSummaryPlaceholder, mapLeadResult } from '@core/leads.js';
import { cleanDeep, cleanText } from '@core/text-safety.js';
import type { AnswerFormat } from './answer-stream.js';
import { AutomationError, automationMessages as msg } from './errors.js';

/** What the normalisers need from a webhook answer (a AutomationResponse fits). */
export interface AutomationAnswer {
  text: string;
  contentType?: string;
  status?: number;
  latencyMs?: number;
  /** How it arrived (answer-stream.ts); absent: a whole body. */
  format?: AnswerFormat;
}

/** Keys that carry the generated text, in order of preference. */
const CONTENT_KEYS = ['output', 'content', 'text', 'response', 'message', 'result'];
const WORKFLOW_STARTED = /^workflow (was )?started\.?$/i;

type Fail = (
  kind: 'empty' | 'workflow-started' | 'unparseable' | 'unreadable',
  message: string,
) => AutomationError;

function failWith(res: AutomationAnswer): Fail {
  return (kind, message) =>
    new AutomationError(kind, message, {
      status: res.status,
      latencyMs: res.latencyMs,
      raw: res.text.slice(0, 100_000),
    });
}

function isJsonType(contentType: string | undefined) {
  return /[/+]json\b/i.test(contentType ?? '');
}

/** Parses JSON when the answer says (or looks like) JSON; undefined when it is plain text. */
function tryJson(res: AutomationAnswer): unknown {
  const text = res.text.trim();
  if (!isJsonType(res.contentType) && !/^[[{"]/.test(text)) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** n8n's answer when the webhook responds "immediately": {"message":"Workflow was started"}. */
function isWorkflowStarted(value: unknown): boolean {
  if (typeof value === 'string') return WORKFLOW_STARTED.test(value.trim());
  if (Array.isArray(value)) return value.length === 1 && isWorkflowStarted(value[0]);
  if (typeof value !== 'object' || value === null) return false;
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj);
  return keys.length === 1 && keys[0] === 'message' && isWorkflowStarted(obj.message);
}

type Extracted = { text: string } | { empty: true } | null;

function extractText(value: unknown, depth: number): Extracted {
  if (depth > 6) return null;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (!trimmed) return { empty: true };
    // A JSON document inside a string (some tools double-encode): look inside it.
    if (/^[[{]/.test(trimmed)) {
      try {
        const inner = extractText(JSON.parse(trimmed), depth + 1);
        if (inner && 'text' in inner) return inner;
      } catch {
        // not JSON: it is the content
      }
    }
    return { text: value };
  }
  if (Array.isArray(value))
    return value.length ? extractText(value[0], depth + 1) : { empty: true };
  if (typeof value !== 'object' || value === null) return null;
  const obj = value as Record<string, unknown>;
  let sawEmpty = false;
  for (const key of [...CONTENT_KEYS, 'json']) {
    if (obj[key] === undefined || obj[key] === null) continue;
    const found = extractText(obj[key], depth + 1);
    if (found && 'text' in found) return found;
    if (found) sawEmpty = true;
  }
  if (Object.keys(obj).length === 0 || sawEmpty) return { empty: true };
  return null;
}

/**
 * A whole body whose content type says JSON but which does not parse is unreadable: never kept
 * as content (a truncated or broken answer). Streamed text is read as plain text.
 */
function readable(res: AutomationAnswer, assistantName: string): AutomationAnswer {
  if (res.format && res.format !== 'whole') return { ...res, contentType: 'text/plain' };
  if (isJsonType(res.contentType) && res.text.trim()) {
    try {
      JSON.parse(res.text);
    } catch {
      throw failWith(res)('unreadable', msg.unreadable(assistantName));
    }
  }
  return res;
}

/**
 * The answer with characters the database cannot keep taken out (core/text-safety.ts): raw NULs
 * removed, unpaired surrogates replaced. What JSON escapes (`\u0000`) leaves after parsing is
 * cleaned from the extracted values below. Generate, revise and the Test action all pass here,
 * so they agree on what an answer holds.
 */
function cleaned(res: AutomationAnswer): AutomationAnswer {
  return { ...res, text: cleanText(res.text) };
}

/**
 * The generated text from a webhook answer: plain text, a JSON string, an object with the text
 * in output/content/text/response/message/result (possibly under `json`), or an array of such.
 * NUL characters are removed and unpaired surrogates replaced (an answer of nothing else is
 * empty).
 */
export function normaliseContent(answer: AutomationAnswer, assistantName: string): string {
  const res = readable(cleaned(answer), assistantName);
  const fail = failWith(res);
  if (!res.text.trim()) throw fail('empty', msg.empty(assistantName));
  const parsed = tryJson(res);
  if (parsed === undefined) {
    if (WORKFLOW_STARTED.test(res.text.trim())) {
      throw fail('workflow-started', msg.workflowStarted(assistantName));
    }
    return res.text;
  }
  if (isWorkflowStarted(parsed)) throw fail('workflow-started', msg.workflowStarted(assistantName));
  const found = extractText(parsed, 0);
  if (found && 'text' in found) {
    const text = cleanText(found.text);
    if (!text.trim()) throw fail('empty', msg.empty(assistantName));
    return text;
  }
  if (found) throw fail('empty', msg.empty(assistantName));
  throw fail(
    'unparseable',
    msg.unparseable(assistantName, 'text, or JSON with the text in an "output" field'),
  );
}

/**
 * Lead results from a webhook answer (see core/leads.ts for the accepted shapes). An unfilled
 * template expression in the summary means the workflow's response is not configured. Texts
 * are cleaned as for content.
 */
export function normaliseLeads(answer: AutomationAnswer, assistantName: string): LeadResult {
  const res = readable(cleaned(answer), assistantName);
  const fail = failWith(res);
  const text = res.text.trim();
  if (!text) throw fail('empty', msg.empty(assistantName));
  const parsed = tryJson(res);
  if (isWorkflowStarted(parsed ?? text)) {
    throw fail('workflow-started', msg.workflowStarted(assistantName));
  }
  const obj = extractLeadObject(parsed ?? text);
  if (!obj) {
    throw fail(
      'unparseable',
      msg.unparseable(assistantName, 'lead results as JSON with "summary" and "leads"'),
    );
  }
  const placeholder = findSummaryPlaceholder(obj);
  if (placeholder) {
    throw new AutomationError('placeholder', msg.placeholder(assistantName, placeholder), {
      status: res.status,
      latencyMs: res.latencyMs,
      raw: res.text.slice(0, 100_000),
    });
  }
  return cleanDeep(mapLeadResult(obj));
}

/** An answer as a generation keeps it: the text, or (leads) no text and the lead result. */
export interface KeptAnswer {
  content: string;
  result: { summary: LeadResult['summary']; leads: LeadResult['leads'] } | null;
}

/** Normalises an answer for what the assistant produces: its leads, or else its text. */
export function normaliseAnswer(
  answer: AutomationAnswer,
  output: OutputKind,
  assistantName: string,
): KeptAnswer {
  if (output !== 'leads') return { content: normaliseContent(answer, assistantName), result: null };
  const { summary, leads } = normaliseLeads(answer, assistantName);
  return { content: '', result: { summary, leads } };
}
