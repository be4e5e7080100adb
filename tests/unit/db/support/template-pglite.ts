import { PGlite } from '@electric-sql/pglite';
import { templateBytes } from '../../../support/template-bytes.js';

/**
 * A plain PGlite in memory, on this thread, started from the migrated template. The app's
 * tables are in it; the tests make tables of their own beside them.
 */
export const templatePglite = () => new PGlite({ loadDataDir: new Blob([templateBytes()]) });
