import { useSyncExternalStore } from 'react';
import { WIDE_SCREEN_QUERY } from '@core/ui/shell-classes.js';

function query(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * Whether the window is at least `lg` wide now (the query the server's first paint used, decision
 * 027, so the first render picks the bar the paint showed); follows resizes and rotations.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => query()?.matches ?? true);
}
