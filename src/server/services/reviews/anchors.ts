/** A comment's passage: characters `start`..`end` of the text, which read `quote`. */
export interface Anchor {
  start: number;
  end: number;
  quote: string;
}

/**
 * Where a place in the old text is in the new one, judged from what the two share: the text
 * before the change keeps its places, the text after it moves by the change in length, and a
 * place inside the change is taken as the change's start.
 */
function mappedPlace(before: string, after: string, place: number): number {
  let prefix = 0;
  const shortest = Math.min(before.length, after.length);
  while (prefix < shortest && before[prefix] === after[prefix]) prefix++;
  let suffix = 0;
  while (
    suffix < shortest - prefix &&
    before[before.length - 1 - suffix] === after[after.length - 1 - suffix]
  ) {
    suffix++;
  }
  if (place <= prefix) return place;
  if (place >= before.length - suffix) return place + (after.length - before.length);
  return prefix;
}

/**
 * The anchor in the new text: the occurrence of its quote nearest to where its passage went,
 * or null when the quote is no longer there (the comment is then outdated).
 */
export function movedAnchor(before: string, after: string, anchor: Anchor): Anchor | null {
  if (!anchor.quote) return null;
  if (after.slice(anchor.start, anchor.end) === anchor.quote && before === after) return anchor;
  const target = mappedPlace(before, after, anchor.start);
  let best = -1;
  for (let at = after.indexOf(anchor.quote); at !== -1; at = after.indexOf(anchor.quote, at + 1)) {
    if (best === -1 || Math.abs(at - target) < Math.abs(best - target)) best = at;
    if (at > target) break;
  }
  if (best === -1) return null;
  return { start: best, end: best + anchor.quote.length, quote: anchor.quote };
}
