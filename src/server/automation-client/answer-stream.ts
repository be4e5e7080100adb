import { cleanText } from '@core/text-safety.js';

/**
 * How an automation's answer arrives (docs/decisions/009):
 * - `whole`: one body (plain text or JSON), understood by normalise.ts once it is complete;
 * - `n8n-stream`: an n8n Webhook node in "Streaming" mode, one JSON object a line
 *   (`{"type":"begin"|"item"|"end"|"error"|"keepalive","content":...,"metadata":{"nodeId":...}}`),
 *   recognised by its first non-empty line whatever the content type;
 * - `event-stream`: `text/event-stream`, `data:` lines as OpenAI-compatible tools stream them
 *   (`choices[0].delta.content`).
 */
export type AnswerFormat = 'whole' | 'n8n-stream' | 'event-stream';

export interface DecodedAnswer {
  format: AnswerFormat;
  /** `whole`: the body as it came; streams: the text they carried, joined. */
  text: string;
}

/** The automation said it failed, inside a stream (n8n `error` chunk, an SSE error event). */
export class StreamFailure extends Error {}

export interface AnswerDecoder {
  /** Feeds decoded text as it arrives; throws StreamFailure on an error chunk. */
  push(text: string): void;
  /** The whole answer once the body has ended (throws StreamFailure like push). */
  finish(): DecodedAnswer;
  /** The format, once known (null while the first line is still incomplete). */
  readonly format: AnswerFormat | null;
}

const N8N_TYPES = new Set(['begin', 'item', 'end', 'error', 'keepalive']);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isN8nChunk(value: unknown): boolean {
  return isRecord(value) && typeof value.type === 'string' && N8N_TYPES.has(value.type);
}

const asText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value === undefined || value === null
      ? ''
      : JSON.stringify(value);

/** Text pieces grouped per n8n node (first appearance order), joined at the end. */
class Parts {
  private readonly groups = new Map<string, string[]>();
  private current = '';
  constructor(private readonly onDelta: (text: string) => void) {}

  /** Adds text to a node's group; `null`: to the group of the text before it. */
  add(node: string | null, raw: string) {
    const text = cleanText(raw);
    if (!text) return;
    const group = node ?? this.current;
    this.current = group;
    const list = this.groups.get(group) ?? [];
    list.push(text);
    this.groups.set(group, list);
    this.onDelta(text);
  }

  joined(): string {
    return [...this.groups.values()].map((list) => list.join('')).join('\n\n');
  }
}

function errorText(value: Record<string, unknown>): string {
  const inner = isRecord(value.error) ? value.error.message : value.error;
  const text = [value.content, value.message, inner].find((v) => typeof v === 'string' && v);
  return typeof text === 'string' ? text.trim() : 'the automation reported an error';
}

/** One n8n streaming line. */
function n8nLine(line: string, parts: Parts) {
  if (!line.trim()) return;
  const value = parseJson(line);
  if (value === undefined || !isRecord(value) || typeof value.type !== 'string') {
    parts.add(null, `${line}\n`); // not an n8n chunk: kept as text
    return;
  }
  if (value.type === 'error') throw new StreamFailure(errorText(value));
  if (value.type !== 'item') return; // begin, end, keepalive and unknown types
  const meta = isRecord(value.metadata) ? value.metadata : {};
  parts.add(`${asText(meta.nodeId)}#${asText(meta.runIndex)}`, asText(value.content));
}

/** The text of one server-sent event's data. */
function eventData(event: string, data: string, parts: Parts) {
  if (event === 'error') throw new StreamFailure(data.trim() || 'the automation reported an error');
  if (!data || data.trim() === '[DONE]') return;
  const value = parseJson(data);
  if (!isRecord(value)) {
    parts.add(null, typeof value === 'string' ? value : data);
    return;
  }
  if (isN8nChunk(value)) {
    n8nLine(data, parts);
    return;
  }
  if (value.error !== undefined && value.choices === undefined) {
    throw new StreamFailure(errorText(value));
  }
  if (Array.isArray(value.choices)) {
    const choice = isRecord(value.choices[0]) ? value.choices[0] : {};
    const delta = isRecord(choice.delta) ? choice.delta : {};
    const message = isRecord(choice.message) ? choice.message : {};
    parts.add(null, asText(delta.content ?? message.content ?? choice.text));
    return;
  }
  const found = ['content', 'text', 'output', 'delta'].find((k) => typeof value[k] === 'string');
  parts.add(null, found ? (value[found] as string) : data);
}

/**
 * Understands an answer as it arrives: `onDelta` gets each piece of text of a streamed answer
 * (never of a whole one). Everything arriving is cleaned of characters the database cannot keep.
 */
export function createAnswerDecoder(
  contentType: string,
  onDelta: (text: string) => void = () => undefined,
): AnswerDecoder {
  const parts = new Parts(onDelta);
  let format: AnswerFormat | null = /^\s*text\/event-stream\b/i.test(contentType)
    ? 'event-stream'
    : null;
  let whole = '';
  let pending = '';
  let event = '';
  let data: string[] = [];

  const eventLine = (line: string) => {
    if (line === '') {
      if (data.length > 0 || event) eventData(event, data.join('\n'), parts);
      event = '';
      data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
  };

  const lines = (flush: boolean) => {
    for (;;) {
      const end = pending.indexOf('\n');
      if (end < 0) break;
      const line = pending.slice(0, end).replace(/\r$/, '');
      pending = pending.slice(end + 1);
      if (format === 'event-stream') eventLine(line);
      else n8nLine(line, parts);
    }
    if (flush && pending) {
      const last = pending.replace(/\r$/, '');
      pending = '';
      if (format === 'event-stream') {
        eventLine(last);
        eventLine('');
      } else n8nLine(last, parts);
    } else if (flush && format === 'event-stream') eventLine('');
  };

  /** Decides the format from the first non-empty line (complete, or the whole body at the end). */
  const decide = (ended: boolean) => {
    const trimmed = whole.replace(/^\s+/, '');
    if (trimmed && !trimmed.startsWith('{')) {
      format = 'whole'; // an n8n chunk is a JSON object
      return;
    }
    const end = trimmed.indexOf('\n');
    if (end < 0 && !ended) return;
    const first = (end < 0 ? trimmed : trimmed.slice(0, end)).trim();
    format = isN8nChunk(parseJson(first)) ? 'n8n-stream' : 'whole';
    if (format === 'n8n-stream') {
      pending = whole;
      whole = '';
    }
  };

  return {
    get format() {
      return format;
    },
    push(text: string) {
      if (format === null || format === 'whole') whole += text;
      else pending += text;
      if (format === null) decide(false);
      if (format === 'n8n-stream' || format === 'event-stream') lines(false);
    },
    finish() {
      if (format === null) decide(true);
      if (format === 'whole' || format === null) return { format: 'whole', text: whole };
      lines(true);
      return { format, text: parts.joined() };
    },
  };
}

/** A complete body (a callback's, or a test's) understood the same way. */
export function decodeAnswer(text: string, contentType: string): DecodedAnswer {
  const decoder = createAnswerDecoder(contentType);
  decoder.push(text);
  return decoder.finish();
}
