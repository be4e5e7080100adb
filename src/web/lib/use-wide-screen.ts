import { useSyncExternalStore } from 'react';

/**
 * Tailwind's `lg` breakpoint (64rem), where the shell shows the sidebar instead of the phone's
 * top bar. The same query as the stylesheet's `lg:` classes, which the server's first paint uses
 * (decision 027), so the first render picks the bar the first paint showed.
 */
const WIDE_SCREEN = '(min-width: 64rem)';

function query(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the window is at least `lg` wide now; follows resizes and rotations. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => query()?.matches ?? true);
}
