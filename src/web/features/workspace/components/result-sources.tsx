import { useQuery } from '@tanstack/react-query';
import { BookOpen, ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import type { KnowledgeSource } from '@core/api/knowledge.js';
import { snippet } from '@core/formatting/snippet.js';
import { withCompany } from '../../../lib/api.js';
import { useAuth } from '../../../lib/auth.js';
import { queryKeys } from '../../../lib/query-keys.js';
import type { WorkspaceResult } from '../lib/results.js';
import { fetchHistoryItem } from '../api/history-item.js';

const sourcesKey = (historyId: number | undefined, version: number | undefined) =>
  [...queryKeys.history, 'sources', historyId, version] as const;
/** Where a sources key holds its item's id. */
const ITEM_AT = queryKeys.history.length + 1;

/**
 * The company knowledge a result was written with, when it was sent any: known with a history
 * item, else (a result just generated) read from its item. Nothing shows until then.
 */
export function ResultSources({ result }: { result: WorkspaceResult }) {
  const { historyId, version } = result;
  const read = useQuery({
    queryKey: sourcesKey(historyId, version),
    queryFn: () => fetchHistoryItem(historyId!).then((item) => item.sources),
    enabled: result.sources === undefined && historyId !== undefined,
    // Until a new version's are read, the list shows the same item's version before.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[ITEM_AT] === historyId ? previous : undefined,
  });
  const sources = result.sources ?? read.data ?? [];
  return sources.length > 0 ? <SourcesList sources={sources} /> : null;
}

/** The titles at a glance; opened, each passage's start and (for admins) its document. */
function SourcesList({ sources }: { sources: readonly KnowledgeSource[] }) {
  const isAdmin = useAuth().user?.isAdmin === true;
  const titles = [...new Set(sources.map((s) => s.title))];
  return (
    <details
      className="group mt-3 rounded-lg border bg-muted/30 text-sm"
      data-testid="result-sources"
    >
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-3 py-2 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-details-marker]:hidden">
        <ChevronRight
          aria-hidden
          className="size-4 shrink-0 transition-transform group-open:rotate-90"
        />
        <BookOpen aria-hidden className="size-4 shrink-0 text-primary" />
        <span className="font-medium">Sources</span>
        <span className="min-w-0 truncate text-muted-foreground">{titles.join(' · ')}</span>
      </summary>
      <ul className="space-y-2 px-3 pb-3" aria-label="Sources">
        {sources.map((source, index) => (
          <li key={index} className="rounded-md border bg-background p-2">
            <p className="font-medium break-words">{source.title}</p>
            <p className="mt-0.5 break-words text-muted-foreground">{snippet(source.text)}</p>
            {isAdmin && (
              <Link
                href={withCompany(`/admin/knowledge?document=${source.documentId}`)}
                className="mt-1 inline-block text-xs text-primary underline-offset-2 hover:underline"
              >
                Open in the knowledge library
              </Link>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
