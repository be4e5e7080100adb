import { setTimeout as sleep } from 'node:timers/promises';

/** n8n's streaming Webhook node answers with this content type, one JSON object a line. */
export const STREAM_CONTENT_TYPE = 'application/json; charset=utf-8';
/** Words (with the spaces after them) sent in one `item`. */
const WORDS_PER_ITEM = 4;
const META = { nodeId: 'demo-writer', runIndex: 0 };

/**
 * A text as n8n's streaming Webhook node sends it: a `begin` line, `item` lines of a few words
 * each, an `end` line. The items joined are exactly the text (every character in one item).
 */
export function streamLines(text: string): string[] {
  const words = (text.match(/\S*\s*/g) ?? []).filter(Boolean);
  const items: string[] = [];
  for (let i = 0; i < words.length; i += WORDS_PER_ITEM) {
    items.push(words.slice(i, i + WORDS_PER_ITEM).join(''));
  }
  return [
    { type: 'begin', metadata: META },
    ...items.map((content) => ({ type: 'item', content, metadata: META })),
    { type: 'end', metadata: META },
  ].map((line) => `${JSON.stringify(line)}\n`);
}

/**
 * The pause between lines for a demo "thinking" `delayMs` before it answers: a language model's
 * pace (at most delayMs/30 a line), the whole text within three times delayMs; none at 0.
 */
export function linePause(delayMs: number, lines: number): number {
  if (delayMs <= 0 || lines === 0) return 0;
  return Math.min(delayMs / 30, (3 * delayMs) / lines);
}

/** The lines one by one with a pause between them; ends early when `signal` aborts. */
export async function* paced(lines: string[], pauseMs: number, signal?: AbortSignal) {
  for (const [i, line] of lines.entries()) {
    if (i > 0 && pauseMs > 0) await sleep(pauseMs, undefined, { signal });
    signal?.throwIfAborted();
    yield line;
  }
}
