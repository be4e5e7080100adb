import { passageOf } from '../../document/passage.js';

/**
 * Comments sit on passages of the stored text (Markdown; `start`..`end` in UTF-16 offsets, as
 * the server counts), while people select and read the rendered text. As the rewrite of a
 * passage does (`passageOf`, and the editor's `selectText`), both sides are compared as the
 * words a reader sees: Markdown marks and link targets left out, white space as one space, a
 * space between blocks, the occurrence nearest to where the passage sits.
 */

/** Characters the reader never sees as such (emphasis, code, heading and quote marks). */
const MARKS = /[*_`#>]/;

/** A text as its reader sees it, with where each of its characters came from. */
export interface ShownText {
  text: string;
  /** For each character of `text`, its offset in the source. */
  index: number[];
}

/** Appends one source character to the shown text: marks skipped, white space as one space. */
function push(shown: ShownText, char: string, at: number) {
  if (MARKS.test(char)) return;
  if (/\s/.test(char)) {
    if (shown.text === '' || shown.text.endsWith(' ')) return;
    shown.text += ' ';
  } else {
    shown.text += char;
  }
  shown.index.push(at);
}

/** The parts of Markdown a reader does not see: link targets, and list markers. */
function hiddenRanges(markdown: string): [number, number][] {
  const hidden: [number, number][] = [];
  for (const link of markdown.matchAll(/\[([^\]\n]*)\]\([^)\s]*\)/g)) {
    const open = link.index;
    hidden.push([open, open + 1]);
    const close = open + 1 + link[1].length;
    hidden.push([close, open + link[0].length]);
  }
  for (const marker of markdown.matchAll(/^[ \t]*(?:[-+]|\d{1,9}[.)])[ \t]+/gm)) {
    hidden.push([marker.index, marker.index + marker[0].length]);
  }
  return hidden;
}

/** What a reader sees of a passage of Markdown, with each character's offset in it. */
export function shownMarkdown(markdown: string): ShownText {
  const hidden = hiddenRanges(markdown);
  const isHidden = (i: number) => hidden.some(([from, to]) => i >= from && i < to);
  const shown: ShownText = { text: '', index: [] };
  for (let i = 0; i < markdown.length; i++) {
    if (!isHidden(i)) push(shown, markdown[i], i);
  }
  return shown;
}

const BLOCKS = new Set([
  'P',
  'DIV',
  'LI',
  'UL',
  'OL',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'BLOCKQUOTE',
  'PRE',
  'BR',
  'HR',
  'TR',
  'TD',
  'TH',
]);

/** A point in the rendered text: a character of a text node. */
interface TextPoint {
  node: Text;
  offset: number;
}

/** The rendered text under `root` as a reader sees it, with the DOM point of each character. */
function flatten(root: Node): { text: string; points: TextPoint[] } {
  const nodes: TextPoint[] = [];
  const shown: ShownText = { text: '', index: [] };
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node as Text;
      for (let i = 0; i < text.data.length; i++) {
        nodes.push({ node: text, offset: i });
        push(shown, text.data[i], nodes.length - 1);
      }
      return;
    }
    const block = node.nodeType === Node.ELEMENT_NODE && BLOCKS.has((node as Element).tagName);
    if (block && nodes.length > 0) push(shown, ' ', nodes.length - 1);
    node.childNodes.forEach(walk);
    if (block && nodes.length > 0) push(shown, ' ', nodes.length - 1);
  };
  walk(root);
  return { text: shown.text, points: shown.index.map((i) => nodes[i]) };
}

/** The occurrence of `wanted` in `text` nearest to `at` (0 to 1 through the text). */
function nearest(text: string, wanted: string, at: number): number {
  let best = -1;
  let bestDistance = Infinity;
  for (let i = text.indexOf(wanted); i >= 0; i = text.indexOf(wanted, i + 1)) {
    const distance = Math.abs(i / Math.max(text.length, 1) - at);
    if (distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  }
  return best;
}

/** A comment's passage, as the server keeps it. */
export interface AnchorInput {
  start: number;
  end: number;
  quote: string;
}

/**
 * The passage of `content` (the stored Markdown) that the rendered words `selected` stand for,
 * `at` (0 to 1) through the text: as typed when it is there as such (`passageOf`, as a rewrite
 * finds it), else across the formatting it holds (bold words, a link, two paragraphs).
 */
export function anchorOf(content: string, selected: string, at: number): AnchorInput | null {
  const exact = passageOf(content, selected, at);
  if (exact) return { ...exact, quote: content.slice(exact.start, exact.end) };
  const wanted = shownMarkdown(selected).text.trim();
  if (!wanted) return null;
  const shown = shownMarkdown(content);
  const i = nearest(shown.text, wanted, at);
  if (i < 0) return null;
  const start = shown.index[i];
  const end = shown.index[i + wanted.length - 1] + 1;
  return { start, end, quote: content.slice(start, end) };
}

/** The rendered text's stretches (a text node, from, to) that show a passage of `content`. */
export interface Stretch {
  node: Text;
  from: number;
  to: number;
}

/**
 * Where the rendered text under `root` shows a comment's passage: its quote's words, at the
 * occurrence nearest to where the passage sits in `content`. Empty when it is not shown (cut
 * from the body, as a blog's SEO notes are).
 */
export function stretchesOf(root: Node, anchor: AnchorInput, contentLength: number): Stretch[] {
  const wanted = shownMarkdown(anchor.quote).text.trim();
  if (!wanted) return [];
  const flat = flatten(root);
  const i = nearest(flat.text, wanted, anchor.start / Math.max(contentLength, 1));
  if (i < 0) return [];
  const stretches: Stretch[] = [];
  for (const point of flat.points.slice(i, i + wanted.length)) {
    const last = stretches.at(-1);
    if (last && last.node === point.node) last.to = point.offset + 1;
    else stretches.push({ node: point.node, from: point.offset, to: point.offset + 1 });
  }
  return stretches;
}

/** Where a selection starts, 0 to 1 through the rendered text under `root`. */
export function selectionAt(root: Node, range: Range): number {
  const before = document.createRange();
  before.selectNodeContents(root);
  before.setEnd(range.startContainer, range.startOffset);
  const total = root.textContent?.length ?? 0;
  return before.toString().length / Math.max(total, 1);
}

export const MARK_ATTRIBUTE = 'data-comment-mark';

/** Wraps each stretch in a `<mark>` (the passage highlighted); `id` names the thread. */
export function markStretches(stretches: Stretch[], id: string, className: string): HTMLElement[] {
  const marks: HTMLElement[] = [];
  // From the last, so that splitting a node leaves the earlier offsets of the same node valid.
  for (const { node, from, to } of [...stretches].reverse()) {
    if (to <= from || !node.parentNode) continue;
    const middle = node.splitText(from);
    middle.splitText(to - from);
    const mark = document.createElement('mark');
    mark.setAttribute(MARK_ATTRIBUTE, id);
    mark.className = className;
    middle.parentNode!.replaceChild(mark, middle);
    mark.appendChild(middle);
    marks.unshift(mark);
  }
  return marks;
}

/** Takes every comment highlight out of `root`, leaving its text as it was. */
export function clearMarks(root: Element) {
  for (const mark of root.querySelectorAll(`mark[${MARK_ATTRIBUTE}]`)) {
    const parent = mark.parentNode;
    if (!parent) continue;
    while (mark.firstChild) parent.insertBefore(mark.firstChild, mark);
    parent.removeChild(mark);
  }
  root.normalize();
}
