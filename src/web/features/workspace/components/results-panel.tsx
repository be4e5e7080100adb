import { Suspense, type Ref } from 'react';
import { producesLeads, type AssistantId } from '@core/assistants/ids.js';
import { Card, CardContent } from '../../../components/ui/card.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.js';
import type { WorkspaceResult } from '../lib/results.js';
import { lazyNamed, loadOnIntent } from '../../../lib/lazy-named.js';
import { DocumentResult, preloadResultEditing } from './document-result.js';
import { EmptyState } from './empty-state.js';
import type { PanelFailure } from './failure-notice.js';
import { JobControls, type JobProgressInfo } from './job-progress.js';
import { LeadLoading } from './lead-loading.js';
import { ResultBar } from './result-bar.js';

export type ResultsTab = 'content' | 'revision';

/**
 * The result's views (formatting, sanitising, lead table, downloads) load with the first
 * generation, not with the page (decision 010); they start loading when a call starts.
 */
const ResultView = lazyNamed(() => import('./result-view.js'), 'ResultView');
/** Streamed text goes through the same formatter and sanitiser: loaded with them. */
const StreamingContent = lazyNamed(() => import('./streaming-content.js'), 'StreamingContent');
export { preloadResultEditing };

/** A result's Sources (the company knowledge it was written with) load with the result views. */
const ResultSources = lazyNamed(() => import('./result-sources.js'), 'ResultSources');

/** What only a call's outcome shows: loaded when a call starts (decision 054). */
const FailureNotice = lazyNamed(() => import('./failure-notice.js'), 'FailureNotice');
const NoWebhookNotice = lazyNamed(() => import('./no-webhook-notice.js'), 'NoWebhookNotice');
/** The Revision tab's content: loaded when a call starts or a person heads for the tab. */
const RevisionTab = lazyNamed(() => import('./revision-tab.js'), 'RevisionTab');
const LeadRevisionNote = lazyNamed(() => import('./revision-tab.js'), 'LeadRevisionNote');
const revisionParts = {
  preload: () => Promise.all([RevisionTab.preload(), LeadRevisionNote.preload()]).then(() => {}),
};
const revisionIntent = loadOnIntent(revisionParts);

interface ResultsPanelProps {
  ref?: Ref<HTMLDivElement>;
  assistantType: AssistantId;
  result: WorkspaceResult | null;
  /** Generating or revising. */
  loading: boolean;
  revising: boolean;
  /** The running job (elapsed time, Stop, streamed text); absent while a call is only waited for. */
  job?: JobProgressInfo | null;
  /** The last generation was refused because the assistant has no webhook. */
  noWebhook?: boolean;
  tab: ResultsTab;
  onTabChange: (tab: ResultsTab) => void;
  revisionText: string;
  onRevisionTextChange: (value: string) => void;
  onRevise: () => void;
  /** The last generation failed: shown here (the toast goes), with Try again. */
  failure?: PanelFailure | null;
  onRetry?: () => void;
  /** Runs the result's inputs again, as a new item. */
  onRegenerate?: () => void;
  /** An edit was saved, or a version restored: the result's text and version now. */
  onEdited?: (content: string, version: number) => void;
}

/** A result that can be edited: text kept as a history item (not leads). */
function editable(result: WorkspaceResult | null) {
  if (!result || result.body.kind !== 'content' || result.historyId === undefined) return null;
  return {
    result: { ...result, historyId: result.historyId, version: result.version ?? 1 },
    content: result.body.content,
  };
}

/** The shown result; a kept text with its review, and Edit and Versions for its author. */
function ShownResult(props: {
  result: WorkspaceResult;
  onRegenerate?: () => void;
  onEdited?: (content: string, version: number) => void;
}) {
  const { result } = props;
  const doc = editable(result);
  const fallback = <Loading assistantType={result.assistantType} revising={false} />;
  const view = <ResultView result={result} />;
  const sources =
    result.body.kind === 'content' ? (
      <Suspense fallback={null}>
        <ResultSources result={result} />
      </Suspense>
    ) : null;
  if (doc) {
    return (
      <DocumentResult
        result={doc.result}
        content={doc.content}
        stopped={Boolean(result.stopped)}
        view={view}
        after={sources}
        fallback={fallback}
        onRegenerate={props.onRegenerate}
        onEdited={props.onEdited}
      />
    );
  }
  return (
    <>
      <ResultBar stopped={Boolean(result.stopped)} onRegenerate={props.onRegenerate} />
      <Suspense fallback={fallback}>{view}</Suspense>
      {sources}
    </>
  );
}

