import { describe, it, expect } from 'vitest';
import {
  contentToPlainText,
  formatContentHtml,
  formatForDisplay,
  readableContent,
} from '../../../src/core/formatting/content.js';

/** Tags left in the output: only the ones the formatter adds itself. */
function tagsIn(html: string): string[] {
  return [...new Set(html.match(/<\/?[a-z][^>]*>/gi) ?? [])];
}

describe('formatContentHtml', () => {
  it('unescapes entities before escaping the text', () => {
    expect(
      formatContentHtml('Tips &amp; tricks &quot;now&quot; &#39;ok&#39; &#8212; &#x2713;'),
    ).toBe('Tips &amp; tricks &quot;now&quot; &#39;ok&#39; \u2014 \u2713');
    expect(formatContentHtml('a&nbsp;b')).toBe('a\u00a0b');
    // One pass: a double-escaped entity comes out as text, not as markup.
    expect(formatContentHtml('&amp;lt;b&amp;gt;')).toBe('&amp;lt;b&amp;gt;');
    expect(formatContentHtml('&lt;b&gt;Bold&lt;/b&gt; &unknown;')).toBe(
      '<strong>Bold</strong> &amp;unknown;',
    );
  });

  it('turns bold tags and double asterisks into strong', () => {
    expect(formatContentHtml('<b>One</b>, <strong>two</strong>, <B class="x">three</B>')).toBe(
      '<strong>One</strong>, <strong>two</strong>, <strong>three</strong>',
    );
    expect(formatContentHtml('This is **very** important, **really**.')).toBe(
      'This is <strong>very</strong> important, <strong>really</strong>.',
    );
    expect(formatContentHtml('Unclosed <b>bold and a stray </strong> closer')).toBe(
      'Unclosed <strong>bold and a stray </strong> closer',
    );
    expect(formatContentHtml('Just <b>open')).toBe('Just <strong>open</strong>');
    expect(formatContentHtml('2 ** 3 and a ** lone')).toBe('2 ** 3 and a ** lone');
  });

  it('bolds the leading labels Hook:, Angle: and Platform Prompts:', () => {
    const raw =
      '1. Zero trust\nHook: Stop trusting\n  - Angle: Small firms\nPlatform Prompts: LinkedIn';
    expect(formatContentHtml(raw)).toBe(
      '1. Zero trust<br><strong>Hook:</strong> Stop trusting<br>  - <strong>Angle:</strong>' +
        ' Small firms<br><strong>Platform Prompts:</strong> LinkedIn',
    );
    expect(formatContentHtml('**Hook:** already bold')).toBe('<strong>Hook:</strong> already bold');
    expect(formatContentHtml('The Hook: is not leading')).toBe('The Hook: is not leading');
  });

  it('collapses three or more newlines and turns newlines into <br>', () => {
    expect(formatContentHtml('One\n\n\n\nTwo\r\n\r\n\r\nThree\n \n\t\nFour\nFive')).toBe(
      'One<br><br>Two<br><br>Three<br><br>Four<br>Five',
    );
    expect(formatContentHtml('\n\nTrimmed\n\n')).toBe('Trimmed');
    expect(formatContentHtml('Line<br/>break<BR>here')).toBe('Line<br>break<br>here');
  });

  it('never lets markup from the input through', () => {
    const attacks = [
      '<script>alert(1)</script>',
      '&lt;script&gt;alert(1)&lt;/script&gt;',
      '<img src=x onerror="alert(1)">',
      '&lt;img src=x onerror=alert(1)&gt;',
      '<a href="javascript:alert(1)">click</a>',
      '<b onmouseover="alert(1)">hover</b>',
      '**<svg onload=alert(1)>**',
      '<strong style="x" onclick="alert(1)">x</strong>',
      '&#60;iframe src=javascript:alert(1)&#62;',
      '\ue000<script>\ue001',
    ];
    for (const attack of attacks) {
      const html = formatContentHtml(attack);
      for (const tag of tagsIn(html)) expect(['<strong>', '</strong>', '<br>']).toContain(tag);
      expect(html).not.toMatch(/<[^>]*(?:onerror|onload|onclick|onmouseover|href|src)=/i);
    }
    expect(formatContentHtml('<img src=x onerror=alert(1)>')).toBe(
      '&lt;img src=x onerror=alert(1)&gt;',
    );
    expect(formatContentHtml('<b onmouseover="alert(1)">hover</b>')).toBe('<strong>hover</strong>');
  });
});

