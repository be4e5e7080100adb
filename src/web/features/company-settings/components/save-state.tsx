import { CircleCheck, CircleDot, Loader2 } from 'lucide-react';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { cn } from '../../../lib/cn.js';

/** Where a section's form stands against what is saved. */
export type SaveState = 'clean' | 'dirty' | 'saving' | 'saved';

/** The sections of Company Settings, each saved on its own. */
export type SectionId =
  'general' | 'branding' | 'assistants' | 'model' | 'brand-voice' | 'single-sign-on' | 'data';

type Report = (section: SectionId, state: SaveState) => void;
const ReportContext = createContext<Report>(() => {});

/** Lets the section list hear how each section stands (its tab marks unsaved changes). */
export const SaveStateReporter = ReportContext.Provider;

/**
 * A section's save state: saving, unsaved changes (the form differs from what is saved), saved
 * (since its last save here nothing differs), or nothing to say. Reported to the section list.
 */
export function useSaveState(section: SectionId, dirty: boolean, pending: boolean) {
  const [saved, setSaved] = useState(false);
  const state: SaveState = pending ? 'saving' : dirty ? 'dirty' : saved ? 'saved' : 'clean';
  const report = useContext(ReportContext);
  useEffect(() => report(section, state), [report, section, state]);
  const markSaved = useCallback(() => setSaved(true), []);
  return { state, markSaved };
}

const SAID: Record<SaveState, { text: string; icon: ReactNode }> = {
  clean: { text: '', icon: null },
  dirty: {
    text: 'Unsaved changes',
    icon: <CircleDot aria-hidden className="size-4 text-warning-foreground" />,
  },
  saving: {
    text: 'Saving...',
    icon: <Loader2 aria-hidden className="size-4 animate-spin" />,
  },
  saved: { text: 'Saved', icon: <CircleCheck aria-hidden className="size-4 text-success" /> },
};

/**
 * The end of a section: how it stands and its save button. It stays at the bottom of the screen
 * while the section is longer than the screen. Under a section of several cards (`framed`) it is
 * a bar of its own; inside a card, the card's last row.
 */
export function SaveBar({
  state,
  framed = false,
  children,
}: {
  state: SaveState;
  framed?: boolean;
  children: ReactNode;
}) {
  const said = SAID[state];
  return (
    <div
      className={cn(
        'sticky bottom-0 z-10 flex flex-wrap items-center justify-end gap-3 bg-card/95 py-3 backdrop-blur',
        framed ? 'bottom-4 rounded-lg border px-4 shadow-sm' : '-mx-1 border-t px-1',
      )}
    >
      <p
        role="status"
        data-testid="save-status"
        className={cn(
          'flex items-center gap-2 text-sm',
          state === 'dirty' ? 'font-medium' : 'text-muted-foreground',
        )}
      >
        {said.icon}
        {said.text}
      </p>
      {children}
    </div>
  );
}
