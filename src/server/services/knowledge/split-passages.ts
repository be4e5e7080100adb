/** About how long a passage is, and the most one may be. */
const TARGET_CHARS = 800;
const MOST_CHARS = 1200;
/** How much of a passage's end opens the next one, so a fact cut in two is whole in one. */
const OVERLAP_CHARS = 150;

/** Paragraphs: blocks between blank lines, spaces within lines tidied. */
function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) =>
      p
        .split('\n')
        .map((line) => line.replace(/[ \t\f\v]+/g, ' ').trim())
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean);
}

/** A paragraph longer than a passage, cut at sentence ends (or at spaces, at worst). */
function piecesOf(paragraph: string): string[] {
  if (paragraph.length <= MOST_CHARS) return [paragraph];
  const sentences = paragraph.match(/[^.!?。！？]+(?:[.!?。！？]+["')\]]*\s*|$)/gu) ?? [paragraph];
  const pieces: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    for (const part of cutAtSpaces(sentence)) {
      if (current && current.length + part.length > TARGET_CHARS) {
        pieces.push(current.trim());
        current = '';
      }
      current += part;
    }
  }
  if (current.trim()) pieces.push(current.trim());
  return pieces;
}

function cutAtSpaces(sentence: string): string[] {
  const parts: string[] = [];
  let rest = sentence;
  while (rest.length > MOST_CHARS) {
    const space = rest.lastIndexOf(' ', TARGET_CHARS);
    const at = space > TARGET_CHARS / 2 ? space + 1 : TARGET_CHARS;
    parts.push(rest.slice(0, at));
    rest = rest.slice(at);
  }
  parts.push(rest);
  return parts;
}

/** The end of a passage that opens the next: whole words, at most OVERLAP_CHARS. */
function overlapOf(passage: string): string {
  if (passage.length <= OVERLAP_CHARS) return '';
  const tail = passage.slice(-OVERLAP_CHARS);
  const sentence = tail.search(/[.!?。！？]\s+\S/u);
  if (sentence >= 0) return tail.slice(sentence + 1).trim();
  const space = tail.indexOf(' ');
  return space >= 0 ? tail.slice(space + 1).trim() : '';
}

/**
 * A document's text cut into passages of about 800 characters on paragraph boundaries (a long
 * paragraph at sentence ends), each after the first opening with the end of the one before.
 */
export function splitPassages(text: string): string[] {
  const passages: string[] = [];
  let current = '';
  /** Whether `current` holds more than the overlap it opened with. */
  let fresh = false;
  const close = () => {
    passages.push(current.trim());
    const overlap = overlapOf(current);
    current = overlap ? `${overlap}\n\n` : '';
    fresh = false;
  };
  for (const paragraph of paragraphsOf(text)) {
    for (const piece of piecesOf(paragraph)) {
      const after = current.length + piece.length;
      if (
        fresh &&
        (after > MOST_CHARS || (after > TARGET_CHARS && current.length >= TARGET_CHARS / 2))
      ) {
        close();
      }
      current += `${piece}\n\n`;
      fresh = true;
      if (current.length >= TARGET_CHARS) close();
    }
  }
  if (fresh) passages.push(current.trim());
  return passages;
}
