import { Check, History, Pencil } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.js';
import { useAuth } from '../../../lib/auth.js';
import { lazyNamed, loadOnIntent } from '../../../lib/lazy-named.js';
import type { ReviewState } from '../review/review-frame.js';
import type { WorkspaceResult } from '../lib/results.js';
import { ResultBar } from './result-bar.js';

/**
 * The editor and the versions view load when a person makes or picks a result (a call starts
 * here, a history item is loaded) or heads for Edit or Versions: a result shown on the first
 * view (one kept from before) does not bring them along (decisions 040 and 054).
 */
const ResultEditor = lazyNamed(() => import('../document/result-editor.js'), 'ResultEditor');
const VersionsDialog = lazyNamed(() => import('../document/versions-dialog.js'), 'VersionsDialog');
const editorIntent = loadOnIntent(ResultEditor);
const versionsIntent = loadOnIntent(VersionsDialog);
/** Review (status, comments, timeline) loads with the first kept text shown. */
const ReviewFrame = lazyNamed(() => import('../review/review-frame.js'), 'ReviewFrame');

/** Starts loading the editor and the versions view (a result to edit is on its way). */
export function preloadResultEditing(): Promise<void> {
  return Promise.all([ResultEditor.preload(), VersionsDialog.preload()]).then(() => {});
}

type Document = WorkspaceResult & { historyId: number; version: number };

interface DocumentResultProps {
  result: Document;
  content: string;
  stopped: boolean;
  /** The read view of the result. */
  view: ReactNode;
  /** Shown under the text (outside what comments anchor to): its Sources. */
  after?: ReactNode;
  fallback: ReactNode;
  onRegenerate?: () => void;
  onEdited?: (content: string, version: number) => void;
}

/**
 * A result kept as a history item: its review (docs/product.md#review) around it; for its
 * author Edit, Versions and Regenerate, for anyone else the text read-only with its comments.
 */
export function DocumentResult(props: DocumentResultProps) {
  const { result, content } = props;
  const { user } = useAuth();
  const [editing, setEditing] = useState<number | null>(null);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const isEditing = editing === result.historyId;
  const onEdited = (text: string, version: number) => props.onEdited?.(text, version);

  const controls = ({ mine, wrapView }: ReviewState) => (
    <>
      <ResultBar stopped={props.stopped} onRegenerate={mine ? props.onRegenerate : undefined}>
        {mine && (
          <>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              title={
                isEditing
                  ? 'Leave the editor: the text is saved as you type'
                  : 'Change the text yourself, or select a passage to have it rewritten'
              }
              {...editorIntent}
              onClick={() => setEditing(isEditing ? null : result.historyId)}
            >
              {isEditing ? <Check aria-hidden="true" /> : <Pencil aria-hidden="true" />}
              {isEditing ? 'Done' : 'Edit'}
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              title="Compare with the texts this result had before, and bring one back"
              {...versionsIntent}
              onClick={() => setVersionsOpen(true)}
            >
              <History aria-hidden="true" />
              Versions
            </Button>
          </>
        )}
      </ResultBar>
      {mine && !isEditing && (
        <p className="mb-2 text-xs text-muted-foreground" data-testid="result-actions-hint">
          Edit changes this text or rewrites a passage you select; Versions brings back an earlier
          text; the Revision tab asks for a reworked text as a new item.
        </p>
      )}
      <Suspense fallback={props.fallback}>
        {isEditing && mine ? (
          <ResultEditor
            key={result.historyId}
            result={result}
            content={content}
            onSaved={onEdited}
          />
        ) : (
          wrapView(props.view)
        )}
      </Suspense>
      {props.after}
      {mine && versionsOpen && (
        <Suspense fallback={null}>
          <VersionsDialog
            open={versionsOpen}
            onOpenChange={setVersionsOpen}
            historyId={result.historyId}
            version={result.version}
            content={content}
            onRestored={(text, version) => {
              setEditing(null);
              onEdited(text, version);
            }}
          />
        </Suspense>
      )}
    </>
  );

  // Until review has loaded, the text shows as the result's author (or, for someone else's
  // text, a reader) sees it, without comments.
  const mineAtFirst = user !== null && (result.authorId ?? user.id) === user.id;
  return (
    <Suspense fallback={controls({ mine: mineAtFirst, wrapView: (view) => view })}>
      <ReviewFrame
        historyId={result.historyId}
        version={result.version}
        content={content}
        authorId={result.authorId}
        onNewer={onEdited}
      >
        {controls}
      </ReviewFrame>
    </Suspense>
  );
}
