/**
 * Display formatting for generated content (docs/product.md#formatting).
 * The HTML produced here contains no markup but the `<strong>`, `<em>`, `<hr>` and `<br>` it adds
 * itself: every other character of the input is escaped. The client still runs DOMPurify on it.
 */
import { ASSISTANT_ENTRIES, isAssistantId } from '../assistants/ids.js';
import type { AssistantEntry } from '../assistants/types.js';
import { parseBlogOutput } from './blog.js';
import type { BlogOutput } from './blog.js';
import { escapeHtml, unescapeEntities } from './entities.js';
import { parseLinkedInOutput } from './linkedin.js';
import type { LinkedInOutput } from './linkedin.js';
import { parseNewsletterOutput } from './newsletter.js';
import type { NewsletterOutput } from './newsletter.js';
import { contentToRichHtml } from './rich-html.js';
import { outputKindOf, readableContent } from './readable.js';

// Private-use characters stand for "bold starts", "bold ends", "italic starts", "italic ends" and
// "a rule" until the text is escaped.
const OPEN = '\ue000';
const CLOSE = '\ue001';
const EM_OPEN = '\ue002';
const EM_CLOSE = '\ue003';
const RULE = '\ue004';
const MARKERS = /[\ue000-\ue004]/g;
const BOLD_MARKERS = /[\ue000\ue001]/g;

const BREAK_TAG = /<br\s*\/?>/gi;
const BOLD_OPEN_TAG = /<(?:b|strong)(?:\s[^<>]*)?>/gi;
const BOLD_CLOSE_TAG = /<\/(?:b|strong)\s*>/gi;
const DOUBLE_ASTERISK = /\*\*(\S(?:[^\n]{0,2000}?\S)?)\*\*/g;
// Markdown headings are shown as a bold line without their # marks.
const HEADING = /^ {0,3}#{1,6}[^\S\n]+([^\n]*?)[^\S\n]*#*[^\S\n]*$/gm;
const LEADING_LABEL = /^([^\S\n]*(?:[-*\u2022][^\S\n]+)?)(Hook:|Angle:|Platform Prompts:)/gim;
// `*italic*` and `_italic_` (underscores only at word edges: snake_case stays as it is).
const ITALIC =
  /(?<![\w*])\*(?![\s*])([^*\n]{0,2000}?[^\s*])\*(?![\w*])|(?<![\w_])_(?![\s_])([^_\n]{0,2000}?[^\s_])_(?![\w_])/g;
// A markdown rule (`---`, `***`, `___`) on a line of its own.
const RULE_LINE = /^ {0,3}([-*_])(?:[^\S\n]*\1){2,}[^\S\n]*$/gm;

/** Turns the bold markers into balanced `<strong>` tags; stray closers are dropped. */
function renderBold(escaped: string): string {
  let depth = 0;
  const html = escaped.replace(BOLD_MARKERS, (marker) => {
    if (marker === OPEN) return ++depth === 1 ? '<strong>' : '';
    if (depth === 0) return '';
    return --depth === 0 ? '</strong>' : '';
  });
  return depth > 0 ? `${html}</strong>` : html;
}

/**
 * Formats raw assistant output as HTML: entities unescaped first, then everything escaped except
 * what is added here: `<b>`/`<strong>` and `**bold**` become `<strong>`, the labels "Hook:",
 * "Angle:" and "Platform Prompts:" at the start of a line are bolded, markdown headings become
 * bold lines, `*italic*`/`_italic_` become `<em>` and `---` rules `<hr>` (readability additions
 * to the spec's list), three or more newlines collapse to two, and newlines become `<br>`.
 */
