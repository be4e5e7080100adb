import DOMPurify from 'dompurify';

/** The only markup the output formatter emits (core/formatting/content.ts). */
const FORMATTED_TAGS = ['strong', 'em', 'hr', 'br'] as const;

/**
 * Sanitises formatted output before it reaches the DOM: every tag but those four is
 * removed (its text kept), and no attribute survives, so no script, handler or URL can run.
 */
export function sanitizeFormattedHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...FORMATTED_TAGS],
    ALLOWED_ATTR: [],
    KEEP_CONTENT: true,
  });
}
