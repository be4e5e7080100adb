// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentView } from '../../../src/web/features/workspace/components/content-view.js';
import { FormattedContent } from '../../../src/web/features/workspace/components/formatted-content.js';
import { sanitizeFormattedHtml } from '../../../src/web/features/workspace/lib/sanitize.js';

afterEach(() => {
  cleanup();
  delete (window as { pwned?: unknown }).pwned;
});

const ATTACK =
  '<script>window.pwned = 1</script>' +
  '<img src="x" onerror="window.pwned = 2">' +
  '<a href="javascript:window.pwned = 3">click me</a>' +
  '<iframe src="javascript:window.pwned = 4"></iframe>' +
  '<svg onload="window.pwned = 5"><circle r="1"></circle></svg>' +
  '<strong onclick="window.pwned = 6" style="color:red">bold</strong><br class="x">end';

describe('sanitising generated content', () => {
  it('keeps only <strong> and <br>, without attributes', () => {
    const clean = sanitizeFormattedHtml(ATTACK);
    expect(clean).toBe('click me<strong>bold</strong><br>end');
  });

  it("keeps a document's structure and its http(s) links, opened apart from the app", () => {
    const clean = sanitizeFormattedHtml(
      '<h2 class="x">Plans</h2><p>See <a href="https://example.com/p" onclick="x()">pricing</a> ' +
        'or <a href="data:text/html,hi">this</a>.</p><ul><li>One</li></ul>',
    );
    expect(clean).toBe(
      '<h2>Plans</h2><p>See <a href="https://example.com/p" target="_blank" ' +
        'rel="noopener noreferrer nofollow">pricing</a> or this.</p><ul><li>One</li></ul>',
    );
  });

  it("keeps the formatter's <em> and <hr> for italics and rules, without attributes", () => {
    const clean = sanitizeFormattedHtml('<em onclick="x()">it</em><hr style="x">a');
    expect(clean).toBe('<em>it</em><hr>a');
  });

  it('shows markdown rules and italics rendered, not literally', () => {
    const { container } = render(
      <ContentView assistantType="facebook" content={'First _part_\n\n---\n\nSecond'} />,
    );
    const box = container.querySelector('[data-testid="generated-content"]')!;
    expect(box.querySelector('em')?.textContent).toBe('part');
    expect(box.querySelector('hr')).not.toBeNull();
    expect(box.textContent).not.toContain('---');
    expect(box.textContent).not.toContain('_');
  });

  it('never puts a script, handler or javascript: URL into the page', () => {
    const { container } = render(<FormattedContent html={ATTACK} />);
    const box = container.querySelector('[data-testid="generated-content"]')!;
    expect(box.querySelector('script, img, a, iframe, svg')).toBeNull();
    expect(box.innerHTML).not.toMatch(/on\w+=|javascript:|style=/i);
    expect(box.querySelector('strong')?.textContent).toBe('bold');
    expect(box.textContent).toBe('click meboldend');
    expect((window as { pwned?: unknown }).pwned).toBeUndefined();
  });

  it('shows webhook markup in formatted output as text, with bold and line breaks applied', () => {
    const output = [
      'Hook: **Stay safe** online',
      '',
      '<img src=x onerror="window.pwned = 7"> &lt;script&gt;alert(1)&lt;/script&gt;',
    ].join('\n');
    const { container } = render(<ContentView assistantType="facebook" content={output} />);
    const box = container.querySelector('[data-testid="generated-content"]')!;
    expect(box.querySelector('img, script')).toBeNull();
    expect(box.textContent).toContain('<img src=x onerror="window.pwned = 7">');
    expect(box.textContent).toContain('<script>alert(1)</script>');
    expect(Array.from(box.querySelectorAll('strong')).map((s) => s.textContent)).toEqual([
      'Hook:',
      'Stay safe',
    ]);
    expect(box.querySelectorAll('br').length).toBeGreaterThan(0);
    expect((window as { pwned?: unknown }).pwned).toBeUndefined();
  });

  it('splits blog SEO metadata into its panel with the alt text hint', () => {
    const blog = [
      '# Backups that work',
      '',
      'Body text about backups.',
      '',
      '---',
      '**SEO Metadata**',
      'Meta Description: How to build backups that survive ransomware.',
      'Focus Keyphrase: ransomware backups',
      'Tags: backups, ransomware, <b>security</b>',
      'URL Slug: backups-that-work',
      'AI Image Prompt: A server room at dusk',
      'Image Alt Text: Short alt',
    ].join('\n');
    const { container } = render(<ContentView assistantType="blog" content={blog} />);
    const body = container.querySelector('[data-testid="generated-content"]')!;
    expect(body.textContent).toContain('Body text about backups.');
    expect(body.textContent).not.toContain('Meta Description');
    const panel = container.querySelector('section[aria-labelledby="panel-seo-metadata"]')!;
    expect(panel.textContent).toContain('How to build backups that survive ransomware.');
    expect(panel.textContent).toContain('ransomware backups');
    expect(panel.textContent).toContain('backups-that-work');
    expect(panel.textContent).toContain('A server room at dusk');
    expect(panel.querySelector('b')).toBeNull();
    expect(container.querySelector('[data-testid="alt-text-hint"]')?.textContent).toBe(
      '9 characters: too short (aim for 65-125 characters)',
    );
  });
});
