/**
 * Loads the results panel's lazily loaded views (the streamed text and the finished result)
 * before a file's tests. A panel rendered as loading starts loading both; the web files share a
 * worker (vitest.config.ts, isolate: false), and a load still running when its file ends is cut
 * off by Vitest's teardown, which then fails the next file that imports the same modules
 * ("Cannot load ... after the environment was torn down", seen in CI).
 */
export async function loadResultsChunks(): Promise<void> {
  await Promise.all([
    import('../../../../src/web/features/workspace/components/streaming-content.js'),
    import('../../../../src/web/features/workspace/components/result-view.js'),
  ]);
}
