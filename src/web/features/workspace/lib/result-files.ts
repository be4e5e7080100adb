import { format } from 'date-fns';
import { ASSISTANT_ENTRIES, type AssistantId } from '@core/assistants/ids.js';
import { downloadBlob } from './download.js';

/** `blog-article-2026-11-22`: the assistant's name and the day, for downloaded files. */
function resultFileName(assistantType: AssistantId, now = new Date()): string {
  const slug = ASSISTANT_ENTRIES[assistantType].displayName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug}-${format(now, 'yyyy-MM-dd')}`;
}

/** Saves the result as Markdown, as it was generated. */
export function downloadMarkdown(assistantType: AssistantId, content: string): void {
  const blob = new Blob([content.endsWith('\n') ? content : `${content}\n`], {
    type: 'text/markdown;charset=utf-8',
  });
  downloadBlob(`${resultFileName(assistantType)}.md`, blob);
}

/** Saves the result as a Word document (the docx library loads only when asked). */
export async function downloadWord(assistantType: AssistantId, content: string): Promise<void> {
  const { buildWordDocument } = await import('./word-document.js');
  const blob = await buildWordDocument(ASSISTANT_ENTRIES[assistantType].displayName, content);
  downloadBlob(`${resultFileName(assistantType)}.docx`, blob);
}
