import { rawContentHtml } from '@core/formatting/content.js';
import type { WorkspaceResult } from '../lib/results.js';
import { ContentView } from './content-view.js';
import { FormattedContent } from './formatted-content.js';
import { LeadPlaceholderMessage, LeadResults } from './lead-results.js';

/** A generated result as the results panel shows it: content, leads, or raw text. */
export function ResultView({ result }: { result: WorkspaceResult }) {
  const { body } = result;
  switch (body.kind) {
    case 'content':
      return (
        <ContentView
          // A new result starts on its revised side.
          key={body.content}
          assistantType={result.assistantType}
          content={body.content}
          original={body.original}
        />
      );
    case 'leads':
      return <LeadResults result={body.result} />;
    case 'placeholder':
      return <LeadPlaceholderMessage expression={body.expression} />;
    case 'raw':
      // Lead content that is not JSON: shown as it came (escaped).
      return (
        <FormattedContent
          html={rawContentHtml(body.content)}
          className="rounded-lg border bg-background p-4"
        />
      );
  }
}
