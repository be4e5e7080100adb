import type { TestProject } from 'vitest/node';
import { ensureTemplate } from '../src/server/db/pglite-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Path of the migrated PGlite template (in the project's cache, as the app keeps it,
     * decision 034); empty when tests run on PostgreSQL.
     */
    pgliteTemplate: string;
  }
}

/** Runs once per `vitest run`, before any test file. */
export default async function setup(project: TestProject) {
  project.provide('pgliteTemplate', process.env.DATABASE_URL ? '' : await ensureTemplate());
}
