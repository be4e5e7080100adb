import DOMPurify from 'dompurify';

/**
 * The only markup the output formatter emits (core/formatting/content.ts): a post's `<strong>`,
 * `<em>`, `<hr>` and `<br>`, and a document's headings, paragraphs, lists and links.
 */
const FORMATTED_TAGS = [
  'strong',
  'em',
  'hr',
  'br',
  'h1',
  'h2',
  'h3',
  'p',
  'ul',
  'ol',
  'li',
  'a',
] as const;

/** Link addresses kept: http, https and mailto only. */
const SAFE_LINK = /^(?:https?:|mailto:)/i;

/**
 * Sanitises formatted output before it reaches the DOM: every tag but those above is removed
 * (its text kept), and no attribute survives but a link's http(s) or mailto address, so no
 * script, handler or other URL can run.
 */
export function sanitizeFormattedHtml(html: string): string {
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...FORMATTED_TAGS],
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: SAFE_LINK,
    KEEP_CONTENT: true,
    RETURN_DOM_FRAGMENT: true,
  });
  for (const link of Array.from(fragment.querySelectorAll('a'))) {
    // A link whose address was refused is its text alone.
    if (!SAFE_LINK.test(link.getAttribute('href') ?? '')) link.replaceWith(...link.childNodes);
    else {
      // A kept link opens in a new tab and tells the target nothing of the app.
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  }
  const box = document.createElement('div');
  box.append(fragment);
  return box.innerHTML;
}
