import { formatDistanceToNow } from 'date-fns';
import type { TimelineEntry } from '@core/api/reviews.js';
import { Spinner } from '../../../../components/ui/spinner.js';
import { useTimeline } from '../api.js';

const VERSION_KINDS: Record<string, string> = {
  edited: 'edited',
  rewritten: 'a passage rewritten',
  restored: 'an earlier version restored',
  stopped: 'stopped',
  generated: 'generated',
};

/** What happened, in words: the entry's line (who and when are shown beside it). */
export function timelineText(entry: TimelineEntry): string {
  const names = entry.reviewers.map((r) => r.username).join(', ');
  switch (entry.kind) {
    case 'generated':
      return 'Generated';
    case 'version': {
      const kind = entry.versionKind ? (VERSION_KINDS[entry.versionKind] ?? entry.versionKind) : '';
      return `Version ${entry.version ?? ''}${kind ? ` (${kind})` : ''}`.replace('  ', ' ');
    }
    case 'submitted':
      return names ? `Submitted for review to ${names}` : 'Submitted for review';
    case 'comment':
      return 'Commented';
    case 'changes_requested':
      return 'Changes requested';
    case 'approved':
      return entry.version !== null ? `Approved version ${entry.version}` : 'Approved';
    case 'back_to_draft':
      return entry.version !== null ? `Back to draft (version ${entry.version})` : 'Back to draft';
    case 'published':
      return entry.version !== null ? `Published version ${entry.version}` : 'Published';
  }
}

/** The item's story, oldest first: generated, versions, submissions, comments, decisions. */
export function Timeline({ historyId }: { historyId: number }) {
  const timeline = useTimeline(historyId);
  return (
    <section aria-labelledby={`timeline-${historyId}`} className="mt-4 space-y-2">
      <h3 id={`timeline-${historyId}`} className="text-sm font-semibold">
        Timeline
      </h3>
      {timeline.isPending ? (
        <Spinner label="Loading the timeline..." iconClassName="size-5" />
      ) : timeline.isError ? (
        <p className="text-sm text-muted-foreground">The timeline could not be loaded.</p>
      ) : (
        <ol className="space-y-2 border-l-2 pl-3 text-sm" data-testid="timeline">
          {timeline.data.map((entry, i) => (
            <li key={i} data-kind={entry.kind}>
              <p>
                <span className="font-medium">{timelineText(entry)}</span>
                <span className="text-xs text-muted-foreground">
                  {entry.by ? ` · ${entry.by.username}` : ''} ·{' '}
                  <time dateTime={entry.at} title={new Date(entry.at).toLocaleString()}>
                    {formatDistanceToNow(new Date(entry.at), { addSuffix: true })}
                  </time>
                </span>
              </p>
              {entry.note && (
                <p className="text-xs break-words whitespace-pre-wrap text-muted-foreground">
                  {entry.note}
                </p>
              )}
              {entry.url && /^https?:\/\//i.test(entry.url) && (
                <a
                  href={entry.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-xs break-all text-primary underline"
                >
                  {entry.url}
                </a>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
