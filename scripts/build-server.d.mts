/** Builds dist/server and dist/core; resolves with the number of source files. */
export function buildServer(): Promise<number>;
/** Builds only when the sources are newer than dist/server/main.js; true when it built. */
export function ensureServerBuilt(): Promise<boolean>;
/** When a file below any of `dirs` (relative to the project) last changed, in ms. */
export function newestChange(...dirs: string[]): number;
