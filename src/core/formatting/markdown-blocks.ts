/**
 * Generated text as document blocks (headings, paragraphs, lists, rules) with bold and italic
 * runs. Used where a result leaves the app with its structure kept: the rich text put on the
 * clipboard and the Word download. The results panel keeps its own display formatting
 * (content.ts, docs/product.md#formatting).
 */
import { unescapeEntities } from './entities.js';
import { isHorizontalRule } from './markdown-lines.js';

export interface TextRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
  /** A link's address: http, https or mailto only (anything else stays text). */
  href?: string;
}

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; runs: TextRun[] }
  | { kind: 'paragraph'; lines: TextRun[][] }
  | { kind: 'list'; ordered: boolean; items: TextRun[][] }
  | { kind: 'rule' };

const HEADING = /^ {0,3}(#{1,6})[ \t]+(.*?)[ \t]*#*[ \t]*$/;
const BULLET = /^ {0,3}[-*+\u2022][ \t]+(.*)$/;
const NUMBERED = /^ {0,3}\d{1,3}[.)][ \t]+(.*)$/;

/** Inline HTML the automations send, turned into markdown before parsing; layout tags go. */
function normaliseInlineHtml(text: string): string {
  return text
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/?(?:b|strong)(?:\s[^<>]*)?>/gi, '**')
    .replace(/<\/?(?:i|em)(?:\s[^<>]*)?>/gi, '*')
    .replace(/<\/?(?:p|div|span|u|font|h[1-6])\b[^<>]*>/gi, '');
}

// `**bold**` / `__bold__`, then `*italic*` / `_italic_` (underscores only at word edges, so
// snake_case names stay as they are).
const INLINE =
  /\[([^\]\n]{1,500})\]\(((?:https?:\/\/|mailto:)[^\s()<>]{1,2000})\)|\*\*(\S(?:[^\n]*?\S)?)\*\*|__(\S(?:[^\n]*?\S)?)__|(?<![\w*])\*(?![\s*])([^*\n]*?[^\s*])\*(?![\w*])|(?<![\w_])_(?![\s_])([^_\n]*?[^\s_])_(?![\w_])/g;

/** Bold and italic runs of one line. Nesting is one level deep (`**bold *italic***` is rare). */
export function parseInline(line: string, inherited: Omit<TextRun, 'text'> = {}): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0;
  for (const match of line.matchAll(INLINE)) {
    if (match.index > last) runs.push({ ...inherited, text: line.slice(last, match.index) });
    const [, label, href] = match;
    const bold = match[3] ?? match[4];
    const italic = match[5] ?? match[6];
    if (label !== undefined) runs.push(...parseInline(label, { ...inherited, href }));
    else if (bold !== undefined) runs.push(...parseInline(bold, { ...inherited, bold: true }));
    else if (italic !== undefined) runs.push({ ...inherited, italic: true, text: italic });
    last = match.index + match[0].length;
  }
  if (last < line.length) runs.push({ ...inherited, text: line.slice(last) });
  return runs.filter((run) => run.text !== '');
}

/** Splits generated text into blocks. Blank lines end paragraphs and lists. */
export function parseBlocks(raw: string): Block[] {
  const lines = normaliseInlineHtml(unescapeEntities(raw).replace(/\r\n?/g, '\n')).split('\n');
  const blocks: Block[] = [];
  let paragraph: TextRun[][] | null = null;
  let list: { ordered: boolean; items: TextRun[][] } | null = null;
  const end = () => {
    if (paragraph) blocks.push({ kind: 'paragraph', lines: paragraph });
    if (list) blocks.push({ kind: 'list', ...list });
    paragraph = null;
    list = null;
  };
  for (const line of lines) {
    if (line.trim() === '') {
      end();
      continue;
    }
    if (isHorizontalRule(line)) {
      end();
      blocks.push({ kind: 'rule' });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      end();
      const level = Math.min(heading[1].length, 3) as 1 | 2 | 3;
      blocks.push({ kind: 'heading', level, runs: parseInline(heading[2]) });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      const ordered = Boolean(numbered);
      if (!list || list.ordered !== ordered) {
        end();
        list = { ordered, items: [] };
      }
      list.items.push(parseInline(item[1].trim()));
      continue;
    }
    if (list) {
      // A line under a list item continues it.
      const items: TextRun[][] = list.items;
      items[items.length - 1].push({ text: ' ' }, ...parseInline(line.trim()));
      continue;
    }
    paragraph ??= [];
    paragraph.push(parseInline(line.trim()));
  }
  end();
  return blocks;
}
