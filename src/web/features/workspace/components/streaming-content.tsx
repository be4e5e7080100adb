import { useMemo } from 'react';
import type { AssistantId } from '@core/assistants/ids.js';
import { formatForDisplay } from '@core/formatting/content.js';
import { FormattedContent } from './formatted-content.js';

/** Text as it streams in, formatted as it grows and sanitised like the finished result. */
export function StreamingContent({
  assistantType,
  text,
}: {
  assistantType: AssistantId;
  text: string;
}) {
  const html = useMemo(() => formatForDisplay(assistantType, text).html, [assistantType, text]);
  return (
    <div aria-busy="true">
      <FormattedContent html={html} className="rounded-lg border bg-background p-4" />
    </div>
  );
}
