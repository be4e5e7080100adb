import { inject } from 'vitest';
import { readTemplate } from '../../src/server/db/pglite-template.js';

let template: Uint8Array<ArrayBuffer> | undefined;

/**
 * The migrated PGlite template's tarball (tests/global-setup.ts makes it), read once per test
 * worker; PGlite only reads it. A database started from it skips `initdb`, most of a new
 * PGlite's start (decision 034).
 */
export function templateBytes(): Uint8Array<ArrayBuffer> {
  template ??= readTemplate(inject('pgliteTemplate'));
  return template;
}
