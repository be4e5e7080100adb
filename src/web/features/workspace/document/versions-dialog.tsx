import { diffWords } from 'diff';
import { formatDistanceToNow } from 'date-fns';
import { useEffect, useState } from 'react';
import type { HistoryVersion } from '@core/api/history.js';
import { Button } from '../../../components/ui/button.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { listVersions, restoreVersion } from '../api/history-document.js';

const KIND_LABELS: Record<HistoryVersion['kind'], string> = {
  generated: 'Generated',
  edited: 'Edited',
  rewritten: 'Passage rewritten',
  restored: 'Restored',
  stopped: 'Stopped generation',
};

/**
 * What changed from the chosen version to the current text, word by word: text added since
 * (green, underlined) and text removed since (red, struck through), each said in words too.
 */
function Diff(props: { from: string; to: string; fromVersion: number; toVersion: number }) {
  const parts = diffWords(props.from, props.to);
  const added = parts.filter((part) => part.added).length;
  const removed = parts.filter((part) => part.removed).length;
  const title = `Version ${props.fromVersion} compared with version ${props.toVersion} (current)`;
  return (
    <section className="flex min-w-0 flex-col gap-2" aria-label={title}>
      <h3 className="text-sm font-medium" data-testid="version-compared">
        {title}
      </h3>
      <p className="flex flex-wrap gap-3 text-xs text-muted-foreground" data-testid="diff-legend">
        <span>
          <ins className="bg-green-100 px-1 text-green-900">Added</ins> since version{' '}
          {props.fromVersion}: {added}
        </span>
        <span>
          <del className="bg-red-100 px-1 text-red-900">Removed</del> since version{' '}
          {props.fromVersion}: {removed}
        </span>
      </p>
      <pre
        className="max-h-72 overflow-auto rounded-lg border bg-background p-3 text-sm whitespace-pre-wrap"
        data-testid="version-diff"
        // Scrollable: reachable with the keyboard too.
        tabIndex={0}
        aria-label={`Changes from version ${props.fromVersion} to the current text`}
      >
        {added + removed === 0 && (
          <span className="text-muted-foreground">The two texts are the same.{'\n\n'}</span>
        )}
        {parts.map((part, i) =>
          part.added ? (
            <ins key={i} className="bg-green-100 text-green-900" title="Added">
              <span className="sr-only">[added: </span>
              {part.value}
              <span className="sr-only">]</span>
            </ins>
          ) : part.removed ? (
            <del key={i} className="bg-red-100 text-red-900" title="Removed">
              <span className="sr-only">[removed: </span>
              {part.value}
              <span className="sr-only">]</span>
            </del>
          ) : (
            <span key={i}>{part.value}</span>
          ),
        )}
      </pre>
    </section>
  );
}

interface VersionsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  historyId: number;
  version: number;
  content: string;
  /** A version was restored: its text is current, as a new version. */
  onRestored: (content: string, version: number) => void;
}

/**
 * An item's versions (what made each, and when), each compared with the current text (what
 * restoring it would add and remove), with Restore.
 */
export function VersionsDialog(props: VersionsDialogProps) {
  const [versions, setVersions] = useState<HistoryVersion[] | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const { open, historyId } = props;
  useEffect(() => {
    if (!open) return;
    setVersions(null);
    setMessage('');
    listVersions(historyId).then(
      (list) => {
        setVersions(list);
        setChosen(list[1]?.version ?? list[0]?.version ?? null);
      },
      () => setMessage('The versions could not be loaded.'),
    );
  }, [open, historyId, props.version]);

  const selected = versions?.find((v) => v.version === chosen);
  const restore = async () => {
    if (!selected) return;
    const outcome = await restoreVersion(historyId, selected.version, props.version).catch(
      () => null,
    );
    if (!outcome) return setMessage('The version could not be restored.');
    const item = 'saved' in outcome ? outcome.saved : outcome.conflict;
    if ('conflict' in outcome) {
      setMessage('The text changed meanwhile; the list shows it as it is now.');
      props.onRestored(item.content, item.version);
      return;
    }
    props.onRestored(item.content, item.version);
    props.onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={props.onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Versions</DialogTitle>
          <DialogDescription>
            Every text this result has had. Choose one to see what changed since, then restore it if
            you want it back.
          </DialogDescription>
        </DialogHeader>
        {message && (
          <p role="alert" className="text-sm text-destructive">
            {message}
          </p>
        )}
        {!versions ? (
          !message && <Spinner label="Loading versions" />
        ) : (
          <div className="grid gap-4 sm:grid-cols-[14rem_1fr]">
            <ul className="flex flex-col gap-1" aria-label="Versions">
              {versions.map((v) => (
                <li key={v.version}>
                  <Button
                    type="button"
                    variant={v.version === chosen ? 'secondary' : 'ghost'}
                    className="h-auto w-full flex-col items-start py-1.5 text-left whitespace-normal"
                    aria-pressed={v.version === chosen}
                    onClick={() => setChosen(v.version)}
                  >
                    <span className="break-words">
                      Version {v.version}: {KIND_LABELS[v.kind]}
                      {v.version === props.version ? ' (current)' : ''}
                    </span>
                    <span className="text-xs font-normal text-muted-foreground">
                      {formatDistanceToNow(new Date(v.createdAt), { addSuffix: true })}
                    </span>
                  </Button>
                </li>
              ))}
            </ul>
            {selected && (
              <div className="flex min-w-0 flex-col gap-2">
                <Diff
                  from={selected.content}
                  to={props.content}
                  fromVersion={selected.version}
                  toVersion={props.version}
                />
                <div className="flex justify-end">
                  <Button
                    type="button"
                    disabled={selected.version === props.version}
                    onClick={() => void restore()}
                  >
                    Restore version {selected.version}
                  </Button>
                </div>
              </div>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
