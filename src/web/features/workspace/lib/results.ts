import type { HistoryItem } from '@core/api/history.js';
import type { KnowledgeSource } from '@core/api/knowledge.js';
import { producesLeads, type AssistantId } from '@core/assistants/ids.js';
import type { FormValues } from '@core/assistants/types.js';
import { readableContent } from '@core/formatting/readable.js';
import type { LeadResult } from '@core/leads-types.js';
import { leadViewFromContent } from './lead-view.js';
import type { LeadView } from './lead-view.js';

/**
 * What the results panel shows: generated text (with the text it revised, for a revision made
 * here), or one of the lead views.
 */
type ResultBody = { kind: 'content'; content: string; original?: string } | LeadView;

/** The result on screen, with the form values it was made from (needed to revise it). */
export interface WorkspaceResult {
  assistantType: AssistantId;
  formData: FormValues;
  body: ResultBody;
  /** The generation was stopped: this is the text that had arrived by then. */
  stopped?: boolean;
  /** The history item it is kept as, and the version shown: edits are saved to it. */
  historyId?: number;
  version?: number;
  /** Who wrote the kept item (absent: the signed-in user's own generation). */
  authorId?: number | null;
  /** The company knowledge it was written with (absent: not known yet, read from its item). */
  sources?: KnowledgeSource[];
}

export function contentResult(
  assistantType: AssistantId,
  content: string,
  formData: FormValues,
  original?: string,
): WorkspaceResult {
  const body: ResultBody =
    original === undefined ? { kind: 'content', content } : { kind: 'content', content, original };
  return { assistantType, formData, body };
}

export function leadsResult(
  assistantType: AssistantId,
  result: LeadResult,
  formData: FormValues,
): WorkspaceResult {
  return { assistantType, formData, body: { kind: 'leads', result } };
}

/**
 * A history item as a result: lead content (JSON) becomes the lead view, old-format topic JSON
 * is converted to readable text, anything else is shown as it is.
 */
export function resultFromHistoryItem(item: HistoryItem): WorkspaceResult {
  const result = {
    ...resultFromHistoryText(item),
    historyId: item.id,
    version: item.version,
    authorId: item.author.id,
    sources: item.sources,
  };
  return item.stopped ? { ...result, stopped: true } : result;
}

function resultFromHistoryText(item: HistoryItem): WorkspaceResult {
  const formData = item.formData ?? {};
  if (producesLeads(item.assistantType)) {
    return { assistantType: item.assistantType, formData, body: leadViewFromContent(item.content) };
  }
  return contentResult(
    item.assistantType,
    readableContent(item.assistantType, item.content),
    formData,
  );
}

/** The text a revision starts from, or null when the result is not revisable text. */
export function revisableContent(result: WorkspaceResult | null): string | null {
  if (!result || result.body.kind !== 'content') return null;
  return result.body.content.trim() ? result.body.content : null;
}