export function formatContentHtml(raw: string): string {
  const text = unescapeEntities(raw)
    .replace(MARKERS, '')
    .replace(/\r\n?/g, '\n')
    .replace(BREAK_TAG, '\n')
    .replace(/^[^\S\n]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .replace(BOLD_OPEN_TAG, OPEN)
    .replace(BOLD_CLOSE_TAG, CLOSE)
    .replace(DOUBLE_ASTERISK, `${OPEN}$1${CLOSE}`)
    .replace(HEADING, `${OPEN}$1${CLOSE}`)
    .replace(LEADING_LABEL, `$1${OPEN}$2${CLOSE}`)
    .replace(RULE_LINE, RULE)
    .replace(
      ITALIC,
      (_m, star?: string, under?: string) => `${EM_OPEN}${star ?? under}${EM_CLOSE}`,
    );
  return renderBold(escapeHtml(text))
    .replace(/\ue002([^\ue002\ue003]*)\ue003/g, '<em>$1</em>')
    .replace(/[\ue002\ue003]/g, '')
    .replace(/\n*\ue004\n*/g, '<hr>')
    .replace(/\n/g, '<br>');
}

/** The raw content, escaped, with line breaks kept: what is shown when formatting fails. */
export function rawContentHtml(raw: unknown): string {
  try {
    return escapeHtml(String(raw ?? '')).replace(/\r?\n/g, '<br>');
  } catch {
    return '';
  }
}

/** Plain text of some content: no tags, no markdown emphasis, headings or rules. */
export function contentToPlainText(raw: string): string {
  return unescapeEntities(raw)
    .replace(/\r\n?/g, '\n')
    .replace(BREAK_TAG, '\n')
    .replace(/<\/?[a-z][^<>]*>/gi, '')
    .replace(/^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/gm, '')
    .replace(/^ {0,3}#{1,6}[ \t]+/gm, '')
    .replace(/\*\*|__/g, '');
}

/**
 * A document's output (an assistant edited as a document, not as plain text) as the reader and
 * the editor both show it: headings, paragraphs, lists, rules, bold, italic and links, with the
 * labels "Hook:", "Angle:" and "Platform Prompts:" bolded as everywhere.
 */
function formatDocumentHtml(raw: string): string {
  return contentToRichHtml(raw.replace(LEADING_LABEL, '$1**$2**'));
}

type Displayed = string | Pick<AssistantEntry, 'output' | 'editAs'>;

/** Whether an assistant's text is a document (headings, paragraphs) rather than a post. */
function isDocument(assistant: Displayed): boolean {
  if (typeof assistant !== 'string') return assistant.editAs !== 'plain-text';
  return isAssistantId(assistant) && ASSISTANT_ENTRIES[assistant].editAs !== 'plain-text';
}

export { readableContent };

export interface DisplayContent {
  html: string;
  blog?: BlogOutput;
  linkedin?: LinkedInOutput;
  newsletter?: NewsletterOutput;
}

/**
 * Formats an assistant's output for the results panel, as its definition's `output` says:
 * blog, LinkedIn and newsletter output is split into body and extras first; old-format topic
 * JSON is converted. A document (`formatDocumentHtml`) keeps its structure, as its editor shows
 * it; a post (edited as plain text) is formatted line by line (`formatContentHtml`). If
 * formatting fails the raw content is shown (escaped).
 */
export function formatForDisplay(assistant: Displayed, raw: string): DisplayContent {
  const toHtml = isDocument(assistant) ? formatDocumentHtml : formatContentHtml;
  try {
    switch (outputKindOf(assistant)) {
      case 'blog': {
        const blog = parseBlogOutput(raw);
        return { html: toHtml(blog.body), blog };
      }
      case 'linkedin': {
        const linkedin = parseLinkedInOutput(raw);
        return { html: toHtml(linkedin.body), linkedin };
      }
      case 'newsletter': {
        const newsletter = parseNewsletterOutput(raw);
        return { html: toHtml(newsletter.body), newsletter };
      }
      case 'topics':
        return { html: toHtml(readableContent(assistant, raw)) };
      default:
        return { html: toHtml(raw) };
    }
  } catch {
    return { html: rawContentHtml(raw) };
  }
}
