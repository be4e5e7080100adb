/**
 * zod compiles fast object parsers with `new Function` where it may; to find out it tries once,
 * and under our Content Security Policy (script-src 'self', no 'unsafe-eval') that try is a
 * violation the browser reports. The browser's forms validate a few fields on a click, so the
 * interpreted parsers cost nothing there: never try. zod keeps its settings on `globalThis` (so
 * that every copy of it shares them) and merges `z.config()` into them; written here, by the
 * entry, before zod loads, so the sign-in page does not carry zod for it. The server keeps the
 * compiled parsers. tests/e2e/first-view-quality.spec.ts fails if zod tries eval again.
 */
const settings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
settings.__zod_globalConfig = { ...settings.__zod_globalConfig, jitless: true };

export {};
