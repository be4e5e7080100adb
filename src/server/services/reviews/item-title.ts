import { contentToPlainText } from '@core/formatting/content.js';

/** The longest title shown for an item (the inbox, notifications, review emails). */
const MAX_TITLE = 120;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** `text` on one line, at most `MAX_TITLE` characters (cut at a word with "…" when longer). */
function shortened(text: string): string {
  const line = oneLine(text);
  if (line.length <= MAX_TITLE) return line;
  const cut = line.slice(0, MAX_TITLE - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > MAX_TITLE / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The first non-empty text the form was filled with: its title or topic, else any text. */
function formTitle(formData: unknown): string {
  if (!formData || typeof formData !== 'object' || Array.isArray(formData)) return '';
  const form = formData as Record<string, unknown>;
  for (const key of ['title', 'topic']) {
    const value = form[key];
    if (typeof value === 'string' && oneLine(value)) return value;
  }
  for (const value of Object.values(form)) {
    if (typeof value === 'string' && oneLine(value)) return value;
  }
  return '';
}

/**
 * An item's title as review shows it (the inbox, notifications, review emails): the form's
 * `title` or `topic` (else the first text the form was filled with), else the first line of the
 * content; plain text, at most 120 characters.
 */
export function itemTitle(row: { formData: unknown; content: string }): string {
  const fromForm = formTitle(row.formData);
  if (fromForm) return shortened(contentToPlainText(fromForm));
  const firstLine = contentToPlainText(row.content)
    .split('\n')
    .find((line) => oneLine(line));
  return shortened(firstLine ?? '');
}
