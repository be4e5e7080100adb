import type { FastifyInstance } from 'fastify';
import { badRequest } from './http-errors.js';

/** The deepest nesting of arrays and objects a request body may have. */
const MAX_JSON_DEPTH = 64;
export const JSON_TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;

/**
 * Whether JSON text nests arrays and objects deeper than `max`, read in one pass without
 * parsing (brackets inside strings do not count). V8 parses 100,000 nested arrays, but every
 * recursive reader after it (serialising, cleaning, validating) overflows the stack, and the
 * engine's "Maximum call stack size exceeded" would reach the caller.
 */
export function nestsDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * The app's JSON body parser: Fastify's own (prototype poisoning refused as before), after a
 * depth check that answers 400 with the app's message. Routes with parsers of their own (the
 * automation callback) check the depth themselves, once they know who is calling.
 */
export function registerJsonDepthGuard(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (nestsDeeperThan(text)) {
      done(badRequest(JSON_TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