describe('formatForDisplay', () => {
  it('splits blog output and formats its body', () => {
    const result = formatForDisplay(
      'blog',
      '# Title\n\nBody with **bold**.\n\n---\n\n**Meta Description:** Desc\n**Tags:** a, b',
    );
    // A document keeps its structure, as its editor shows it.
    expect(result.html).toBe('<h1>Title</h1>\n<p>Body with <strong>bold</strong>.</p>');
    expect(result.blog?.seo.metaDescription).toBe('Desc');
    expect(result.blog?.seo.tags).toEqual(['a', 'b']);
    expect(result.linkedin).toBeUndefined();
  });

  it('splits LinkedIn and newsletter output', () => {
    const linkedin = formatForDisplay('linkedin2', 'Post\n\n---\nImage Prompt: A desk');
    expect(linkedin).toEqual({ html: 'Post', linkedin: { body: 'Post', imagePrompt: 'A desk' } });
    const newsletter = formatForDisplay(
      'newsletter',
      'Hello\n\n## Subject Line Options\n1. "Act now" - urgency\n',
    );
    expect(newsletter.html).toBe('<p>Hello</p>');
    expect(newsletter.newsletter?.subjectLines).toEqual([
      { subject: 'Act now', rationale: 'urgency', icon: 'urgency' },
    ]);
  });

  it('converts old topic JSON and formats everything else as content', () => {
    const topics = JSON.stringify({ topics: [{ title: 'MFA', hook: 'Passwords fail' }] });
    expect(formatForDisplay('topic-generator', topics).html).toBe(
      '<p><strong>1. MFA</strong><br><strong>Hook:</strong> Passwords fail</p>',
    );
    expect(formatForDisplay('facebook', 'Hi <b>all</b>')).toEqual({
      html: 'Hi <strong>all</strong>',
    });
  });

  it('converts old topic JSON only for an assistant whose output is topics', () => {
    const topics = JSON.stringify({ topics: [{ title: 'MFA', hook: 'Passwords fail' }] });
    expect(readableContent('topic-generator', topics)).toBe('**1. MFA**\nHook: Passwords fail');
    expect(readableContent({ output: 'topics' }, topics)).toBe('**1. MFA**\nHook: Passwords fail');
    expect(readableContent('facebook', topics)).toBe(topics);
    expect(readableContent('topic-generator', 'Plain text')).toBe('Plain text');
  });

  it('shows a document with headings, lists and safe links; a post line by line', () => {
    const doc = formatForDisplay(
      'website',
      '## Plans\n\n- [Pricing](https://example.com/p?a=1&b=2) now\n- [bad](javascript:alert(1))\n\nEnd',
    );
    expect(doc.html).toBe(
      '<h2>Plans</h2>\n<ul><li><a href="https://example.com/p?a=1&amp;b=2">Pricing</a> now</li>' +
        '<li>[bad](javascript:alert(1))</li></ul>\n<p>End</p>',
    );
    expect(formatForDisplay('facebook', '## Plans\n\nEnd').html).toBe(
      '<strong>Plans</strong><br><br>End',
    );
  });

  it('shows the raw content, escaped, when formatting fails', () => {
    expect(formatForDisplay('blog', 42 as unknown as string)).toEqual({ html: '42' });
    expect(formatForDisplay('facebook', null as unknown as string)).toEqual({ html: '' });
  });
});

describe('contentToPlainText', () => {
  it('strips tags, emphasis, headings and rules', () => {
    expect(contentToPlainText('## Title\n<b>Bold</b> **and** text &amp; more\n---\nEnd')).toBe(
      'Title\nBold and text & more\n\nEnd',
    );
    expect(contentToPlainText('a < b and c > d')).toBe('a < b and c > d');
  });
});

describe('markdown headings', () => {
  it('become bold lines without their # marks', () => {
    expect(formatContentHtml('## Why it matters\nText')).toBe(
      '<strong>Why it matters</strong><br>Text',
    );
    expect(formatContentHtml('# Title #\n\n### Sub')).toBe(
      '<strong>Title</strong><br><br><strong>Sub</strong>',
    );
    expect(formatContentHtml('#hashtag stays')).toBe('#hashtag stays');
  });
});
