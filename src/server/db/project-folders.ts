import { fileURLToPath } from 'node:url';

/** A folder of the project, whose root is three levels above src/server/db and dist/server/db. */
const fromRoot = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));

/** Drizzle's migrations. */
export const migrationsFolder = fromRoot('drizzle');

/**
 * What Copydesk keeps to start faster and can always make again (the embedded database's
 * template, decision 034). Inside the project, trusted as its code is: never the system's
 * shared temporary folder, where another local user could leave a file in its place.
 */
export const cacheFolder = fromRoot('node_modules/.cache/copydesk');
