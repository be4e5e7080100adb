import { Markdown } from '@tiptap/markdown';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Redo2, Undo2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { HistoryItem } from '@core/api/history.js';
import { ASSISTANT_ENTRIES } from '@core/assistants/ids.js';
import { Button } from '../../../components/ui/button.js';
import { getSessionId } from '../../../lib/session-id.js';
import { useTenant } from '../../../lib/tenant.js';
import { saveEdit } from '../api/history-document.js';
import type { WorkspaceResult } from '../lib/results.js';
import { RewriteSelection, passageOf, type Passage } from './rewrite-selection.js';

/** What the editor shows of a passage of Markdown: its words, without marks or link targets. */
function shownText(markdown: string): string {
  return markdown
    .replace(/\[([^\]\n]*)\]\([^)\s]*\)/g, '$1')
    .replace(/[*_`#>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Selects where the editor shows `markdown` (a rewritten passage, just put in place), across the
 * formatting it holds: the document's text is read as one string (a space between blocks), with
 * the position of each character, so a passage with bold or italic words is found whole.
 */
function selectText(editor: Editor, markdown: string) {
  const wanted = shownText(markdown);
  if (!wanted) return;
  let flat = '';
  const positions: number[] = [];
  editor.state.doc.descendants((node, pos) => {
    if (node.isText && node.text) {
      for (let i = 0; i < node.text.length; i++) positions.push(pos + i);
      flat += node.text;
    } else if (node.isBlock && flat && !flat.endsWith(' ')) {
      positions.push(pos);
      flat += ' ';
    }
    return true;
  });
  const at = flat.replace(/\s/g, ' ').indexOf(wanted);
  if (at < 0) return;
  editor
    .chain()
    .focus()
    .setTextSelection({ from: positions[at], to: positions[at + wanted.length - 1] + 1 })
    .scrollIntoView()
    .run();
}

/** Edits are saved this long after typing stops. */
const SAVE_AFTER_MS = 1500;

type SaveState =
  | { kind: 'saved' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'failed'; message: string }
  | { kind: 'conflict'; theirs: HistoryItem };

interface EditorProps {
  result: WorkspaceResult & { historyId: number; version: number };
  content: string;
  /** The text as saved, and its version (the result shown from now on). */
  onSaved: (content: string, version: number) => void;
}

/**
 * Saves the text as it is edited: at most SAVE_AFTER_MS after typing stops, against the
 * version it was edited from. Another tab or person saved first: the user chooses to load
 * their version or to keep this one as the newest.
 */
function useAutosave(props: EditorProps, read: () => string, replace: (text: string) => void) {
  const [state, setState] = useState<SaveState>({ kind: 'saved' });
  const base = useRef(props.result.version);
  const saved = useRef(props.content);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onSaved = useRef(props.onSaved);
  onSaved.current = props.onSaved;
  const id = props.result.historyId;

  const save = async () => {
    const text = read();
    if (text === saved.current) return setState({ kind: 'saved' });
    setState({ kind: 'saving' });
    try {
      const outcome = await saveEdit(id, text, base.current);
      if ('conflict' in outcome) return setState({ kind: 'conflict', theirs: outcome.conflict });
      base.current = outcome.saved.version;
      saved.current = outcome.saved.content;
      setState(read() === saved.current ? { kind: 'saved' } : { kind: 'pending' });
      onSaved.current(outcome.saved.content, outcome.saved.version);
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  const changed = () => {
    clearTimeout(timer.current);
    setState((s) => (s.kind === 'conflict' ? s : { kind: 'pending' }));
    timer.current = setTimeout(() => void save(), SAVE_AFTER_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Saves what is unsaved now; answers the stored text and its version. */
  const flush = async () => {
    clearTimeout(timer.current);
    await save();
    return { content: saved.current, version: base.current };
  };

  /** The item's text changed on the server (a rewrite, or its undo): it is the text now. */
  const adopt = (content: string, version: number) => {
    clearTimeout(timer.current);
    base.current = version;
    saved.current = content;
    replace(content);
    setState({ kind: 'saved' });
    onSaved.current(content, version);
  };

  const resolve = (choice: 'theirs' | 'mine') => {
    if (state.kind !== 'conflict') return;
    const { theirs } = state;
    base.current = theirs.version;
    saved.current = theirs.content;
    if (choice === 'theirs') {
      replace(theirs.content);
      setState({ kind: 'saved' });
      onSaved.current(theirs.content, theirs.version);
    } else {
      void save();
    }
  };
  return { state, changed, resolve, flush, adopt };
}

/** The session id rewrites are sent with (the company's, as for generations). */
function useRewriteSession() {
  return getSessionId(useTenant().data?.companyId);
}

function SaveStatus(props: { state: SaveState; resolve: (choice: 'theirs' | 'mine') => void }) {
  const { state } = props;
  if (state.kind === 'conflict') {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-2 text-sm">
        <span>This text was changed in another tab or by someone else.</span>
        <Button type="button" size="sm" variant="outline" onClick={() => props.resolve('theirs')}>
          Load their version
        </Button>
        <Button type="button" size="sm" onClick={() => props.resolve('mine')}>
          Keep mine as the newest
        </Button>
      </div>
    );
  }
  const text =
    state.kind === 'saving'
      ? 'Saving...'
      : state.kind === 'failed'
        ? `Not saved: ${state.message}`
        : state.kind === 'pending'
          ? 'Editing...'
          : 'Saved';
  return (
    <span
      className={
        state.kind === 'failed' ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'
      }
      aria-live="polite"
      data-testid="save-status"
    >
      {text}
    </span>
  );
}

/** A social post, edited as the plain text it will be pasted as. */
function PlainEditor(props: EditorProps) {
  const [text, setText] = useState(props.content);
  const current = useRef(text);
  current.current = text;
  const autosave = useAutosave(props, () => current.current, setText);
  const area = useRef<HTMLTextAreaElement>(null);
  const sessionId = useRewriteSession();
  const prepare = async () => {
    const { selectionStart = 0, selectionEnd = 0 } = area.current ?? {};
    const { version, content } = await autosave.flush();
    const passage =
      selectionEnd > selectionStart ? { start: selectionStart, end: selectionEnd } : null;
    return {
      version,
      content,
      passage: passage && passage.end <= content.length ? passage : null,
    };
  };
  // While the replacement streams in it stands in the passage's place; then it is selected.
  const preview = (shown: string | null) => {
    const value = shown ?? current.current;
    if (area.current) area.current.value = value;
  };
  const replaced = (content: string, version: number, passage?: Passage) => {
    autosave.adopt(content, version);
    if (!passage || !area.current) return;
    area.current.value = content;
    area.current.focus();
    area.current.setSelectionRange(passage.start, passage.end);
  };
  return (
    <div className="flex flex-col gap-2">
      <RewriteSelection
        historyId={props.result.historyId}
        sessionId={sessionId}
        prepare={prepare}
        onPreview={preview}
        onReplaced={replaced}
      />
      <textarea
        ref={area}
        aria-label="Edit the result"
        className="min-h-64 w-full rounded-lg border bg-background p-4 text-sm leading-relaxed"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          current.current = event.target.value;
          autosave.changed();
        }}
      />
      <SaveStatus state={autosave.state} resolve={autosave.resolve} />
    </div>
  );
}

/** Formatted text (articles, newsletters, pages, topics, emails) in a rich-text editor. */
function RichEditor(props: EditorProps) {
  const editor = useEditor({
    extensions: [StarterKit, Markdown],
    content: props.content,
    contentType: 'markdown',
    immediatelyRender: false,
    editorProps: {
      attributes: {
        'aria-label': 'Edit the result',
        class:
          'document min-h-64 rounded-lg border bg-background p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-ring',
      },
    },
    onUpdate: () => autosave.changed(),
  });
  const autosave = useAutosave(
    props,
    () => editor?.getMarkdown() ?? props.content,
    (text) => editor?.commands.setContent(text, { contentType: 'markdown', emitUpdate: false }),
  );
  const sessionId = useRewriteSession();
  const prepare = async () => {
    if (!editor) return null;
    const { from, to } = editor.state.selection;
    const selected = editor.state.doc.textBetween(from, to, '\n\n');
    const at = from / Math.max(editor.state.doc.content.size, 1);
    const { version, content } = await autosave.flush();
    return { version, content, passage: passageOf(content, selected, at) };
  };
  const show = (text: string) =>
    editor?.commands.setContent(text, { contentType: 'markdown', emitUpdate: false });
  // While the replacement streams in it stands in the passage's place; then it is selected.
  const preview = (shown: string | null) => show(shown ?? editor?.getMarkdown() ?? props.content);
  const replaced = (content: string, version: number, passage?: Passage) => {
    autosave.adopt(content, version);
    if (editor && passage) selectText(editor, content.slice(passage.start, passage.end));
  };
  return (
    <div className="flex flex-col gap-2">
      <RewriteSelection
        historyId={props.result.historyId}
        sessionId={sessionId}
        prepare={prepare}
        onPreview={preview}
        onReplaced={replaced}
      />
      <div className="flex gap-1" role="toolbar" aria-label="Editing">
        {(
          [
            ['Undo', Undo2, () => editor?.chain().focus().undo().run()],
            ['Redo', Redo2, () => editor?.chain().focus().redo().run()],
          ] as const
        ).map(([label, Icon, act]) => (
          <Button key={label} type="button" size="sm" variant="ghost" onClick={act}>
            <Icon aria-hidden="true" />
            {label}
          </Button>
        ))}
      </div>
      <EditorContent editor={editor} data-testid="rich-editor" />
      <SaveStatus state={autosave.state} resolve={autosave.resolve} />
    </div>
  );
}

/**
 * The result edited in place, loaded only when editing starts: it keeps the
 * editor's code out of the workspace's first load.
 */
export function ResultEditor(props: EditorProps) {
  return ASSISTANT_ENTRIES[props.result.assistantType].editAs === 'plain-text' ? (
    <PlainEditor {...props} />
  ) : (
    <RichEditor {...props} />
  );
}
