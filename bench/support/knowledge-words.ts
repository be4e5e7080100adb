/**
 * Words for bench/knowledge.ts: a vocabulary of VOCABULARY_SIZE words (English's commonest and
 * marketing's words first, then made-up words of two to four syllables), drawn with a Zipf-like
 * frequency (word of rank r about as often as 1/r), the same in SQL and here, so common words are
 * common and most words rare; form queries and a long document's pages of them.
 */

export const VOCABULARY_SIZE = 4000;

/** Real words, about in order of frequency: English's stop words first, then business words. */
const REAL = (
  'the of and to a in is for that with on as it by this be are from at or an we our your you ' +
  'can will more have has not all new their which its into about also how they but one when ' +
  'what each most other some time than them these so up out there if only just over after ' +
  'business customers team product service services company market content data support ' +
  'plan work help people year years price quality design offer brand online growth customer ' +
  'sales marketing products clients experience local project projects best free first home ' +
  'management process system systems solution solutions digital social media campaign ' +
  'strategy value results order delivery store shop season spring summer autumn winter ' +
  'event events training course guide report research industry technology software cloud ' +
  'security energy health food garden coffee travel finance insurance property building ' +
  'community partners partner network platform tools tool feature features release update ' +
  'contact email phone website account members member pricing discount package packages ' +
  'warranty returns shipping stock range materials material sustainable recycled organic ' +
  'premium standard custom options option policy policies office offices region regional ' +
  'launch launched collection limited edition review reviews award certified engineers ' +
  'consulting workshop workshops webinar newsletter blog article articles story stories ' +
  'audience readers followers engagement leads conversion revenue budget costs savings ' +
  'installation maintenance repair inspection safety compliance standards regulations ' +
  'hours weekend weekday appointment booking bookings subscription subscribers trial'
).split(' ');

const ONSETS = 'b br c ch cl d dr f fl g gr h j k l m n p pl pr r s sh st t tr v w z'.split(' ');
const VOWELS = 'a e i o u ai ea io ou'.split(' ');
const CODAS = ' n r s l t m nd st x'.split(' ');

/** A small seeded random number generator (mulberry32): the same words on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function madeUpWords(count: number, taken: Set<string>): string[] {
  const random = seededRandom(7);
  const pick = (list: string[]) => list[Math.floor(random() * list.length)];
  const words: string[] = [];
  while (words.length < count) {
    const syllables = 2 + Math.floor(random() * 3);
    let word = '';
    for (let i = 0; i < syllables; i++) word += pick(ONSETS) + pick(VOWELS);
    word += pick(CODAS);
    if (!taken.has(word)) {
      taken.add(word);
      words.push(word);
    }
  }
  return words;
}

/** The vocabulary, commonest first: letters a-z only (safe inside an SQL literal). */
export const VOCABULARY: readonly string[] = (() => {
  const real = [...new Set(REAL)];
  return [...real, ...madeUpWords(VOCABULARY_SIZE - real.length, new Set(real))];
})();

/**
 * An SQL expression for a Zipf-like rank, 1 to VOCABULARY_SIZE - 1: rank r is drawn about as often
 * as 1/r. `zipfIndex` is the same draw here.
 */
export const ZIPF_RANK_SQL = `floor(power(${VOCABULARY_SIZE}, random()))::int`;

function zipfIndex(random: () => number): number {
  return Math.floor(VOCABULARY_SIZE ** random()) - 1;
}

/**
 * The made-up words a document is about (the SQL seed's `d.id * 7919 + k * 104729`, k 0-7): each
 * of its passages has some, as a product sheet names its product.
 */
function topicWords(documentId: number): string[] {
  return Array.from(
    { length: 8 },
    (_, k) => VOCABULARY[(documentId * 7919 + k * 104729) % VOCABULARY_SIZE],
  );
}

const FUNCTION_WORDS = 'the and for our with to a of in your new this on all'.split(' ');
const ELSEWHERE = 'acmecorp 2026 zephyrine novablend q3 berlin tuesday vip 20 ukraine'.split(' ');

/**
 * A Facebook post's form as a person fills it in: 10 to 40 words over a topic, an audience and
 * details, mixing function words, words drawn by frequency, a document's topic words (when
 * `documentId` is given) and words no passage has (names, numbers).
 */
export function formValues(random: () => number, documentId?: number): Record<string, string> {
  const count = 10 + Math.floor(random() * 31);
  const topic = documentId === undefined ? [] : topicWords(documentId);
  const words: string[] = [];
  for (let i = 0; i < count; i++) {
    const roll = random();
    if (roll < 0.25) words.push(FUNCTION_WORDS[Math.floor(random() * FUNCTION_WORDS.length)]);
    else if (roll < 0.33) words.push(ELSEWHERE[Math.floor(random() * ELSEWHERE.length)]);
    else if (roll < 0.43 && topic.length > 0) words.push(topic[Math.floor(random() * 8)]);
    else words.push(VOCABULARY[zipfIndex(random)]);
  }
  const a = Math.max(2, Math.floor(count / 4));
  const b = Math.max(a + 2, Math.floor(count / 2));
  return {
    postTopic: words.slice(0, a).join(' '),
    targetAudience: words.slice(a, b).join(' '),
    additionalDetails: `${words.slice(b).join(' ')}.`,
  };
}

/** One page of a long document: paragraphs of sentences, about `chars` characters. */
export function pageText(random: () => number, chars: number, documentId: number): string {
  const topic = topicWords(documentId);
  const paragraphs: string[] = [];
  let length = 0;
  while (length < chars) {
    const sentences: string[] = [];
    const count = 3 + Math.floor(random() * 4);
    for (let s = 0; s < count; s++) {
      const words = Array.from({ length: 8 + Math.floor(random() * 14) }, () =>
        random() < 0.06 ? topic[Math.floor(random() * 8)] : VOCABULARY[zipfIndex(random)],
      );
      const sentence = `${words.join(' ')}.`;
      sentences.push(sentence[0].toUpperCase() + sentence.slice(1));
    }
    const paragraph = sentences.join(' ');
    paragraphs.push(paragraph);
    length += paragraph.length + 2;
  }
  return paragraphs.join('\n\n');
}
