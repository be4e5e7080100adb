import { clip } from './demo-request.js';
import { splitTrailer } from './revise.js';

type Obj = Record<string, unknown>;
const isObject = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Emphasis written as the result's editor saves it (`*`), so an edit changes nothing else.
const LANGUAGE_LINE = /^([_*])Written in [^\n]*\.\1$/;
const SOURCES_LINE = /^Sources: [^\n]*$/;

/** "Written in German (de)." for the body's `language`; '' without one. */
function languageLine(language: unknown): string {
  if (!isObject(language) || typeof language.name !== 'string' || !language.name.trim()) return '';
  const tag = typeof language.tag === 'string' && language.tag.trim() ? language.tag.trim() : '';
  return `*Written in ${clip(language.name.trim(), 60)}${tag ? ` (${clip(tag, 20)})` : ''}.*`;
}

/** "Sources: A, B": the distinct titles of the body's `knowledge` passages; '' without any. */
function sourcesLine(knowledge: unknown): string {
  if (!Array.isArray(knowledge)) return '';
  const titles = knowledge
    .map((k) => (isObject(k) && typeof k.title === 'string' ? k.title.trim() : ''))
    .filter(Boolean);
  const distinct = [...new Set(titles)];
  return distinct.length > 0 ? `Sources: ${distinct.join(', ')}` : '';
}

/** A text without the lines `withGroundingNote` added (a revision adds them again). */
export function withoutGroundingNote(text: string): string {
  const [main, trailer] = splitTrailer(text.trim());
  const blocks = main
    .trim()
    .split(/\n{2,}/)
    .filter((block) => !LANGUAGE_LINE.test(block.trim()) && !SOURCES_LINE.test(block.trim()));
  return `${blocks.join('\n\n')}${trailer}`;
}

/**
 * The demo automation's visible use of what a generation was sent beside its form: a line
 * naming the language it was asked for, and, when company knowledge came with it, the titles
 * of its passages as the main text's last line (before any metadata block). A real automation
 * writes in that language and uses the passages as facts.
 */
export function withGroundingNote(text: string, body: Obj): string {
  const lines = [languageLine(body.language), sourcesLine(body.knowledge)].filter(Boolean);
  if (lines.length === 0) return text;
  const [main, trailer] = splitTrailer(text.trim());
  const noted = [main.trim(), ...lines].join('\n\n');
  // A blank line before the block's `---`: right under a line of text, Markdown reads the two
  // as a heading (and the editor would save them as one).
  return trailer ? `${noted}\n${trailer}` : noted;
}
