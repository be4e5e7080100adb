import { ASSISTANT_ENTRIES, isAssistantId } from '../assistants/ids.js';
import type { AssistantEntry, OutputKind } from '../assistants/types.js';
import { convertLegacyTopics } from './topics.js';

/**
 * The readable text of an output, apart from the display formatting of `content.ts`: the
 * workspace reads a history item with it on its first view, and the formatters (with their
 * Markdown parsers) load with the result's views (decision 054).
 */

/** How an assistant's output is shown: from its definition, or by its id (plain text if none). */
export function outputKindOf(assistant: string | Pick<AssistantEntry, 'output'>): OutputKind {
  if (typeof assistant !== 'string') return assistant.output;
  return isAssistantId(assistant) ? ASSISTANT_ENTRIES[assistant].output : 'text';
}

/**
 * An assistant's output as the text to show, copy and revise: an assistant whose definition's
 * `output` is `topics` may have old-format topic JSON in its history, converted to readable text
 * here (the one place that decides when to convert); any other output is returned unchanged.
 */
export function readableContent(
  assistant: string | Pick<AssistantEntry, 'output'>,
  raw: string,
): string {
  return outputKindOf(assistant) === 'topics' ? convertLegacyTopics(raw) : raw;
}
