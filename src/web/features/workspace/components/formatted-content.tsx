import { useMemo } from 'react';
import { cn } from '../../../lib/cn.js';
import { sanitizeFormattedHtml } from '../lib/sanitize.js';

/**
 * Shows formatter output (core/formatting/content.ts). The HTML is sanitised again here, keeping
 * only the formatter's `<strong>`, `<em>`, `<hr>` and `<br>`: nothing a webhook sends can add a script, handler or link.
 */
export function FormattedContent({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeFormattedHtml(html), [html]);
  return (
    <div
      data-testid="generated-content"
      className={cn('text-sm leading-relaxed break-words text-foreground', className)}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
