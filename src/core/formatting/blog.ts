/**
 * Blog output (docs/product.md#formatting): the SEO metadata block and
 * the image prompt are split off the article body and parsed into fields.
 */
import {
  cleanValue,
  collectValue,
  isHeading,
  isHorizontalRule,
  labelPattern,
  labelText,
  matchLabel,
  splitLines,
  stripInlineMarkup,
  trimRules,
} from './markdown-lines.js';

export interface BlogSeo {
  metaDescription: string;
  focusKeyphrase: string;
  tags: string[];
  urlSlug: string;
  aiImagePrompt: string;
  imageAltText: string;
}

export interface BlogOutput {
  body: string;
  seo: BlogSeo;
}

type TextField = Exclude<keyof BlogSeo, 'tags'>;
type Field = keyof BlogSeo;

/** Label patterns per metadata field, tolerant of the wordings LLM workflows produce. */
const FIELD_LABELS: readonly (readonly [Field, RegExp])[] = [
  ['metaDescription', labelPattern('(?:seo\\s+)?meta[\\s-]*description')],
  [
    'focusKeyphrase',
    labelPattern('(?:primary\\s+|seo\\s+)?focus[\\s-]*key[\\s-]*(?:phrase|word)s?'),
  ],
  ['tags', labelPattern('(?:suggested\\s+|blog\\s+|seo\\s+|post\\s+)?tags')],
  ['urlSlug', labelPattern('(?:suggested\\s+|seo\\s+)?(?:url[\\s-]*slug|slug)')],
  [
    'aiImagePrompt',
    labelPattern(
      '(?:suggested\\s+)?(?:ai[\\s-]*(?:generated\\s+)?)?(?:featured\\s+)?image\\s+prompt',
    ),
  ],
  ['imageAltText', labelPattern('(?:suggested\\s+)?(?:featured\\s+)?(?:image\\s+)?alt[\\s-]*text')],
];

/** `## SEO Metadata`, `**SEO Metadata:**`, `SEO META DATA`, `### Metadata` and the like. */
function isSeoMarker(line: string): boolean {
  const text = labelText(line).replace(/[^\p{L}\p{N}]+$/u, '');
  return (
    /^seo[\s-]*meta[\s-]*data\b/i.test(text) ||
    /^(?:seo|meta[\s-]*data|seo[\s-]*(?:details|information|info|elements|data|section))$/i.test(
      text,
    )
  );
}

function matchField(line: string): { field: Field; value: string } | null {
  for (const [field, pattern] of FIELD_LABELS) {
    const value = matchLabel(line, pattern);
    if (value !== null) return { field, value };
  }
  return null;
}

function isMetadataBoundary(line: string): boolean {
  return isHeading(line) || isSeoMarker(line) || matchField(line) !== null;
}

function parseTags(parts: readonly string[]): string[] {
  const tags = parts
    .flatMap((part) => stripInlineMarkup(part).split(/[,;|]/))
    .map((tag) =>
      cleanValue(tag.replace(/^\s*(?:[-*\u2022+]|\d{1,2}[.)])\s+/, ''))
        .replace(/^#/, '')
        .trim(),
    )
    .filter((tag) => tag !== '');
  return [...new Set(tags)];
}

function emptySeo(): BlogSeo {
  return {
    metaDescription: '',
    focusKeyphrase: '',
    tags: [],
    urlSlug: '',
    aiImagePrompt: '',
    imageAltText: '',
  };
}

/**
 * Index of the first line that no longer belongs to the article: the first metadata label (AI
 * image prompt, image alt text, meta description, ...) or SEO metadata marker, or the last
 * horizontal rule, whichever comes first. A rule with nothing but blank lines above it is ignored.
 */
function findCut(lines: readonly string[]): number {
  let cut = lines.length;
  for (let i = 0; i < lines.length; i++) {
    if (isSeoMarker(lines[i]) || matchField(lines[i]) !== null) {
      cut = i;
      break;
    }
  }
  let lastRule = -1;
  for (let i = lines.length - 1; i >= 0; i--) {
    if (isHorizontalRule(lines[i])) {
      lastRule = i;
      break;
    }
  }
  const contentAbove = lines.slice(0, Math.max(lastRule, 0)).some((line) => line.trim() !== '');
  return lastRule >= 0 && lastRule < cut && contentAbove ? lastRule : cut;
}

/** Splits a blog article from its trailing SEO metadata and image prompt. */
export function parseBlogOutput(raw: string): BlogOutput {
  const lines = splitLines(raw);
  const cut = findCut(lines);
  const seo = emptySeo();
  const seen = new Set<Field>();

  for (let i = cut; i < lines.length; i++) {
    const found = matchField(lines[i]);
    if (!found || seen.has(found.field)) continue;
    const { parts, next } = collectValue(lines, i, found.value, isMetadataBoundary);
    seen.add(found.field);
    if (found.field === 'tags') {
      seo.tags = parseTags(parts);
    } else {
      seo[found.field as TextField] = parts
        .map(cleanValue)
        .filter((part) => part !== '')
        .join(' ');
    }
    i = next - 1;
  }

  return { body: trimRules(lines.slice(0, cut)).join('\n'), seo };
}

const ALT_TEXT_MIN = 65;
const ALT_TEXT_MAX = 125;

export interface AltTextHint {
  length: number;
  ok: boolean;
  message: string;
}

/** Guidance for image alt text: 65-125 characters. */
export function altTextHint(alt: string): AltTextHint {
  const length = Array.from(alt.trim()).length;
  const range = `${ALT_TEXT_MIN}-${ALT_TEXT_MAX} characters`;
  if (length === 0) return { length, ok: false, message: `Recommended length: ${range}` };
  if (length < ALT_TEXT_MIN) {
    return { length, ok: false, message: `${length} characters: too short (aim for ${range})` };
  }
  if (length > ALT_TEXT_MAX) {
    return { length, ok: false, message: `${length} characters: too long (aim for ${range})` };
  }
  return { length, ok: true, message: `${length} characters: good length (${range})` };
}
