import { Sparkles } from 'lucide-react';
import { useMemo, useState } from 'react';
import { formatContentHtml } from '@core/formatting/content.js';
import { Button } from '../../../components/ui/button.js';
import { Input } from '../../../components/ui/input.js';
import { errorText } from '../../../lib/api.js';
import { undoRewrite } from '../api/history-document.js';
import { startGeneration } from '../api/generations.js';
import { useFollowJob } from '../jobs/follow-job.js';
import { sanitizeFormattedHtml } from '../lib/sanitize.js';
import type { Passage } from './passage.js';

/** The quick rewrites offered for a selected passage, as instructions to the automation. */
const QUICK_ACTIONS = [
  'Shorter',
  'Longer',
  'Simpler',
  'More formal',
  'Friendlier',
  'Fix grammar',
] as const;

export { passageOf, type Passage } from './passage.js';

type RewriteState =
  | { kind: 'idle' }
  | { kind: 'running'; replacement: string }
  | { kind: 'done'; replacement: string; version: number }
  | { kind: 'failed'; message: string };

interface RewriteProps {
  historyId: number;
  sessionId: string;
  /**
   * Saves what is unsaved and answers the stored text, its version and the passage selected
   * (null: nothing selected, or a selection that cannot be rewritten as such).
   */
  prepare: () => Promise<{ version: number; content: string; passage: Passage | null } | null>;
  /**
   * The text to show while the replacement streams in (the passage replaced by what has come so
   * far), or null to show the stored text again (the rewrite failed).
   */
  onPreview: (text: string | null) => void;
  /**
   * The item's text is now this (a rewrite applied, or undone); `passage`: where the
   * replacement stands in it, to show it highlighted.
   */
  onReplaced: (content: string, version: number, passage?: Passage) => void;
}

/** The replacement as the reader will see it: emphasis shown, never its Markdown marks. */
function Replacement({ text }: { text: string }) {
  const html = useMemo(() => sanitizeFormattedHtml(formatContentHtml(text)), [text]);
  return (
    <mark
      className="bg-amber-100 text-foreground"
      data-testid="rewrite-replacement"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * Rewrite a selected passage: a quick action or an instruction; the replacement streams in,
 * highlighted, then "Keep rewrite" or "Undo rewrite" (the rewrite's version is taken back).
 */
export function RewriteSelection(props: RewriteProps) {
  const [instruction, setInstruction] = useState('');
  const [state, setState] = useState<RewriteState>({ kind: 'idle' });
  const followJob = useFollowJob();

  const run = async (asked: string) => {
    setState({ kind: 'running', replacement: '' });
    const ready = await props.prepare().catch(() => null);
    if (!ready || !ready.passage) {
      setState({
        kind: 'failed',
        message: 'Select a passage within one paragraph of the text, then choose a rewrite.',
      });
      return;
    }
    try {
      const { id } = await startGeneration({
        action: 'rewrite',
        historyId: props.historyId,
        baseVersion: ready.version,
        selection: ready.passage,
        instruction: asked,
        sessionId: props.sessionId,
      });
      const { start, end } = ready.passage;
      const around = (replacement: string) =>
        ready.content.slice(0, start) + replacement + ready.content.slice(end);
      let streamed = '';
      const failed = (message: string) => {
        props.onPreview(null);
        setState({ kind: 'failed', message });
      };
      followJob(id, {
        onDelta: (text) => {
          // The replacement takes the passage's place as it arrives.
          streamed += text;
          props.onPreview(around(streamed));
          setState((s) => (s.kind === 'running' ? { ...s, replacement: streamed } : s));
        },
        onDone: (data) => {
          if (!('content' in data)) return;
          const version = data.version ?? ready.version + 1;
          // What now stands in the passage's place (also when no delta was seen: a fast job).
          const replacement = data.content.slice(
            start,
            data.content.length - (ready.content.length - end),
          );
          setState({ kind: 'done', replacement, version });
          props.onReplaced(data.content, version, { start, end: start + replacement.length });
        },
        onFailed: failed,
        onCancelled: () => setState({ kind: 'idle' }),
        onStopped: () => setState({ kind: 'idle' }),
        onGone: () => failed('The rewrite could not be followed.'),
      });
    } catch (error) {
      setState({ kind: 'failed', message: errorText(error, 'The rewrite could not start.') });
    }
  };

  // Undo takes the rewrite back (its version is removed), while it is still the last step.
  const undo = async () => {
    if (state.kind !== 'done') return;
    const outcome = await undoRewrite(props.historyId, state.version).catch(() => null);
    if (outcome && 'saved' in outcome) {
      props.onReplaced(outcome.saved.content, outcome.saved.version);
      setState({ kind: 'idle' });
    } else {
      setState({ kind: 'failed', message: 'The rewrite could not be undone: the text changed.' });
    }
  };

  const busy = state.kind === 'running';
  return (
    <div className="flex flex-col gap-2 rounded-lg border p-2" data-testid="rewrite-selection">
      <p className="px-1 text-xs text-muted-foreground" id="rewrite-hint">
        <span className="font-medium text-foreground">Rewrite a passage:</span> select words in the
        text below, then choose how the assistant should rewrite them. The rest stays as it is.
      </p>
      <div
        className="flex flex-wrap items-center gap-1"
        role="group"
        aria-label="Rewrite the selection"
        aria-describedby="rewrite-hint"
      >
        <Sparkles className="size-4 text-muted-foreground" aria-hidden="true" />
        {QUICK_ACTIONS.map((action) => (
          <Button
            key={action}
            type="button"
            size="sm"
            variant="outline"
            disabled={busy}
            // Keeps the editor's selection: the button takes no focus on press.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => void run(action)}
          >
            {action}
          </Button>
        ))}
      </div>
      <form
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (instruction.trim()) void run(instruction.trim());
        }}
      >
        <Input
          aria-label="How to rewrite the selection"
          placeholder="Or describe how to rewrite the selected passage"
          value={instruction}
          maxLength={2000}
          onChange={(event) => setInstruction(event.target.value)}
        />
        <Button type="submit" size="sm" disabled={busy || !instruction.trim()}>
          Rewrite
        </Button>
      </form>
      {state.kind === 'running' && (
        <p className="text-sm" aria-live="polite">
          Rewriting... <Replacement text={state.replacement} />
        </p>
      )}
      {state.kind === 'done' && (
        <div className="flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
          <span>
            Rewritten: <Replacement text={state.replacement} />
          </span>
          <Button type="button" size="sm" onClick={() => setState({ kind: 'idle' })}>
            Keep rewrite
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => void undo()}>
            Undo rewrite
          </Button>
        </div>
      )}
      {state.kind === 'failed' && (
        <p role="alert" className="text-sm text-destructive">
          {state.message}
        </p>
      )}
    </div>
  );
}
