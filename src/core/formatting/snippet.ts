/**
 * The first `max` characters of a passage on one line, cut at a word, with an ellipsis when
 * cut: how a knowledge passage is previewed ("Sources", the library's search).
 */
export function snippet(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
