import type { parseHTML as parseHtmlType } from 'linkedom';
import { KNOWLEDGE_PAGE_UNREADABLE, KNOWLEDGE_SCANNED_PDF } from '@core/api/knowledge.js';
import { zipUnpackedBytes } from './zip-size.js';

/** What a document's source is read as. */
export type SourceKind = 'pdf' | 'docx' | 'markdown' | 'text' | 'url';

type ParseHtml = typeof parseHtmlType;

/** A source that cannot be read: `message` says why, in words an admin acts on. */
export class UnreadableSource extends Error {}

/** A DOCX unpacks to at most this much: more is a zip bomb, not a document. */
const DOCX_UNPACKED_MOST = 200 * 1024 * 1024;

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  let pages: string[];
  try {
    const pdf = await getDocumentProxy(bytes);
    ({ text: pages } = await extractText(pdf, { mergePages: false }));
  } catch {
    throw new UnreadableSource('The PDF could not be read: it is damaged or protected');
  }
  const text = pages.join('\n\n');
  if (!/[\p{L}\p{N}]/u.test(text)) throw new UnreadableSource(KNOWLEDGE_SCANNED_PDF);
  return text;
}

async function docxText(bytes: Uint8Array): Promise<string> {
  const unpacked = zipUnpackedBytes(bytes);
  if (unpacked === null) throw new UnreadableSource('The Word document could not be read');
  if (unpacked > DOCX_UNPACKED_MOST) {
    throw new UnreadableSource('The Word document is too large once unpacked');
  }
  const mammoth = (await import('mammoth')).default;
  try {
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    return value;
  } catch {
    throw new UnreadableSource('The Word document could not be read');
  }
}

/** Markdown's words, with its markup (links, images, emphasis, headings' marks) taken out. */
function markdownText(source: string): string {
  return source
    .replace(/```[^\n]*\n/g, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/(\*\*|__|\*|_|`)(\S[^\n]*?)\1/g, '$2');
}

/** An HTML fragment's text with a blank line after each block, so paragraphs stay apart. */
function paragraphText(parse: ParseHtml, html: string): string {
  const spaced = html
    .replace(/<\/(p|h[1-6]|li|div|section|article|blockquote|tr|pre|table|ul|ol)>/gi, '$&\n\n')
    .replace(/<br\s*\/?>/gi, '\n');
  return parse(
    `<!doctype html><html><body>${spaced}</body></html>`,
  ).document.body.textContent.trim();
}

async function pageText(html: string, address: string): Promise<{ text: string; title: string }> {
  const [{ parseHTML }, { Readability }] = await Promise.all([
    import('linkedom'),
    import('@mozilla/readability'),
  ]);
  const { document } = parseHTML(html);
  const title = document.title?.trim() ?? '';
  let article: { content?: string | null; title?: string | null } | null = null;
  try {
    article = new Readability(document as unknown as Document, { charThreshold: 100 }).parse();
  } catch {
    article = null;
  }
  const readable = article?.content ? paragraphText(parseHTML, article.content) : '';
  const text = readable || document.body?.textContent?.trim() || '';
  if (!/[\p{L}\p{N}]/u.test(text)) throw new UnreadableSource(KNOWLEDGE_PAGE_UNREADABLE);
  return { text, title: article?.title?.trim() || title || address };
}

/**
 * A source's text (and, for a web page, its title). Runs on the parsing thread
 * (parse-thread.ts), never the app's: a large PDF takes seconds of CPU.
 */
export async function extractText(
  kind: SourceKind,
  bytes: Uint8Array,
  address = '',
): Promise<{ text: string; title?: string }> {
  switch (kind) {
    case 'pdf':
      return { text: await pdfText(bytes) };
    case 'docx':
      return { text: await docxText(bytes) };
    case 'markdown':
      return { text: markdownText(new TextDecoder().decode(bytes)) };
    case 'text':
      return { text: new TextDecoder().decode(bytes) };
    case 'url':
      return pageText(new TextDecoder().decode(bytes), address);
  }
}
