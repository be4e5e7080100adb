import { fileTypeFromBuffer } from 'file-type';
import { KNOWLEDGE_FILE_EMPTY, KNOWLEDGE_FILE_KIND } from '@core/api/knowledge.js';
import { invalid } from '../domain-error.js';
import type { SourceKind } from './extract-text.js';

const BY_EXTENSION: Record<string, Exclude<SourceKind, 'url'>> = {
  pdf: 'pdf',
  docx: 'docx',
  md: 'markdown',
  markdown: 'markdown',
  txt: 'text',
};

export const MEDIA_TYPES: Record<SourceKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  markdown: 'text/markdown; charset=utf-8',
  text: 'text/plain; charset=utf-8',
  url: 'text/html; charset=utf-8',
};

/** Text as a text file holds it: valid UTF-8, with no NUL or other binary control bytes. */
function isText(bytes: Uint8Array): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // NUL and the other control characters text files never hold (tab, newlines, form feed
    // and escape are fine).
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code < 32 && code !== 9 && code !== 10 && code !== 12 && code !== 13 && code !== 27) {
        return false;
      }
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * What an uploaded file is, judged by its name and its content alike: a PDF must be a PDF, a
 * DOCX a Word document, and Markdown or text must be text. Anything else (a renamed program, an
 * image, an old .doc) is 400 with the kinds that can be uploaded.
 */
export async function classifyUpload(fileName: string, bytes: Uint8Array): Promise<SourceKind> {
  if (bytes.length === 0) throw invalid(KNOWLEDGE_FILE_EMPTY);
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  const kind = BY_EXTENSION[extension];
  if (!kind) throw invalid(KNOWLEDGE_FILE_KIND);
  const detected = await fileTypeFromBuffer(bytes);
  const fits =
    kind === 'pdf'
      ? detected?.ext === 'pdf'
      : kind === 'docx'
        ? detected?.ext === 'docx'
        : detected === undefined && isText(bytes);
  if (!fits) throw invalid(KNOWLEDGE_FILE_KIND);
  return kind;
}
