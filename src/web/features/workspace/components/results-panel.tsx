import { Check, History, Pencil, RotateCcw } from 'lucide-react';
import { Suspense, useState, type ReactNode, type Ref } from 'react';
import { producesLeads, type AssistantId } from '../../../../core/assistants/ids.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import { Card, CardContent } from '../../../components/ui/card.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.js';
import type { WorkspaceResult } from '../lib/results.js';
import { lazyNamed } from '../../../lib/lazy-named.js';
import { EmptyState } from './empty-state.js';
import { FailureNotice, type PanelFailure } from './failure-notice.js';
import { JobControls, type JobProgressInfo } from './job-progress.js';
import { LeadLoading } from './lead-loading.js';
import { NoWebhookNotice } from './no-webhook-notice.js';
import { LeadRevisionNote, RevisionTab } from './revision-tab.js';

export type ResultsTab = 'content' | 'revision';

/**
 * The result's views (formatting, sanitising, lead table, downloads) load with the first
 * generation, not with the page (decision 010); they start loading when a call starts.
 */
const ResultView = lazyNamed(() => import('./result-view.js'), 'ResultView');
/** Streamed text goes through the same formatter and sanitiser: loaded with them. */
const StreamingContent = lazyNamed(() => import('./streaming-content.js'), 'StreamingContent');
/** The editor and the versions view load when a result is shown (decision 040). */
const ResultEditor = lazyNamed(() => import('./result-editor.js'), 'ResultEditor');
const VersionsDialog = lazyNamed(() => import('./versions-dialog.js'), 'VersionsDialog');

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

/** The shown result, or its editor; Edit and Versions when it is kept as an item. */
function ShownResult(props: {
  result: WorkspaceResult;
  onRegenerate?: () => void;
  onEdited?: (content: string, version: number) => void;
}) {
  const { result } = props;
  const [editing, setEditing] = useState<number | null>(null);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const doc = editable(result);
  // Preloaded with a result that can be edited, so Edit opens at once.
  if (doc) {
    void ResultEditor.preload();
    void VersionsDialog.preload();
  }
  const isEditing = doc !== null && editing === doc.result.historyId;
  const fallback = <Loading assistantType={result.assistantType} revising={false} />;
  return (
    <>
      <ResultBar stopped={Boolean(result.stopped)} onRegenerate={props.onRegenerate}>
        {doc && (
          <>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => setEditing(isEditing ? null : doc.result.historyId)}
            >
              {isEditing ? <Check aria-hidden="true" /> : <Pencil aria-hidden="true" />}
              {isEditing ? 'Done' : 'Edit'}
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setVersionsOpen(true)}>
              <History aria-hidden="true" />
              Versions
            </Button>
          </>
        )}
      </ResultBar>
      <Suspense fallback={fallback}>
        {isEditing && doc ? (
          <ResultEditor
            key={doc.result.historyId}
            result={doc.result}
            content={doc.content}
            onSaved={(content, version) => props.onEdited?.(content, version)}
          />
        ) : (
          <ResultView result={result} />
        )}
      </Suspense>
      {doc && versionsOpen && (
        <Suspense fallback={null}>
          <VersionsDialog
            open={versionsOpen}
            onOpenChange={setVersionsOpen}
            historyId={doc.result.historyId}
            version={doc.result.version}
            content={doc.content}
            onRestored={(content, version) => {
              setEditing(null);
              props.onEdited?.(content, version);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** Above a result: "Stopped" when the generation was stopped, its actions, and Regenerate. */
function ResultBar(props: { stopped: boolean; onRegenerate?: () => void; children?: ReactNode }) {
  if (!props.stopped && !props.onRegenerate && !props.children) return null;
  return (
    <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
      {props.stopped ? (
        <Badge variant="muted" data-testid="result-stopped">
          Stopped
        </Badge>
      ) : (
        <span />
      )}
      <div className="flex flex-wrap gap-1">
        {props.children}
        {props.onRegenerate && (
          <Button type="button" variant="ghost" size="sm" onClick={props.onRegenerate}>
            <RotateCcw aria-hidden="true" />
            Regenerate
          </Button>
        )}
      </div>
    </div>
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

/** The right-hand panel: generated content (or leads) and the revision request. */
export function ResultsPanel(props: ResultsPanelProps) {
  const { assistantType, result, loading, revising, tab, onTabChange } = props;
  if (loading) {
    void ResultView.preload();
    void StreamingContent.preload();
  }
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
            <TabsTrigger value="revision">Revision</TabsTrigger>
          </TabsList>
          <TabsContent value="content" className="pt-2" data-testid="results-content">
            {loading ? (
              <Progress assistantType={assistantType} revising={revising} job={props.job} />
            ) : props.noWebhook ? (
              <NoWebhookNotice assistantType={assistantType} />
            ) : props.failure ? (
              <FailureNotice failure={props.failure} onRetry={() => props.onRetry?.()} />
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
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
