import { useEffect, useRef, type RefObject } from 'react';

interface GenerationFocusOptions {
  /** Generating or revising. */
  loading: boolean;
  /** The call ended without a result (a failure, or no webhook). */
  failed: boolean;
  /** The results panel (focusable with `tabIndex={-1}`). */
  panel: RefObject<HTMLElement | null>;
}

const quietly = { preventScroll: true } as const;

/**
 * Keyboard focus follows a generation started on this page. Generate disables its
 * button, which would drop the focus: it moves to the results panel, where the progress shows.
 * When the call ends and the focus is still there (or was lost), it moves to the generated
 * content, or back to the Generate button when the call failed. Scrolling is left to the page.
 */
export function useGenerationFocus({ loading, failed, panel }: GenerationFocusOptions) {
  const startedHere = useRef(false);
  const wasLoading = useRef(loading);
  useEffect(() => {
    const started = loading && !wasLoading.current;
    const ended = !loading && wasLoading.current;
    wasLoading.current = loading;
    const results = panel.current;
    if (!startedHere.current || !results) return;
    if (started) {
      results.focus(quietly);
      return;
    }
    if (!ended) return;
    startedHere.current = false;
    const focused = document.activeElement;
    if (focused && focused !== document.body && !results.contains(focused)) return;
    const target = failed
      ? results.parentElement?.querySelector<HTMLElement>('form button[type="submit"]')
      : results.querySelector<HTMLElement>('[role="tabpanel"]');
    (target ?? results).focus(quietly);
  }, [loading, failed, panel]);

  /** Marks the next call as started here (Generate, Try again, Regenerate, Revise). */
  return () => {
    startedHere.current = true;
  };
}
