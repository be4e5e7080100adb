import { configure } from '@testing-library/react';
import { afterAll, vi } from 'vitest';

// `waitFor`/`findBy*` give up after 1 s by default: too short for a lazily loaded view on a
// loaded 2-core CI machine. A waited-for thing that never comes still fails, after 15 s.
configure({ asyncUtilTimeout: 15_000 });

// Testing Library marks the page as a test environment for React's act() in hooks it registers
// only when Vitest's globals are on (they are off here), so a file's own act() calls warned
// "The current testing environment is not configured to support act(...)".
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The web files share a worker and its jsdom modules (vitest.config.ts, isolate: false), so each
// file leaves the page as a fresh one would be: no mounted nodes, no stored keys, real timers,
// and no clipboard (jsdom has none; user-event's setup() attaches a stand-in to navigator).
afterAll(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'clipboard');
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  document.body.replaceChildren();
});
