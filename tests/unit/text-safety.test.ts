import { describe, expect, it } from 'vitest';
import { cleanDeep, cleanText, findUnsafeText, isUnsafeText } from '../../src/core/text-safety.js';

describe('text the database cannot keep', () => {
  it('finds NULs and unpaired surrogates, not paired ones', () => {
    expect(isUnsafeText('a\u0000b')).toBe(true);
    expect(isUnsafeText('a\ud800')).toBe(true);
    expect(isUnsafeText('\udc00a')).toBe(true);
    expect(isUnsafeText('\udc00\ud800')).toBe(true);
    expect(isUnsafeText('music 𝄞 and 🔐')).toBe(false);
    expect(isUnsafeText('tab\tnew\nline é')).toBe(false);
  });

  it('names the path of the first unsafe value or key', () => {
    expect(findUnsafeText({ a: 'ok', b: [{ c: 'ok' }, { d: 'x\u0000' }] })).toBe('b.1.d');
    expect(findUnsafeText({ a: { ['k\ud800']: 1 } })).toBe('a.k\ufffd');
    expect(findUnsafeText('\u0000')).toBe('');
    expect(findUnsafeText({ a: 1, b: true, c: null, d: ['fine'] })).toBeNull();
    expect(findUnsafeText(undefined)).toBeNull();
  });

  it('walks a very deep value without exhausting the stack', () => {
    const deep = JSON.parse(`${'['.repeat(50_000)}"x\\u0000"${']'.repeat(50_000)}`) as unknown;
    expect(findUnsafeText(deep)).toMatch(/^0(\.0)+$/);
  });

  it('cleans: NULs removed, unpaired surrogates replaced, pairs kept', () => {
    expect(cleanText('He\u0000llo\ud800 𝄞')).toBe('Hello\ufffd 𝄞');
    expect(cleanDeep({ ['k\u0000']: ['v\u0000', 1] })).toEqual({ k: ['v', 1] });
  });
});
