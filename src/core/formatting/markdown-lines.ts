/** Line-level helpers shared by the blog, LinkedIn and newsletter output parsers. */
import { unescapeEntities } from './entities.js';

export function splitLines(text: string): string[] {
  return text.replace(/\r\n?/g, '\n').split('\n');
}

export function isBlank(line: string): boolean {
  return line.trim() === '';
}

/** `---`, `***`, `___` (three or more, optionally spaced) on a line of their own. */
export function isHorizontalRule(line: string): boolean {
  return /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/.test(line);
}

/** A markdown heading line (`# ...` to `###### ...`). */
export function isHeading(line: string): boolean {
  return /^ {0,3}#{1,6}(?:\s|$)/.test(line);
}

const INLINE_TAGS = /<\/?(?:b|strong|em|i|u|h[1-6]|p|span)\b[^>]*>/gi;

/** Removes inline emphasis: `**`, `__`, backticks and simple formatting tags. */
export function stripInlineMarkup(text: string): string {
  return text.replace(INLINE_TAGS, '').replace(/\*\*|__|`/g, '');
}

/**
 * The text of a line as used for label matching: no emphasis, and no leading bullets, numbering,
 * heading marks, quotes, brackets or emoji. `- **1. Meta Description:** x` -> `Meta Description: x`.
 */
export function labelText(line: string): string {
  return stripInlineMarkup(line)
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .replace(/^\d{1,2}[.)]\s*/, '')
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .trim();
}

/**
 * Builds a matcher for a label (a regex source without anchors, matched case-insensitively).
 * The label must start the line (see `labelText`), may carry a parenthesised note, and is followed
 * by a colon or by the end of the line (heading style). Group 1 is the inline value.
 */
export function labelPattern(label: string): RegExp {
  return new RegExp(`^(?:${label})\\s*(?:\\([^)]*\\))?\\s*(?:[:\\uff1a]\\s*(.*)|$)`, 'iu');
}

/** The inline value after a label, or null when the line does not start with the label. */
export function matchLabel(line: string, pattern: RegExp): string | null {
  const match = pattern.exec(labelText(line));
  return match ? cleanValue(match[1] ?? '') : null;
}

const QUOTE_PAIRS: Record<string, string> = {
  '"': '"',
  '\u201c': '\u201d',
  "'": "'",
  '\u00ab': '\u00bb',
};

/** Strips emphasis, entities, stray edge asterisks and wrapping quotes from a parsed value. */
export function cleanValue(value: string): string {
  let text = unescapeEntities(stripInlineMarkup(value))
    .trim()
    .replace(/^[*_]+\s*/, '')
    .replace(/\s*[*_]+$/, '');
  if (text.endsWith(']') && !text.includes('[')) text = text.slice(0, -1).trim();
  const close = QUOTE_PAIRS[text[0] ?? ''];
  if (
    close &&
    text.length >= 2 &&
    (text.endsWith(close) || (close === '\u201d' && text.endsWith('"')))
  ) {
    text = text.slice(1, -1).trim();
  }
  return text;
}

/**
 * Collects the value of a labelled field: the inline value plus the following lines of the same
 * paragraph. When the inline value is empty the next paragraph is taken instead. Stops at a
 * horizontal rule or at a line for which `isBoundary` is true.
 */
export function collectValue(
  lines: readonly string[],
  labelIndex: number,
  inline: string,
  isBoundary: (line: string) => boolean,
): { parts: string[]; next: number } {
  const parts = inline ? [inline] : [];
  let i = labelIndex + 1;
  for (; i < lines.length; i++) {
    const line = lines[i];
    if (isHorizontalRule(line) || isBoundary(line)) break;
    if (isBlank(line)) {
      if (parts.length > 0) break;
      continue;
    }
    parts.push(line);
  }
  return { parts, next: i };
}

/** Removes blank lines and horizontal rules from both ends of a list of lines. */
export function trimRules(lines: readonly string[]): string[] {
  let start = 0;
  let end = lines.length;
  const skip = (line: string) => isBlank(line) || isHorizontalRule(line);
  while (start < end && skip(lines[start])) start++;
  while (end > start && skip(lines[end - 1])) end--;
  return lines.slice(start, end);
}
