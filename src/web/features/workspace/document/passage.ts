/**
 * How a selection in the shown text maps to the stored text (Markdown): used by the rewrite of a
 * passage and by comments on a passage (docs/product.md#review). Kept apart from the editor, so
 * that the read-only view does not load it.
 */

/** Where a passage of the stored text is, in UTF-16 offsets (as the server counts). */
export interface Passage {
  start: number;
  end: number;
}

/**
 * The passage of `text` (the stored Markdown) a selection of `selected` words stands for: its
 * occurrence nearest to where the selection sits (`at`, 0 to 1 through the document). Null
 * when it is not there as such (a selection across formatting).
 */
export function passageOf(text: string, selected: string, at: number): Passage | null {
  const wanted = selected.trim();
  if (!wanted) return null;
  let best: Passage | null = null;
  let bestDistance = Infinity;
  for (let i = text.indexOf(wanted); i >= 0; i = text.indexOf(wanted, i + 1)) {
    const distance = Math.abs(i / Math.max(text.length, 1) - at);
    if (distance < bestDistance) {
      best = { start: i, end: i + wanted.length };
      bestDistance = distance;
    }
  }
  return best;
}
