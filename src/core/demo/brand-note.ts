import { clip } from './demo-request.js';
import { splitTrailer } from './revise.js';

type Obj = Record<string, unknown>;

/** A field's text, without closing punctuation (the note adds its own). */
const textOf = (brand: Obj, key: string) =>
  typeof brand[key] === 'string' ? (brand[key] as string).trim().replace(/[.!;:,]+$/, '') : '';

/**
 * The demo automation's visible use of the company's brand voice (`brand` in the body): a closing
 * line naming the tone and audience (or the description), before any metadata block, so a new
 * company sees its voice arrive. A real automation puts the voice into the model's instructions.
 */
export function withBrandNote(text: string, brand: unknown): string {
  if (typeof brand !== 'object' || brand === null || Array.isArray(brand)) return text;
  const voice = brand as Obj;
  const tone = textOf(voice, 'tone');
  const audience = textOf(voice, 'audience');
  const description = textOf(voice, 'description');
  const parts = [
    tone ? `Tone: ${clip(tone, 120)}` : '',
    audience ? `Written for: ${clip(audience, 120)}` : '',
  ].filter(Boolean);
  if (parts.length === 0 && description) parts.push(clip(description, 160));
  if (parts.length === 0) return text;
  const [main, trailer] = splitTrailer(text.trim());
  return `${main.trim()}\n\n_In our brand voice. ${parts.join('. ')}._${trailer}`;
}
