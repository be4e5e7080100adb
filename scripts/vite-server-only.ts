import type { Plugin } from 'vite';

const SERVER_ONLY = /\.server\.(?:js|ts)$/;
const STUB = '\0server-only:';

/**
 * Keeps server-only modules (`*.server.ts`, such as the assistants' demo automation writers)
 * out of the client build (decision 020): an import of one gives a stub that fails when loaded,
 * so neither its code nor what it imports reaches the browser.
 */
export function serverOnly(): Plugin {
  return {
    name: 'copydesk-server-only',
    enforce: 'pre',
    resolveId(source) {
      return SERVER_ONLY.test(source) ? `${STUB}${source}` : null;
    },
    load(id) {
      if (!id.startsWith(STUB)) return null;
      return `throw new Error(${JSON.stringify(`${id.slice(STUB.length)} is server-only`)});`;
    },
  };
}
