/**
 * LinkedIn output (docs/product.md#formatting): the AI image prompt and the trailing horizontal rule are
 * removed from the post body; the prompt is returned on its own.
 */
import {
  cleanValue,
  collectValue,
  isBlank,
  isHorizontalRule,
  labelPattern,
  matchLabel,
  splitLines,
  trimRules,
} from './markdown-lines.js';

export interface LinkedInOutput {
  body: string;
  imagePrompt: string;
}

const IMAGE_PROMPT_LABEL = labelPattern(
  '(?:suggested\\s+|recommended\\s+)?(?:ai[\\s-]*(?:generated\\s+)?)?(?:image|visual)' +
    '(?:\\s+generation)?\\s+prompt',
);

/** Joins prompt lines: lines of a paragraph with spaces, paragraphs with a blank line. */
function joinParagraphs(lines: readonly string[]): string {
  const paragraphs: string[][] = [[]];
  for (const line of lines) {
    if (isBlank(line)) {
      if (paragraphs[paragraphs.length - 1].length > 0) paragraphs.push([]);
      continue;
    }
    const text = cleanValue(line);
    if (text) paragraphs[paragraphs.length - 1].push(text);
  }
  return paragraphs
    .filter((paragraph) => paragraph.length > 0)
    .map((paragraph) => paragraph.join(' '))
    .join('\n\n');
}

/** Splits a LinkedIn post from its AI image prompt. */
export function parseLinkedInOutput(raw: string): LinkedInOutput {
  const lines = splitLines(raw);
  const index = lines.findIndex((line) => matchLabel(line, IMAGE_PROMPT_LABEL) !== null);
  if (index < 0) return { body: trimRules(lines).join('\n'), imagePrompt: '' };

  const inline = matchLabel(lines[index], IMAGE_PROMPT_LABEL) ?? '';
  const before = trimRules(lines.slice(0, index));
  if (before.length === 0) {
    // The prompt comes first: it is its own paragraph and the post follows it.
    const { parts, next } = collectValue(lines, index, inline, () => false);
    return { body: trimRules(lines.slice(next)).join('\n'), imagePrompt: joinParagraphs(parts) };
  }
  const rest: string[] = [];
  for (const line of lines.slice(index + 1)) {
    if (isHorizontalRule(line) && (inline || rest.some((l) => !isBlank(l)))) break;
    if (!isHorizontalRule(line)) rest.push(line);
  }
  return { body: before.join('\n'), imagePrompt: joinParagraphs([inline, ...rest]) };
}
