/**
 * A company's data export of 200,000 history items (BENCH_EXPORT_ITEMS), through a
 * listening Copydesk in a child process of its own (bench/support/export-server.ts), so its
 * memory is the server's alone: `POST /api/admin/companies/{id}/export`, polled until ready, then
 * the download read to the end by this process. Prints the build's time, the zip's size, and the
 * server's memory (RSS, V8 heap and memory outside it, sampled every 20 ms) before, at its peak
 * and after. The issue asks for growth under 100 MB: the zip is written in 256 kB pieces and rows
 * are read a page at a time, so the growth must not depend on the company's size.
 *
 *   npx tsx bench/company-export.ts                       # PGlite on disk (a temporary directory)
 *   DATABASE_URL=postgres://... npx tsx bench/company-export.ts
 *   BENCH_EXPORT_GC=1 npx tsx bench/company-export.ts     # live memory only (full collections)
 */
import { fork } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 2);
const MB = 1024 * 1024;
const collecting = process.env.BENCH_EXPORT_GC === '1';
/** The server's V8 flags; BENCH_SERVER_FLAGS='' measures V8's defaults. */
const SERVER_FLAGS = (process.env.BENCH_SERVER_FLAGS ?? '--max-semi-space-size=4')
  .split(' ')
  .filter(Boolean);

interface Ready {
  port: number;
  slug: string;
  username: string;
  password: string;
  db: string;
  items: number;
  users: number;
  seedMs: number;
}

const server = fork(fileURLToPath(new URL('./support/export-server.ts', import.meta.url)), [], {
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  env: process.env,
  // As production runs it (package.json's start, deploy/copydesk@.service; decision 052).
  execArgv: [...process.execArgv, ...SERVER_FLAGS, ...(collecting ? ['--expose-gc'] : [])],
});
const info = await new Promise<Ready>((resolve, reject) => {
  server.once('message', (msg: Ready) => resolve(msg));
  server.once('exit', (code) => reject(new Error(`export server exited early (${code})`)));
});

/** One answer of the server to `message`, the first that carries `key`. */
function ask<T>(message: object, key: string): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (msg: Record<string, unknown>) => {
      if (!(key in msg)) return;
      server.off('message', onMessage);
      resolve(msg[key] as T);
    };
    server.on('message', onMessage);
    server.send(message);
  });
}

type Sample = { rss: number; heap: number; external: number };
const sample = async (): Promise<Sample> => {
  const m = await ask<NodeJS.MemoryUsage>({ memory: true }, 'memory');
  return { rss: m.rss, heap: m.heapUsed, external: m.external };
};
const mb = (bytes: number) => (bytes / MB).toFixed(1);

const origin = `http://127.0.0.1:${info.port}`;
const login = await fetch(`${origin}/api/auth/login?company=${info.slug}`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.0.1' },
  body: JSON.stringify({ username: info.username, password: info.password }),
});
if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
const cookie = login.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .find((c) => c.includes('copydesk.sid='))!;
const headers = { cookie, 'x-forwarded-for': '10.9.0.2' };
const api = (path: string, init: RequestInit = {}) =>
  fetch(`${origin}${path}${path.includes('?') ? '&' : '?'}company=${info.slug}`, {
    ...init,
    headers,
  });

/** The highest of each figure until `stop`, one sample at a time every 20 ms (250 collecting). */
function peakDuring(first: Sample): { stop: () => Promise<Sample> } {
  const peak = { ...first };
  let running = true;
  const done = (async () => {
    while (running) {
      const now = await sample();
      peak.rss = Math.max(peak.rss, now.rss);
      peak.heap = Math.max(peak.heap, now.heap);
      peak.external = Math.max(peak.external, now.external);
      await new Promise((resolve) => setTimeout(resolve, collecting ? 250 : 20));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return peak;
    },
  };
}

/** One export, start to downloaded, with the server's memory sampled throughout. */
async function measuredExport() {
  const before = await sample();
  const building = peakDuring(before);
  const started = performance.now();
  const start = await api(`/api/admin/companies/${info.slug}/export`, { method: 'POST' });
  if (start.status !== 202)
    throw new Error(`export refused: ${start.status} ${await start.text()}`);
  const { id } = (await start.json()) as { id: string };
  let status: { status: string; size: number | null; error: string | null };
  for (;;) {
    status = (await (await api(`/api/admin/exports/${id}`)).json()) as typeof status;
    if (status.status !== 'running') break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const builtMs = performance.now() - started;
  const buildPeak = await building.stop();
  if (status.status !== 'ready') throw new Error(`export ${status.status}: ${status.error}`);
  const downloading = performance.now();
  const downloadSampler = peakDuring(await sample());
  const download = await api(`/api/admin/exports/${id}/download`);
  let downloaded = 0;
  const reader = download.body!.getReader();
  for (let piece = await reader.read(); !piece.done; piece = await reader.read()) {
    downloaded += piece.value.length;
  }
  const downloadMs = performance.now() - downloading;
  const downloadPeak = await downloadSampler.stop();
  const after = await sample();
  const pieces = await ask<number>({ pieces: id }, 'pieces');
  return {
    before,
    buildPeak,
    downloadPeak,
    after,
    builtMs,
    downloadMs,
    downloaded,
    size: status.size ?? 0,
    pieces,
  };
}

console.log(
  `company-export: ${info.items} history items (${info.items / 10} with 3 versions) and ` +
    `${info.items} activity events of one company over ${info.users} users (seeded in ` +
    `${(info.seedMs / 1000).toFixed(1)} s), database ${info.db}, the server in a process of its ` +
    `own${collecting ? ' (full collection before each sample)' : ''}, ${cpus().length} CPU ` +
    `cores, Node ${process.version}`,
);
// The first export also warms what any workload warms (the database's buffers and, on PGlite,
// its WebAssembly memory, which never shrinks); the second shows what an export itself costs.
let worst = 0;
for (let run = 1; run <= RUNS; run++) {
  const r = await measuredExport();
  console.log(
    `\nexport ${run}: built in ${(r.builtMs / 1000).toFixed(1)} s; zip ${mb(r.size)} MB in ` +
      `${r.pieces} pieces; downloaded ${mb(r.downloaded)} MB in ` +
      `${(r.downloadMs / 1000).toFixed(1)} s; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  console.log(
    '\n| server memory (MB) | before | peak building | peak downloading | after | largest growth |',
  );
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const [label, key] of [
    ['RSS', 'rss'],
    ['V8 heap used', 'heap'],
    ['outside the heap (external)', 'external'],
  ] as const) {
    const top = Math.max(r.buildPeak[key], r.downloadPeak[key]);
    console.log(
      `| ${label} | ${mb(r.before[key])} | ${mb(r.buildPeak[key])} | ${mb(r.downloadPeak[key])} | ` +
        `${mb(r.after[key])} | ${mb(top - r.before[key])} |`,
    );
  }
  worst = Math.max(worst, (Math.max(r.buildPeak.rss, r.downloadPeak.rss) - r.before.rss) / MB);
}
console.log(`\nlargest RSS growth ${worst.toFixed(1)} MB (the issue asks for under 100 MB)`);

server.send({ stop: true });
await new Promise((resolve) => server.once('exit', resolve));
