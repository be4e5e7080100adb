import { fileURLToPath } from 'node:url';

/**
 * One alias per source root (decision 057): `@core/…`, `@server/…`, `@web/…` name a module from
 * its root instead of climbing folders. TypeScript (and through it esbuild, tsx and Playwright)
 * reads the same from `paths` in tsconfig.json; Vite, Vitest and the lint boundaries read these.
 */
export const sourceAliases = {
  '@core': fileURLToPath(new URL('./src/core', import.meta.url)),
  '@server': fileURLToPath(new URL('./src/server', import.meta.url)),
  '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
};
