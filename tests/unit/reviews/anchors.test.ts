import { describe, expect, it } from 'vitest';
import { movedAnchor } from '../../../src/server/services/reviews/anchors.js';

const anchorOf = (text: string, quote: string, from = 0) => {
  const start = text.indexOf(quote, from);
  return { start, end: start + quote.length, quote };
};

describe('movedAnchor', () => {
  it('keeps the place when the text before the passage did not change', () => {
    const before = 'One. Two. Three.';
    const after = 'One. Two. Three, and four.';
    expect(movedAnchor(before, after, anchorOf(before, 'Two.'))).toEqual(anchorOf(after, 'Two.'));
  });

  it('follows the passage when text is added or removed before it', () => {
    const before = 'One. Two. Three.';
    for (const after of ['Zero. One. Two. Three.', 'Two. Three.', '# Title\n\nOne. Two. Three.']) {
      expect(movedAnchor(before, after, anchorOf(before, 'Three.'))).toEqual(
        anchorOf(after, 'Three.'),
      );
    }
  });

  it('picks the occurrence nearest to where the passage went', () => {
    const before = 'Buy now. Text. Buy now. End.';
    const second = anchorOf(before, 'Buy now.', 5);
    const after = `Intro. ${before}`;
    expect(movedAnchor(before, after, second)).toEqual(anchorOf(after, 'Buy now.', 12));
    const first = anchorOf(before, 'Buy now.');
    expect(movedAnchor(before, after, first)).toEqual(anchorOf(after, 'Buy now.'));
  });

  it('answers null when the quote is gone', () => {
    const before = 'One. Two. Three.';
    expect(movedAnchor(before, 'One. 2. Three.', anchorOf(before, 'Two.'))).toBeNull();
  });

  it('finds the passage when the change was inside it and left it whole elsewhere', () => {
    const before = 'Alpha beta gamma.';
    const after = 'Gamma first. Alpha beta gamma.';
    expect(movedAnchor(before, after, anchorOf(before, 'beta'))).toEqual(anchorOf(after, 'beta'));
  });
});
