import { configure } from '@testing-library/react';
import { afterAll, vi } from 'vitest';

// `waitFor`/`findBy*` give up after 1 s by default: too short for a lazily loaded view on a
// loaded 2-core CI machine. A waited-for thing that never comes still fails, after 15 s.
configure({ asyncUtilTimeout: 15_000 });

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
