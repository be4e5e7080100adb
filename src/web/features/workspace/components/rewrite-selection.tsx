import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.js';
import { Input } from '../../../components/ui/input.js';
import { errorText } from '../../../lib/api.js';
import { restoreVersion } from '../api/history-document.js';
import { startGeneration } from '../api/generations.js';
import { openJobStream } from '../jobs/job-stream.js';

/** The quick rewrites offered for a selected passage, as instructions to the automation. */
const QUICK_ACTIONS = [
  'Shorter',
  'Longer',
  'Simpler',
  'More formal',
  'Friendlier',
  'Fix grammar',
] as const;

/** Where a passage of the stored text is, in UTF-16 offsets (as the server counts). */
export interface Passage {
  start: number;
  end: number;
}

/**
 * The passage of `text` (the stored Markdown) a selection of `selected` words stands for: its
 * occurrence nearest to where the selection sits (`at`, 0 to 1 through the document). Null
 * when it is not there as such (a selection across formatting).
 */
export function passageOf(text: string, selected: string, at: number): Passage | null {
  const wanted = selected.trim();
  if (!wanted) return null;
  let best: Passage | null = null;
  let bestDistance = Infinity;
  for (let i = text.indexOf(wanted); i >= 0; i = text.indexOf(wanted, i + 1)) {
    const distance = Math.abs(i / Math.max(text.length, 1) - at);
    if (distance < bestDistance) {
      best = { start: i, end: i + wanted.length };
      bestDistance = distance;
    }
  }
  return best;
}

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

/**
 * Rewrite a selected passage (issue 27): a quick action or an instruction; the replacement
 * streams in, highlighted, then Keep or Undo (the version before it is restored).
 */
export function RewriteSelection(props: RewriteProps) {
  const [instruction, setInstruction] = useState('');
  const [state, setState] = useState<RewriteState>({ kind: 'idle' });

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
      openJobStream(id, {
        onDelta: (text) => {
          // The replacement takes the passage's place as it arrives.
          streamed += text;
          props.onPreview(around(streamed));
          setState((s) => (s.kind === 'running' ? { ...s, replacement: streamed } : s));
        },
        onDone: (data) => {
          if (!('content' in data)) return;
          const version = data.version ?? ready.version + 1;
          setState({ kind: 'done', replacement: streamed, version });
          const replacement = data.content.slice(
            start,
            data.content.length - (ready.content.length - end),
          );
          props.onReplaced(data.content, version, { start, end: start + replacement.length });
        },
        onFailed: failed,
        onCancelled: () => setState({ kind: 'idle' }),
        onStopped: () => setState({ kind: 'idle' }),
        onLost: () => failed('The rewrite could not be followed.'),
      });
    } catch (error) {
      setState({ kind: 'failed', message: errorText(error, 'The rewrite could not start.') });
    }
  };

  const undo = async () => {
    if (state.kind !== 'done') return;
    const outcome = await restoreVersion(props.historyId, state.version - 1, state.version).catch(
      () => null,
    );
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
      <div
        className="flex flex-wrap items-center gap-1"
        role="group"
        aria-label="Rewrite the selection"
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
          Rewriting...{' '}
          <mark className="bg-amber-100 text-foreground" data-testid="rewrite-replacement">
            {state.replacement}
          </mark>
        </p>
      )}
      {state.kind === 'done' && (
        <div className="flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
          <span>
            Rewritten:{' '}
            <mark className="bg-amber-100 text-foreground" data-testid="rewrite-replacement">
              {state.replacement}
            </mark>
          </span>
          <Button type="button" size="sm" onClick={() => setState({ kind: 'idle' })}>
            Keep
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => void undo()}>
            Undo
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
