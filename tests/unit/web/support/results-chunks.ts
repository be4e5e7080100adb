import { preloadCallViews } from '@web/features/workspace/components/results-panel.js';

/**
 * Loads every part the results panel loads lazily (the streamed text, the finished result, the
 * notices, the Revision tab, the editor and the versions view) before a file's tests. A panel
 * rendered as loading starts loading them all; the web files share a worker (vitest.config.ts,
 * isolate: false), and a load still running when its file ends is cut off by Vitest's teardown,
 * which then fails the next file ("Cannot load ... after the environment was torn down").
 */
export async function loadResultsChunks(): Promise<void> {
  await preloadCallViews('blog');
}
