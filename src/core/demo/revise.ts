import type { Rng } from './random.js';

/**
 * Applies a revision request to existing content the way a writer would, for the common asks
 * (shorter, longer, emojis, hashtags, tone, call to action, question), and notes the request at
 * the end of the main text so the demo visibly answers what was asked.
 */

const EMOJI = /[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu;
const TRAILER = /Meta Description|Image Prompt/i;

/** Splits off a trailing `---` metadata block (blog SEO block, LinkedIn image prompt). */
export function splitTrailer(content: string): [string, string] {
  const index = content.lastIndexOf('\n---\n');
  if (index < 0 || !TRAILER.test(content.slice(index))) return [content, ''];
  return [content.slice(0, index), content.slice(index)];
}

const CONTRACTIONS: Array<[RegExp, string]> = [
  [/\bwe're\b/gi, 'we are'],
  [/\byou're\b/gi, 'you are'],
  [/\bit's\b/gi, 'it is'],
  [/\bdon't\b/gi, 'do not'],
  [/\bcan't\b/gi, 'cannot'],
  [/\bwon't\b/gi, 'will not'],
  [/\bhere's\b/gi, 'here is'],
  [/\blet's\b/gi, 'let us'],
  [/\byou've\b/gi, 'you have'],
  [/\bwe'd\b/gi, 'we would'],
  [/\bwe'll\b/gi, 'we will'],
  [/\bthey're\b/gi, 'they are'],
  [/\bisn't\b/gi, 'is not'],
  [/\baren't\b/gi, 'are not'],
  [/\bhaven't\b/gi, 'have not'],
  [/\bwhat's\b/gi, 'what is'],
  [/\bthat's\b/gi, 'that is'],
  [/\bI've\b/g, 'I have'],
  [/\bI'd\b/g, 'I would'],
];

/** Removes emojis; a list whose every line started with one keeps "-" markers instead. */
function stripEmoji(block: string): string {
  const lines = block.split('\n');
  const bullets = lines.length > 1 && lines.every((l) => /^\s*\p{Extended_Pictographic}/u.test(l));
  return lines
    .map((line) => {
      const bare = line.replace(EMOJI, '').replace(/ {2,}/g, ' ').trim();
      return bullets ? `- ${bare}` : bare;
    })
    .join('\n');
}

const isProse = (block: string) => !/^(#|[-*•✅👉💡]|\d+\.|\*\*|>|Subject:)/u.test(block.trim());

const isTags = (block: string) => /^(#\w+\s*)+$/.test(block.trim());

/** Adds a block at the end of the text, but before a closing line of hashtags. */
function append(blocks: string[], block: string): string[] {
  const last = blocks.length - 1;
  return last >= 0 && isTags(blocks[last])
    ? [...blocks.slice(0, last), block, blocks[last]]
    : [...blocks, block];
}

function shorter(blocks: string[]): string[] {
  const keep = blocks.filter(
    (b, i) => i < 2 || i >= blocks.length - 2 || !isProse(b) || i % 2 === 0,
  );
  return keep.map((b) => {
    if (isProse(b))
      return b
        .split(/(?<=[.!?])\s+/)
        .slice(0, 2)
        .join(' ');
    const lines = b.split('\n');
    return lines.length > 3 ? lines.slice(0, 3).join('\n') : b;
  });
}

type Rule = { match: RegExp; unless?: RegExp; apply: (blocks: string[], rng: Rng) => string[] };

const NO_EMOJI = /\b(no|remove|without|fewer|less)\b.*\bemojis?\b/i;
const NO_HASHTAGS = /\b(no|remove|without|fewer)\b.*\bhashtags?\b/i;

const RULES: Rule[] = [
  { match: /\b(shorter|shorten|concise|brief|trim|cut)\b/i, apply: shorter },
  {
    match: /\b(longer|expand|more detail|elaborate)\b/i,
    apply: (blocks, rng) => {
      const extra = rng.pick([
        'To put this into practice, start with the step that takes the least time and ' +
          'review the result after a week. Small, steady changes are easier to keep.',
        'It is worth adding one more point: involve the people who do the work every day. ' +
          'They know where the friction is, and their buy-in makes the change stick.',
      ]);
      return append(blocks, extra);
    },
  },
  {
    match: NO_EMOJI,
    apply: (blocks) => blocks.map(stripEmoji),
  },
  {
    match: /\bemojis?\b/i,
    unless: NO_EMOJI,
    apply: (blocks, rng) =>
      blocks.map((b, i) =>
        isProse(b) && i % 2 === 0 ? `${rng.pick(['✨', '🚀', '💡', '👉'])} ${b}` : b,
      ),
  },
  {
    match: NO_HASHTAGS,
    apply: (blocks) => blocks.filter((b) => !isTags(b)),
  },
  {
    match: /\bhashtags?\b/i,
    unless: NO_HASHTAGS,
    apply: (blocks) => [...blocks, '#BusinessTips #Growth #SmallBusiness #Strategy'],
  },
  {
    match: /\b(formal|professional)\b/i,
    apply: (blocks) =>
      blocks.map((b) =>
        CONTRACTIONS.reduce(
          (text, [re, full]) =>
            // "We're" at a sentence's start stays capitalised: "We are".
            text.replace(re, (found) =>
              found[0] === found[0].toUpperCase() ? full[0].toUpperCase() + full.slice(1) : full,
            ),
          b,
        ).replace(/!/g, '.'),
      ),
  },
  {
    match: /\b(casual|friendly|friendlier|conversational|warm|warmer|fun)\b/i,
    apply: (blocks) => [`Hey there! 👋 ${blocks[0] ?? ''}`, ...blocks.slice(1)],
  },
  {
    match: /\b(call to action|cta)\b/i,
    apply: (blocks) => append(blocks, '**Ready to take the next step? Get in touch today.**'),
  },
  {
    match: /\bquestion\b/i,
    apply: (blocks) => append(blocks, 'What has worked best for you? Share your experience below.'),
  },
];

export function reviseContent(content: string, request: string, rng: Rng): string {
  const [main, trailer] = splitTrailer(content.trim());
  let blocks = main.trim().split(/\n{2,}/);
  for (const rule of RULES) {
    if (rule.match.test(request) && !rule.unless?.test(request)) blocks = rule.apply(blocks, rng);
  }
  const note = `_Revised as requested: "${request.replace(/\s+/g, ' ').trim()}"._`;
  return [...blocks, note].join('\n\n') + (trailer ? `\n${trailer}` : '');
}

/** Sentence starts capitalised, spaces collapsed, a closing full stop: the demo's "grammar". */
function tidy(block: string): string {
  const text = block
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/(^|[.!?]\s+)([a-z])/g, (_, a, b) => a + b.toUpperCase());
  return /[.!?:)\]*_]$/.test(text.trimEnd()) || !isProse(text) ? text : `${text.trimEnd()}.`;
}

/**
 * A rewrite of one passage (`context` in a revise body): the passage rewritten as asked, and
 * nothing else (no note, no other part of the text), its surrounding spaces kept so it fits
 * back where it was. An instruction the demo does not know is shown inline, so the demo
 * visibly answers it.
 */
export function rewritePassage(passage: string, instruction: string, rng: Rng): string {
  const lead = /^\s*/.exec(passage)![0];
  const tail = /\s*$/.exec(passage)![0];
  let blocks = passage.trim().split(/\n{2,}/);
  const before = blocks.join('\n\n');
  const simpler = /\b(simpler|simplify|plain|easier)\b/i;
  const grammar = /\b(grammar|spelling|typos?|fix)\b/i;
  for (const rule of RULES) {
    if (rule.match.test(instruction) && !rule.unless?.test(instruction)) {
      blocks = rule.apply(blocks, rng);
    }
  }
  if (simpler.test(instruction)) blocks = shorter(blocks);
  if (grammar.test(instruction)) blocks = blocks.map(tidy);
  let text = blocks.join('\n\n');
  if (text === before) text = `${text} _(rewritten: ${instruction.replace(/\s+/g, ' ').trim()})_`;
  return lead + text + tail;
}
