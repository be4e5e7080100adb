// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  anchorOf,
  clearMarks,
  markStretches,
  shownMarkdown,
  stretchesOf,
} from '../../../src/web/features/workspace/review/lib/anchors.js';

/** Renders HTML into a detached element, as the results panel shows a text. */
function rendered(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

const marked = (root: HTMLElement) =>
  [...root.querySelectorAll('mark')].map((m) => m.textContent).join('|');

describe('what a reader sees of Markdown', () => {
  it('leaves out marks, link targets and list markers, white space as one space', () => {
    expect(shownMarkdown('## A **bold** [link](https://x.example)\n\n- one\n- two').text).toBe(
      'A bold link one two',
    );
  });
});

describe('the passage of the stored text a selection stands for', () => {
  const content = '# Title\n\nThe same words. Some **bold** text.\n\nThe same words. Last words.';

  it('is the selected words as stored, at the occurrence nearest to the selection', () => {
    const second = content.lastIndexOf('The same words.');
    expect(anchorOf(content, 'The same words.', 0.9)).toEqual({
      start: second,
      end: second + 15,
      quote: 'The same words.',
    });
  });

  it('spans the formatting it holds, quoting the Markdown', () => {
    const anchor = anchorOf(content, 'Some bold text', 0.5)!;
    expect(anchor.quote).toBe('Some **bold** text');
    expect(content.slice(anchor.start, anchor.end)).toBe(anchor.quote);
  });

  it('is null when the words are not in the text', () => {
    expect(anchorOf(content, 'Nowhere', 0.5)).toBeNull();
    expect(anchorOf(content, '  ', 0.5)).toBeNull();
  });
});

describe('where the rendered text shows a comment passage', () => {
  const content = 'Intro words.\n\nSome **bold** text here.\n\nSome bold text again.';
  const html =
    '<p>Intro words.</p><p>Some <strong>bold</strong> text here.</p><p>Some bold text again.</p>';

  it('finds the quote across the formatting, at the occurrence nearest its offset', () => {
    const root = rendered(html);
    const start = content.indexOf('Some **bold**');
    const anchor = { start, end: start + 18, quote: 'Some **bold** text' };
    markStretches(stretchesOf(root, anchor, content.length), '1', 'c');
    expect(marked(root)).toBe('Some |bold| text');
    expect(root.querySelectorAll('p')[1].querySelectorAll('mark')).toHaveLength(3);
    clearMarks(root);
    expect(root.innerHTML).toBe(html);
  });

  it('picks the later occurrence for a passage near the end', () => {
    const root = rendered(html);
    const start = content.lastIndexOf('Some bold text');
    markStretches(
      stretchesOf(root, { start, end: start + 14, quote: 'Some bold text' }, content.length),
      '2',
      'c',
    );
    expect(root.querySelectorAll('p')[2].querySelector('mark')?.textContent).toBe('Some bold text');
  });

  it('spans two paragraphs', () => {
    const root = rendered(html);
    const quote = 'words.\n\nSome';
    const stretches = stretchesOf(root, { start: 6, end: 18, quote }, content.length);
    markStretches(stretches, '3', 'c');
    expect(marked(root)).toBe('words.|Some');
  });

  it('shows nothing for a passage that is not rendered', () => {
    const root = rendered(html);
    expect(stretchesOf(root, { start: 0, end: 5, quote: 'Gone' }, content.length)).toEqual([]);
  });
});