function Loading({ assistantType, revising }: { assistantType: AssistantId; revising: boolean }) {
  if (producesLeads(assistantType) && !revising) return <LeadLoading />;
  const text = revising ? 'Revising your content...' : 'Generating your content...';
  return (
    <div
      className="flex flex-col items-center gap-3 py-16 text-center"
      aria-live="polite"
      data-testid="results-waiting"
    >
      <Spinner label={text} iconClassName="size-10" />
      <p className="text-sm text-muted-foreground">{text}</p>
    </div>
  );
}

/** A running generation or revision: its button row, then the text as it streams in. */
function Progress(props: {
  assistantType: AssistantId;
  revising: boolean;
  job?: JobProgressInfo | null;
}) {
  const { assistantType, revising, job } = props;
  // Lead answers are data, not text: the lead view keeps its steps until the list is ready.
  const streams = !producesLeads(assistantType) || revising;
  const streaming = Boolean(job?.text) && streams;
  const label = revising ? 'Revising your content...' : 'Generating your content...';
  return (
    <div>
      {job && <JobControls job={job} label={streaming ? label : undefined} />}
      {job && streaming ? (
        <Suspense fallback={<Loading assistantType={assistantType} revising={revising} />}>
          <StreamingContent assistantType={assistantType} text={job.text} />
        </Suspense>
      ) : (
        <Loading assistantType={assistantType} revising={revising} />
      )}
    </div>
  );
}

/**
 * Loads what a call's progress and outcome show (decision 054); the editor too when the result
 * will be a document. Settles when every part has arrived.
 */
export function preloadCallViews(assistantType: AssistantId, revising = false): Promise<void> {
  return Promise.all([
    ResultView.preload(),
    ResultSources.preload(),
    StreamingContent.preload(),
    FailureNotice.preload(),
    NoWebhookNotice.preload(),
    revisionParts.preload(),
    !producesLeads(assistantType) || revising ? preloadResultEditing() : undefined,
  ]).then(() => {});
}

/** The right-hand panel: generated content (or leads) and the revision request. */
export function ResultsPanel(props: ResultsPanelProps) {
  const { assistantType, result, loading, revising, tab, onTabChange } = props;
  if (loading) void preloadCallViews(assistantType, revising);
  return (
    // Focusable, so that the keyboard focus can follow a generation here (use-generation-focus).
    <Card
      ref={props.ref}
      role="region"
      aria-label="Results panel"
      tabIndex={-1}
      className="min-w-0 scroll-mt-4 gap-0 py-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <CardContent className="px-4 sm:px-6">
        <Tabs value={tab} onValueChange={(value) => onTabChange(value as ResultsTab)}>
          <TabsList className="w-full sm:w-fit" aria-label="Results">
            <TabsTrigger value="content">Generated Content</TabsTrigger>
            <TabsTrigger value="revision" {...revisionIntent}>
              Revision
            </TabsTrigger>
          </TabsList>
          <TabsContent value="content" className="pt-2" data-testid="results-content">
            {loading ? (
              <Progress assistantType={assistantType} revising={revising} job={props.job} />
            ) : props.noWebhook ? (
              <Suspense fallback={null}>
                <NoWebhookNotice assistantType={assistantType} />
              </Suspense>
            ) : props.failure ? (
              <Suspense fallback={null}>
                <FailureNotice failure={props.failure} onRetry={() => props.onRetry?.()} />
              </Suspense>
            ) : result ? (
              <ShownResult
                result={result}
                onRegenerate={props.onRegenerate}
                onEdited={props.onEdited}
              />
            ) : (
              <EmptyState leads={producesLeads(assistantType)} />
            )}
          </TabsContent>
          <TabsContent value="revision" className="pt-2">
            <Suspense fallback={null}>
              {producesLeads(assistantType) ? (
                <LeadRevisionNote />
              ) : (
                <RevisionTab
                  value={props.revisionText}
                  onChange={props.onRevisionTextChange}
                  revising={revising}
                  onRevise={props.onRevise}
                  result={result}
                />
              )}
            </Suspense>
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
