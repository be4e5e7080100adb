import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { ensureServerBuilt } from '../scripts/build-server.mjs';
import { openDatabase } from '../src/server/db/connection.js';
import { templatePath } from '../src/server/db/pglite-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Path of the migrated PGlite template (in the project's cache, as the app keeps it,
     * decision 034). The API tests start from it on PGlite; the embedded database's own unit
     * tests start from it on either database.
     */
    pgliteTemplate: string;
  }
}

/**
 * The template every API test file's database starts from. Made as the app makes it: the first
 * new database that finds none keeps itself (decision 034).
 */
async function ensureTemplate(): Promise<string> {
  const path = templatePath();
  if (!existsSync(path))
    await (await openDatabase({ dataDir: 'memory', ownThread: false })).close();
  if (!existsSync(path)) throw new Error(`the PGlite template could not be made at ${path}`);
  return path;
}

/**
 * Runs before the unit and API files of a `vitest run`. The app processes tests start run the
 * built server as `npm start` does (tests/support/app-process.ts): built here when stale.
 */
export default async function setup(project: TestProject) {
  await ensureServerBuilt();
  project.provide('pgliteTemplate', await ensureTemplate());
}
