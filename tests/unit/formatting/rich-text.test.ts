import { describe, expect, it } from 'vitest';
import { formatContentHtml } from '../../../src/core/formatting/content.js';
import { parseBlocks, parseInline } from '../../../src/core/formatting/markdown-blocks.js';
import { contentToRichHtml } from '../../../src/core/formatting/rich-html.js';

describe('display formatting of markdown the spec does not list', () => {
  it('renders a --- rule as <hr> instead of showing the dashes', () => {
    expect(formatContentHtml('Intro\n\n---\n\nMore')).toBe('Intro<hr>More');
    expect(formatContentHtml('A\n***\nB')).toBe('A<hr>B');
  });

  it('renders _italic_ and *italic* as <em>, leaving snake_case and bullets alone', () => {
    expect(formatContentHtml('An _important_ point')).toBe('An <em>important</em> point');
    expect(formatContentHtml('A *light* touch')).toBe('A <em>light</em> touch');
    expect(formatContentHtml('use user_id and file_name')).toBe('use user_id and file_name');
    expect(formatContentHtml('* one\n* two')).toBe('* one<br>* two');
    expect(formatContentHtml('**bold** and _it_')).toBe('<strong>bold</strong> and <em>it</em>');
  });

  it('still escapes what the text says', () => {
    expect(formatContentHtml('_<img src=x onerror=alert(1)>_')).toBe(
      '<em>&lt;img src=x onerror=alert(1)&gt;</em>',
    );
  });
});

describe('parseBlocks', () => {
  it('finds headings, paragraphs, lists and rules', () => {
    const blocks = parseBlocks(
      '# Title\n\nFirst line\nsecond line\n\n- one\n- **two**\n\n1. a\n2. b\n\n---\n## Sub',
    );
    expect(blocks.map((b) => b.kind)).toEqual([
      'heading',
      'paragraph',
      'list',
      'list',
      'rule',
      'heading',
    ]);
    expect(blocks[0]).toEqual({ kind: 'heading', level: 1, runs: [{ text: 'Title' }] });
    expect(blocks[2]).toEqual({
      kind: 'list',
      ordered: false,
      items: [[{ text: 'one' }], [{ text: 'two', bold: true }]],
    });
    expect(blocks[3]).toMatchObject({ kind: 'list', ordered: true });
  });

  it('reads bold and italic runs, also from HTML tags', () => {
    expect(parseInline('a **b** _c_ *d*')).toEqual([
      { text: 'a ' },
      { text: 'b', bold: true },
      { text: ' ' },
      { text: 'c', italic: true },
      { text: ' ' },
      { text: 'd', italic: true },
    ]);
    expect(parseBlocks('<b>x</b> &amp; y')).toEqual([
      { kind: 'paragraph', lines: [[{ text: 'x', bold: true }, { text: ' & y' }]] },
    ]);
  });
});

describe('contentToRichHtml', () => {
  it('keeps headings and lists and escapes the text', () => {
    expect(contentToRichHtml('## Why <now>\n\n- a & b\n- c')).toBe(
      '<h2>Why &lt;now&gt;</h2>\n<ul><li>a &amp; b</li><li>c</li></ul>',
    );
  });
});
