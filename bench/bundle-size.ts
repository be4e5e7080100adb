/**
 * The JavaScript of `/login` and the signed-in workspace, in gzip (and brotli) kB, two ways:
 *
 * - **fetched** (the budget's measure): the built app is started (`dist/server/main.js`, demo
 *   company seeded), demo-user signs in through the form in headless Chromium, and each page is
 *   loaded fresh (new browser context, empty cache): every JavaScript response until the network
 *   has been idle for a second, each file's bytes on the wire and the gzip of its body, with the
 *   workspace on a wide window and on a phone's;
 * - **from the manifest**: the entry, the chunks the router loads for the page and their static
 *   imports, read from the build's `.vite/manifest.json` (what the page cannot draw without).
 *
 *   npx tsx bench/bundle-size.ts            # builds dist/web first when it is missing or stale
 *   WEB_DIST_DIR=/tmp/web npx tsx bench/bundle-size.ts
 *   npx tsx bench/bundle-size.ts --chunks   # also every chunk of each page (manifest)
 *   npx tsx bench/bundle-size.ts --manifest # the manifest's count only (no browser)
 *   WEB_DIST_DIR=/tmp/web npx tsx bench/bundle-size.ts --no-build   # that build as it is
 *
 * Target: at most 150 kB of JavaScript over the wire for each page fetched fresh, the workspace's
 * count including everything `/login` loads (decisions 010 and 054). The manifest's count and the
 * gzip of each fetched body are printed beside it (gzip is the larger; brotli is what Chromium
 * gets).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { newestChange } from '../scripts/build-server.mjs';
import { readManifest, staticClosure, type Manifest } from '../src/server/web-app/web-manifest.js';
import { freePort, stopApp } from './support/browser-app.js';
import {
  fetchedFor,
  launchBenchChromium,
  signedInCookies,
  startBuiltApp,
  VIEWPORTS,
  type FetchedFile,
} from './support/fetched-js.js';

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
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
const commit = () =>
  spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();

/**
 * Prints one page's fetched files and totals; true when what came over the wire (brotli or gzip,
 * as the server chose; files under 1 kB uncompressed) is within the target.
 */
function printFetched(page: string, files: FetchedFile[]): boolean {
  const sorted = [...files].sort((a, b) => b.transfer - a.transfer);
  const transfer = files.reduce((sum, f) => sum + f.transfer, 0);
  const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
  const ok = transfer / 1024 <= TARGET_KB;
  console.log(
    `\n${page}: ${files.length} files, ${kB(transfer)} kB on the wire (${kB(gzip)} kB gzip)`,
  );
  for (const f of sorted) {
    console.log(
      `  ${kB(f.transfer).padStart(6)} ${f.encoding.padEnd(4)} ${kB(f.gzip).padStart(6)}  ${f.path}`,
    );
  }
  console.log(`  target ≤ ${TARGET_KB} kB on the wire: ${ok ? 'met' : 'NOT met'}`);
  return ok;
}

/**
 * What headless Chromium fetches for `/login` and the workspace (wide and phone), each in a new
 * context with an empty cache, until the network is idle. True when every page is within target.
 */
async function measureFetched(webDir: string): Promise<boolean> {
  const port = await freePort();
  const origin = `http://demo.localhost:${port}`;
  console.log(
    '\nFetched by headless Chromium until the network is idle (kB on the wire with its encoding, ' +
      'kB gzip -9 of the body):',
  );
  console.log(`${new Date().toISOString()}, commit ${commit()}, load average ${load()}`);
  const app = await startBuiltApp(port, webDir);
  const browser = await launchBenchChromium();
  try {
    const cookies = await signedInCookies(browser, origin);
    const pages: [string, string, keyof typeof VIEWPORTS, boolean][] = [
      ['/login (wide)', '/login', 'wide', false],
      ['workspace / (wide)', '/', 'wide', true],
      ['workspace / (phone)', '/', 'phone', true],
    ];
    let ok = true;
    for (const [name, path, viewport, signedIn] of pages) {
      const files = await fetchedFor(
        browser,
        origin,
        path,
        VIEWPORTS[viewport],
        signedIn ? cookies : [],
      );
      ok = printFetched(name, files) && ok;
    }
    console.log(`\nLoad average after the run: ${load()}`);
    return ok;
  } finally {
    await browser.close();
    await stopApp(app);
  }
}

/** The manifest's count: what each page cannot draw without (no browser needed). */
function printManifest(dir: string, showChunks: boolean) {
  const manifest = readManifest(dir);
  console.log(
    'From the manifest: what each page cannot draw without (kB; gzip and brotli at the highest level):\n',
  );
  console.log('| page | chunks | raw | gzip | brotli | CSS gzip |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
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
    console.log(
      `| ${page} | ${keys.length} | ${kB(total.raw)} | ${kB(total.gzip)} | ${kB(total.brotli)} | ` +
        `${kB(cssGzip)} |`,
    );
  }
  if (showChunks) console.log(`\n${details.join('\n')}`);
}

async function main() {
  const dir = resolve(process.env.WEB_DIST_DIR ?? 'dist/web');
  if (!process.argv.includes('--no-build')) ensureBuilt(dir);
  printManifest(dir, process.argv.includes('--chunks'));
  if (!process.argv.includes('--manifest') && !(await measureFetched(dir))) process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  await main();
}
