import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The project's root: the nearest folder above this module with a `package.json`. Found, not
 * counted in `../`, because this code runs from src/server/db (sources) and from a chunk of the
 * built server in dist/server (decision 035).
 */
function findRoot(from: string): string {
  let dir = from;
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

const root = findRoot(dirname(fileURLToPath(import.meta.url)));

/** A file or folder of the project, by its path from the root. */
export const projectPath = (path: string) => join(root, path);

/**
 * A worker thread's code, by its path under src/server without extension: the built file in
 * dist/server, or, when the app runs from its TypeScript sources (tests, benches, `npm run dev`),
 * the small loader `{path}-source.mjs` beside the source that compiles it for the thread.
 */
export function threadEntry(path: string): URL {
  const fromSource = import.meta.url.endsWith('.ts');
  return pathToFileURL(
    projectPath(fromSource ? `src/server/${path}-source.mjs` : `dist/server/${path}.js`),
  );
}

/** Drizzle's migrations. */
export const migrationsFolder = projectPath('drizzle');

/**
 * What Copydesk keeps to start faster and can always make again (the embedded database's
 * template, decision 034). Inside the project, trusted as its code is: never the system's
 * shared temporary folder, where another local user could leave a file in its place.
 */
export const cacheFolder = projectPath('node_modules/.cache/copydesk');
