import { config } from 'zod/v4/core';

/**
 * zod compiles fast object parsers with `new Function` where it may; to find out it tries once,
 * and under our Content Security Policy (script-src 'self', no 'unsafe-eval') that try is a
 * violation the browser reports. The browser's forms validate a few fields on a click, so the
 * interpreted parsers cost nothing there: never try. Imported first by the entry, before any
 * schema is built (zod reads this when a schema is made). The server keeps the compiled parsers.
 */
config({ jitless: true });
