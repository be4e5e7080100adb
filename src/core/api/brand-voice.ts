import { z } from 'zod';

/**
 * A company's brand voice: what every generate, revise and rewrite body carries as `brand`
 * (decision 043). Every field is optional; an empty one is never sent.
 */
export interface BrandVoice {
  description?: string;
  audience?: string;
  tone?: string;
  wordsToUse?: string[];
  wordsToAvoid?: string[];
  examples?: BrandExample[];
}

interface BrandExample {
  title: string;
  text: string;
}

export const BRAND_TEXT_MAX = 2_000;
export const BRAND_WORDS_MAX = 50;
export const BRAND_WORD_MAX = 60;
export const BRAND_EXAMPLES_MAX = 5;
export const BRAND_EXAMPLE_TEXT_MAX = 5_000;
const BRAND_EXAMPLE_TITLE_MAX = 200;

const text = (label: string) =>
  z
    .string(`${label} must be text`)
    .trim()
    .max(BRAND_TEXT_MAX, `${label} must be at most 2,000 characters`);

const words = (label: string) =>
  z
    .array(
      z
        .string(`Each entry of ${label} must be text`)
        .trim()
        .max(BRAND_WORD_MAX, `Each entry of ${label} must be at most 60 characters`),
      `${label} must be a list of words`,
    )
    .max(BRAND_WORDS_MAX, `${label} can hold at most 50 entries`)
    .transform((list) => uniqueWords(list));

/** Non-empty entries, each once (case-insensitive), in the order given. */
function uniqueWords(list: string[]): string[] {
  const seen = new Set<string>();
  return list.filter((word) => {
    const key = word.toLowerCase();
    if (word === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const exampleSchema = z.object({
  title: z
    .string('Example title must be text')
    .trim()
    .max(BRAND_EXAMPLE_TITLE_MAX, 'Example title must be at most 200 characters')
    .default(''),
  text: z
    .string('Example text must be text')
    .trim()
    .max(BRAND_EXAMPLE_TEXT_MAX, 'Example text must be at most 5,000 characters'),
});

/** `PUT /api/admin/brand-voice`: every field optional; a bad one is a 400 naming it. */
export const brandVoiceBodySchema = z
  .object({
    description: text('Description').optional(),
    audience: text('Audience').optional(),
    tone: text('Tone').optional(),
    wordsToUse: words('Words to use').optional(),
    wordsToAvoid: words('Words to avoid').optional(),
    examples: z
      .array(exampleSchema, 'Examples must be a list')
      .max(BRAND_EXAMPLES_MAX, 'At most 5 examples')
      .optional(),
  })
  .strict();

export type BrandVoiceBody = z.infer<typeof brandVoiceBodySchema>;

/** The stored voice: only the fields with something in them. */
export function compactBrandVoice(body: BrandVoiceBody | BrandVoice): BrandVoice {
  const voice: BrandVoice = {};
  for (const key of ['description', 'audience', 'tone'] as const) {
    const value = body[key]?.trim();
    if (value) voice[key] = value;
  }
  for (const key of ['wordsToUse', 'wordsToAvoid'] as const) {
    const list = body[key]?.filter((word) => word.trim() !== '');
    if (list && list.length > 0) voice[key] = list;
  }
  const examples = body.examples?.filter((example) => example.text.trim() !== '');
  if (examples && examples.length > 0) voice.examples = examples;
  return voice;
}

/** The voice an automation gets, or undefined when the company has set nothing. */
export function brandForAutomation(voice: BrandVoice | null | undefined): BrandVoice | undefined {
  if (!voice) return undefined;
  const compact = compactBrandVoice(voice);
  return Object.keys(compact).length > 0 ? compact : undefined;
}

/** `GET`/`PUT /api/admin/brand-voice` answer the stored voice (empty fields left out). */
export const brandVoiceSchema = z.object({
  description: z.string().optional(),
  audience: z.string().optional(),
  tone: z.string().optional(),
  wordsToUse: z.array(z.string()).optional(),
  wordsToAvoid: z.array(z.string()).optional(),
  examples: z.array(z.object({ title: z.string(), text: z.string() })).optional(),
});
