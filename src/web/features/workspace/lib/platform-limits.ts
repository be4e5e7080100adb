/** Characters as the platforms count them (code points, so an emoji is one). */
export function characterCount(text: string): number {
  return [...text].length;
}
