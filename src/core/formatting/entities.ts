/** HTML entity unescaping and escaping for the output formatters. Pure, no DOM. */

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '\u2026',
  mdash: '\u2014',
  ndash: '\u2013',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  bull: '\u2022',
  middot: '\u00b7',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
};

const ENTITY = /&(?:#(\d{1,8})|#x([0-9a-f]{1,7})|([a-z]+));/gi;

function fromCodePoint(code: number): string {
  const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
  return valid ? String.fromCodePoint(code) : '\ufffd';
}

/**
 * Turns `&amp; &lt; &gt; &quot; &#39; &nbsp;` (and other common named or numeric entities) back
 * into characters, in a single pass: `&amp;lt;` becomes `&lt;`, not `<`.
 */
export function unescapeEntities(text: string): string {
  return text.replace(ENTITY, (match, dec?: string, hex?: string, name?: string) => {
    if (dec) return fromCodePoint(Number.parseInt(dec, 10));
    if (hex) return fromCodePoint(Number.parseInt(hex, 16));
    return NAMED_ENTITIES[(name ?? '').toLowerCase()] ?? match;
  });
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for use in HTML content or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);
}
