import { sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Content-hashed file names change with their content, so browsers may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current hashed files: browsers must ask again every time. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built client: the `.br`/`.gz` files written at build time
 * (scripts/vite-precompress.ts) chosen by Accept-Encoding, hashed assets cached for a year,
 * index.html revalidated. Source maps only when asked for (SERVE_SOURCEMAPS).
 */
export async function registerWebAssets(
  app: FastifyInstance,
  root: string,
  serveSourceMaps: boolean,
) {
  const assetsDir = `${sep}assets${sep}`;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Only the plain files get routes; their compressed twins are picked by preCompressed.
    globIgnore: ['**/*.br', '**/*.gz', ...(serveSourceMaps ? [] : ['**/*.map'])],
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.includes(assetsDir) ? IMMUTABLE : REVALIDATE);
    },
  });
}
