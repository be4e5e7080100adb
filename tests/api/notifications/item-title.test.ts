import { describe, expect, it } from 'vitest';
import { itemTitle } from '../../../src/server/services/reviews/item-title.js';

describe('itemTitle', () => {
  it('takes the form’s title or topic, else its first text, else the first line', () => {
    expect(itemTitle({ formData: { title: 'A', topic: 'B' }, content: 'C' })).toBe('A');
    expect(itemTitle({ formData: { topic: '  Spring   post ' }, content: 'C' })).toBe(
      'Spring post',
    );
    expect(itemTitle({ formData: { tone: '', audience: 'Bakers' }, content: 'C' })).toBe('Bakers');
    expect(itemTitle({ formData: {}, content: '\n\n## **Hello** there\nmore' })).toBe(
      'Hello there',
    );
    expect(itemTitle({ formData: { count: 3 }, content: '' })).toBe('');
  });

  it('is plain text of at most 120 characters', () => {
    const long = `${'word '.repeat(40)}end`;
    const title = itemTitle({ formData: { topic: long }, content: '' });
    expect(title.length).toBeLessThanOrEqual(120);
    expect(title.endsWith('…')).toBe(true);
    expect(itemTitle({ formData: {}, content: '<b>Bold</b> &amp; more' })).toBe('Bold & more');
  });
});
