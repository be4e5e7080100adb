/**
 * The JavaScript a browser must fetch before it can draw `/login` and the signed-in workspace,
 * in gzip (and brotli) kB, read from the client build's `.vite/manifest.json`.
 *
 *   npx tsx bench/bundle-size.ts            # builds dist/web first when it is missing or stale
 *   WEB_DIST_DIR=/tmp/web npx tsx bench/bundle-size.ts
 *   npx tsx bench/bundle-size.ts --chunks   # also every chunk of each page
 *
 * A page's initial JavaScript is the entry and every chunk it imports statically, plus, for the
 * workspace, the chunks the router loads for it (the shell and the workspace page) with theirs.
 * Chunks loaded on a click (dialogs, the Word export) are not counted. Target (issue 11): at most
 * 150 kB gzip for each page, the workspace's count including everything `/login` loaded.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { newestChange } from '../scripts/build-server.mjs';
import { readManifest, staticClosure, type Manifest } from '../src/server/web-manifest.js';

/** The modules the router loads for each page, as the manifest names them (from src/web). */
export const PAGES: Record<string, string[]> = {
  '/login': [],
  // The workspace is painted first by the server, and its boot script asks for the rest.
  'workspace (/)': ['boot.ts', 'app/shell/app-layout.tsx', 'features/workspace/workspace-page.tsx'],
};
export const TARGET_KB = 150;

/** Builds the client into `dir` when its manifest is missing or older than the sources. */
export function ensureBuilt(dir: string) {
  const manifest = join(dir, '.vite/manifest.json');
  const builtAt = existsSync(manifest) ? statSync(manifest).mtimeMs : 0;
  if (builtAt >= Math.max(newestChange('src/web', 'src/core'), statSync('vite.config.ts').mtimeMs))
    return;
  console.log(`Building the client into ${dir} ...`);
  const result = spawnSync('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('vite build failed');
}

/** The chunk keys a page loads before it can draw: entry, router chunks, static imports. */
export function initialChunks(manifest: Manifest, lazyModules: string[]): string[] {
  // The page's entry (the build has a second one, the painted pages' boot script, decision 027).
  const entry = manifest['index.html']
    ? 'index.html'
    : Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the manifest has no entry');
  // A module absent from the manifest is no chunk of its own: it sits in the entry (an older
  // build without the route split), so the entry already counts it.
  return [...staticClosure(manifest, [entry, ...lazyModules.filter((m) => manifest[m])])];
}

export interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

export function sizeOf(dir: string, file: string): Size {
  const data = readFileSync(join(dir, file));
  return {
    raw: data.length,
    gzip: gzipSync(data, { level: constants.Z_BEST_COMPRESSION }).length,
    brotli: brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length,
  };
}

const kB = (bytes: number) => (bytes / 1024).toFixed(1);

function main() {
  const dir = resolve(process.env.WEB_DIST_DIR ?? 'dist/web');
  ensureBuilt(dir);
  const manifest = readManifest(dir);
  const showChunks = process.argv.includes('--chunks');
  console.log('Initial JavaScript per page (kB; gzip and brotli at the highest level):\n');
  console.log('| page | chunks | raw | gzip | brotli | CSS gzip | target gzip |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- |');
  let over = false;
  const details: string[] = [];
  for (const [page, modules] of Object.entries(PAGES)) {
    const keys = initialChunks(manifest, modules);
    const total = { raw: 0, gzip: 0, brotli: 0 };
    const css = new Set<string>();
    for (const key of keys) {
      const size = sizeOf(dir, manifest[key].file);
      total.raw += size.raw;
      total.gzip += size.gzip;
      total.brotli += size.brotli;
      for (const file of manifest[key].css ?? []) css.add(file);
      details.push(`  ${page}  ${manifest[key].file}  ${kB(size.gzip)} kB gzip`);
    }
    const cssGzip = [...css].reduce((sum, file) => sum + sizeOf(dir, file).gzip, 0);
    const ok = total.gzip / 1024 <= TARGET_KB;
    over ||= !ok;
    console.log(
      `| ${page} | ${keys.length} | ${kB(total.raw)} | ${kB(total.gzip)} | ${kB(total.brotli)} | ` +
        `${kB(cssGzip)} | ≤ ${TARGET_KB}: ${ok ? 'met' : 'NOT met'} |`,
    );
  }
  if (showChunks) console.log(`\n${details.join('\n')}`);
  if (over) process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  main();
}
