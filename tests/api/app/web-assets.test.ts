import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.js';
import { testConfig } from '../../../src/server/config.js';
import { precompressDir } from '../../../scripts/vite-precompress.js';
import { createTestApp } from '../../support/test-app.js';
import { writeWebBuild, type WebBuild } from '../../support/web-build.js';

// A client build as Vite leaves it (hashed assets, a source map, index.html), pre-compressed by
// the build step the Vite config runs, served by the real app.
const ENTRY = '/assets/index-AbC123xy.js';
const entrySource = `export const words = ${JSON.stringify('copy '.repeat(2000))};\n//# sourceMappingURL=index-AbC123xy.js.map\n`;
const indexHtml = `<!doctype html><html lang="en"><head><title>Copydesk</title><script type="module" src="${ENTRY}"></script></head><body><div id="root"></div></body></html>`;

const t = await createTestApp();
let webDir = '';
let build: WebBuild | undefined;
let app: FastifyInstance;
let withMaps: FastifyInstance;

beforeAll(async () => {
  build = await writeWebBuild({
    'index.html': indexHtml,
    [ENTRY]: entrySource,
    [`${ENTRY}.map`]: '{"version":3,"sources":[],"mappings":""}',
    'assets/tiny-Zz99.js': 'export {};\n',
  });
  webDir = build.dir;
  await precompressDir(webDir);
  const serve = (SERVE_SOURCEMAPS: boolean) =>
    buildApp(testConfig({ WEB_DIST_DIR: webDir, SERVE_SOURCEMAPS }), {
      database: t.database,
      serveWeb: true,
    });
  [app, withMaps] = await Promise.all([serve(false), serve(true)]);
});

afterAll(async () => {
  await Promise.all([app?.close(), withMaps?.close()]);
  await build?.remove();
});

const get = (url: string, headers: Record<string, string> = {}, server = app) =>
  server.inject({ url, headers: { host: 'localhost', ...headers } });

describe('client build: pre-compressed assets', () => {
  it('the build step writes brotli and gzip twins of the assets, not of tiny files', async () => {
    const files = (await readdir(join(webDir, 'assets'))).sort();
    expect(files).toEqual([
      'index-AbC123xy.js',
      'index-AbC123xy.js.br',
      'index-AbC123xy.js.gz',
      'index-AbC123xy.js.map',
      'tiny-Zz99.js',
    ]);
  });

  it('sends brotli to browsers that accept it, cached for a year as immutable', async () => {
    const res = await get(ENTRY, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBeLessThan(entrySource.length / 10);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(entrySource);
  });

  it('sends gzip when only gzip is accepted, the plain file when nothing is', async () => {
    const gz = await get(ENTRY, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(entrySource);
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await get(ENTRY);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(entrySource);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has index.html revalidated, also where it stands in for a client route', async () => {
    // Client routes carry the visitor's page data (tests/api/app/web-page.test.ts): private.
    for (const url of ['/', '/login', '/admin/users?company=demo', '/index.html']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toMatch(/(^|, )no-cache$/);
      expect(res.body.replace(/<script type="application\/json".*?<\/script>/, ''), url).toBe(
        indexHtml,
      );
    }
  });
});

describe('client build: source maps and missing assets', () => {
  it('serves no source map unless SERVE_SOURCEMAPS is on', async () => {
    const hidden = await get(`${ENTRY}.map`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('<html');

    const shown = await get(`${ENTRY}.map`, {}, withMaps);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ version: 3 });
  });

  it('answers 404 for an asset that is not there (an old hash), not the page', async () => {
    const res = await get('/assets/index-0ld0ld00.js', { accept: '*/*' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});
