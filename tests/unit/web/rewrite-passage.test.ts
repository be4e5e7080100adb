// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { passageOf } from '../../../src/web/features/workspace/document/rewrite-selection.js';

describe('the stored passage a selection in the editor stands for', () => {
  const text = '# Title\n\nThe same words. Other words.\n\nThe same words. Last words.';

  it('is the occurrence nearest to where the selection sits', () => {
    const first = text.indexOf('The same words.');
    const second = text.lastIndexOf('The same words.');
    expect(passageOf(text, 'The same words.', 0.2)).toEqual({ start: first, end: first + 15 });
    expect(passageOf(text, 'The same words.', 0.9)).toEqual({ start: second, end: second + 15 });
  });

  it('ignores the spaces around a selection, and finds nothing for an empty one', () => {
    const at = text.indexOf('Other words.');
    expect(passageOf(text, '  Other words. ', 0.5)).toEqual({ start: at, end: at + 12 });
    expect(passageOf(text, '   ', 0.5)).toBeNull();
  });

  it('is null for text that is not there as such (a selection across formatting)', () => {
    expect(passageOf('Some **bold** text', 'Some bold text', 0)).toBeNull();
  });
});
