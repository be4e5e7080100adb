import { useMemo } from 'react';
import { cn } from '../../../lib/cn.js';
import { sanitizeFormattedHtml } from '../lib/sanitize.js';

/**
 * Shows formatter output (core/formatting/content.ts) with the document styles its editor also
 * uses (`.document` in index.css). The HTML is sanitised again here, keeping only the
 * formatter's tags and http(s)/mailto links: nothing a webhook sends can add a script or handler.
 */
export function FormattedContent({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeFormattedHtml(html), [html]);
  return (
    <div
      data-testid="generated-content"
      className={cn('document', className)}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
