/** WCAG 2 contrast between colours, for the branding fields' warnings. Pure. */

const HEX = /^#([0-9a-f]{6})$/i;

/** Relative luminance of a `#RRGGBB` colour, or null when it is not one. */
function relativeLuminance(hex: string): number | null {
  const match = HEX.exec(hex.trim());
  if (!match) return null;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(match[1].slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of white text on the colour (1 to 21), or null for an invalid colour. */
export function whiteTextContrast(hex: string): number | null {
  const l = relativeLuminance(hex);
  return l === null ? null : 1.05 / (l + 0.05);
}

/** WCAG AA for normal-size text. */
export const AA_NORMAL_TEXT = 4.5;

/** "3.3:1": a ratio rounded down to one decimal, so 4.49 never shows as passing 4.5. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
}

/** Dark text for colours too light for white text (the app's foreground colour). */
const DARK_TEXT = '#0f172a';

/** White when white text on the colour meets AA, else the dark text colour. */
export function readableTextOn(hex: string): string {
  const ratio = whiteTextContrast(hex);
  return ratio === null || ratio >= AA_NORMAL_TEXT ? '#ffffff' : DARK_TEXT;
}
