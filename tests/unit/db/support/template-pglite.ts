import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { readTemplate } from '../../../../src/server/db/pglite-template.js';

let template: Uint8Array<ArrayBuffer> | undefined;

/**
 * The migrated template's bytes (tests/global-setup.ts makes it), read once per file: a
 * database started from them skips `initdb`, most of a new PGlite's start (decision 034). The
 * app's tables are in it; these tests make tables of their own beside them.
 */
export function templateBytes(): Uint8Array<ArrayBuffer> {
  template ??= readTemplate(inject('pgliteTemplate'));
  return template;
}

/** A plain PGlite in memory, on this thread, started from the template. */
export const templatePglite = () => new PGlite({ loadDataDir: new Blob([templateBytes()]) });
