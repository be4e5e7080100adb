/**
 * Generations on a model connection (decision 058): how soon the model's first words reach a
 * Server-Sent Events reader through Copydesk, against the same model server read directly in
 * the same run (the added part is Copydesk's), and many concurrent streamed generations on one
 * instance (completed, failed, the app's peak RSS).
 *
 *   npx tsx bench/model-stream.ts                               # PGlite (one instance)
 *   DATABASE_URL=postgres://... npx tsx bench/model-stream.ts
 *   BENCH_MODEL_STREAMS=1000 BENCH_STREAM_SECONDS=20 npx tsx bench/model-stream.ts
 *
 * The app runs as production runs it (bench/support/stream-app.ts: the built server in a process
 * of its own); the model server (bench/support/model-server.ts) runs in another, answering as
 * OpenAI's streamed chat completions do; this process is the load client.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Agent, request, setGlobalDispatcher } from 'undici';
import { ensureServerBuilt } from '../scripts/build-server.mjs';
import { openDatabase } from '../src/server/db/connection.js';
import { modelConnections } from '../src/server/db/schema-models.js';
import { createSecretBox } from '../src/server/operations/secrets.js';
import { VALID_FORMS } from '../tests/support/sample-forms.js';
import { createBenchCompany } from './support/bench-company.js';
import { readEvents, signIn } from './support/sse-client.js';
import { startBuiltApp, type BenchApp, type BenchUser } from './support/stream-app.js';

const LATENCY_RUNS = Number(process.env.BENCH_LATENCY_RUNS ?? 200);
const STREAMS = Number(process.env.BENCH_MODEL_STREAMS ?? 1000);
const STREAM_SECONDS = Number(process.env.BENCH_STREAM_SECONDS ?? 20);
const RAMP_PER_SECOND = Number(process.env.BENCH_RAMP_PER_SECOND ?? 500);
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 10);
const APP_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

setGlobalDispatcher(
  new Agent({ keepAliveTimeout: 120_000, connections: null, connect: { timeout: 30_000 } }),
);

const epochNow = () => performance.timeOrigin + performance.now();
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
const rssMb = (pid: number | undefined) => {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) / 1024;
  } catch {
    return 0;
  }
};

const server: ChildProcess = fork(
  fileURLToPath(new URL('./support/model-server.ts', import.meta.url)),
  [JSON.stringify({ seconds: STREAM_SECONDS, chunks: 10 })],
  { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
);
const port = await new Promise<number>((resolve) =>
  server.once('message', (msg: { port: number }) => resolve(msg.port)),
);
const modelUrl = `http://127.0.0.1:${port}/v1`;
let heldCount = 0;
let heldWaiter: (() => void) | null = null;
server.on('message', (msg: { held?: number }) => {
  if (msg.held === undefined) return;
  heldCount++;
  heldWaiter?.();
});
const waitHeld = async (before: number) => {
  while (heldCount === before) await new Promise<void>((r) => (heldWaiter = r));
};

/** Companies with one user each and their own connection to the bench's model server. */
async function prepare() {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = databaseUrl ? 'memory' : mkdtempSync(join(tmpdir(), 'copydesk-model-bench-'));
  const database = await openDatabase({ databaseUrl, dataDir });
  const box = createSecretBox(APP_SECRET);
  const users: BenchUser[] = [];
  const removals: (() => Promise<void>)[] = [];
  for (let i = 0; i < COMPANIES; i++) {
    const bench = await createBenchCompany(database.db);
    await database.db.insert(modelConnections).values({
      companyId: bench.company.id,
      baseUrl: modelUrl,
      apiKeyEncrypted: box.encrypt('sk-bench'),
      model: 'bench-model',
    });
    users.push({ slug: bench.slug, username: bench.username, password: bench.password });
    removals.push(bench.remove);
  }
  if (!databaseUrl) await database.close();
  return {
    users,
    dataDir,
    async remove() {
      if (!databaseUrl) return rmSync(dataDir, { recursive: true, force: true });
      for (const remove of removals) await remove().catch(() => undefined);
      await database.close();
    },
  };
}

const HELD_FORM = { ...VALID_FORMS.facebook, postTopic: '[latency] spring sale' };

/** The model server read directly: its stamped first words to this reader. */
async function direct(): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < LATENCY_RUNS; i++) {
    const before = heldCount;
    const res = request(`${modelUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer sk-bench' },
      body: JSON.stringify({
        model: 'bench-model',
        stream: true,
        messages: [{ role: 'user', content: '[latency]' }],
      }),
    });
    await waitHeld(before);
    await new Promise((r) => setTimeout(r, 20));
    server.send({ go: true });
    const { body } = await res;
    for await (const chunk of body) {
      const stamp = /t=([\d.]+)/.exec(chunk.toString());
      if (stamp) samples.push(epochNow() - Number(stamp[1]));
      if (chunk.toString().includes('[DONE]')) break;
    }
    body.destroy();
  }
  return samples.sort((a, b) => a - b);
}

/** Through Copydesk: the stamped first words from the model to a job's events reader. */
async function throughCopydesk(app: BenchApp, user: BenchUser): Promise<number[]> {
  const cookie = await signIn(app, user);
  const samples: number[] = [];
  for (let i = 0; i < LATENCY_RUNS; i++) {
    const before = heldCount;
    const started = await request(`${app.origin}/api/generations?company=${user.slug}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ assistantType: 'facebook', formData: HELD_FORM, sessionId: 'b' }),
    });
    const { id } = (await started.body.json()) as { id: string };
    await waitHeld(before);
    let opened!: () => void;
    const open = new Promise<void>((r) => (opened = r));
    const events = readEvents(app.origin, cookie, user.slug, id, opened, (text) => {
      const stamp = /t=([\d.]+)/.exec(text);
      if (stamp) samples.push(epochNow() - Number(stamp[1]));
    });
    await open;
    await new Promise((r) => setTimeout(r, 20)); // the reader has subscribed
    server.send({ go: true });
    await events;
  }
  return samples.sort((a, b) => a - b);
}

async function concurrent(app: BenchApp, users: BenchUser[]) {
  const cookies = await Promise.all(users.map((u) => signIn(app, u)));
  const startRss = rssMb(app.child.pid);
  let peakRss = startRss;
  const rssTimer = setInterval(() => (peakRss = Math.max(peakRss, rssMb(app.child.pid))), 250);
  const t0 = performance.now();
  const ends = new Map<string, number>();
  let running = 0;
  let peak = 0;
  await Promise.all(
    Array.from({ length: STREAMS }, async (_, i) => {
      await new Promise((r) => setTimeout(r, (i / RAMP_PER_SECOND) * 1000));
      const user = users[i % users.length]!;
      const cookie = cookies[i % users.length]!;
      try {
        const started = await request(`${app.origin}/api/generations?company=${user.slug}`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({
            assistantType: 'facebook',
            formData: VALID_FORMS.facebook,
            sessionId: `c${i}`,
          }),
        });
        const answer = (await started.body.json()) as { id?: string; message?: string };
        if (!answer.id) throw new Error(answer.message ?? `HTTP ${started.statusCode}`);
        running++;
        peak = Math.max(peak, running);
        const result = await readEvents(
          app.origin,
          cookie,
          user.slug,
          answer.id,
          () => {},
          () => {},
        );
        running--;
        const end = result.end === 'done' ? 'done' : (result.message ?? result.end);
        ends.set(end, (ends.get(end) ?? 0) + 1);
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        ends.set(reason, (ends.get(reason) ?? 0) + 1);
      }
    }),
  );
  clearInterval(rssTimer);
  const seconds = (performance.now() - t0) / 1000;
  console.log(
    `${STREAMS} streamed generations on the model (${STREAM_SECONDS} s each, ${peak} at once): ` +
      `${[...ends].map(([end, n]) => `${n} ${end}`).join(', ')} in ${seconds.toFixed(1)} s; ` +
      `app RSS ${startRss.toFixed(0)} -> peak ${peakRss.toFixed(0)} MB (load average ${load()})`,
  );
}

console.log(`load average at the start: ${load()}`);
await ensureServerBuilt();
const prepared = await prepare();
const app = await startBuiltApp({
  DATABASE_URL: process.env.DATABASE_URL ?? '',
  DATA_DIR: prepared.dataDir,
  APP_SECRET,
  WEBHOOK_ALLOW_HOSTS: `127.0.0.1:${port}`,
  DEMO_AUTOMATION: 'false',
  API_RATE_LIMIT_PER_MINUTE: '1000000',
  MAX_RUNNING_PER_COMPANY: '100000',
});
if (LATENCY_RUNS > 0) {
  const base = await direct();
  const through = await throughCopydesk(app, prepared.users[0]!);
  const line = (s: number[]) => `p50 ${pct(s, 50).toFixed(2)} ms, p95 ${pct(s, 95).toFixed(2)} ms`;
  console.log(`first words, model read directly: ${line(base)} (${base.length} runs)`);
  console.log(`first words, through Copydesk to an SSE reader (${app.kind}): ${line(through)}`);
  console.log(
    `added by Copydesk at p50: ${(pct(through, 50) - pct(base, 50)).toFixed(2)} ms ` +
      `(load average ${load()})`,
  );
}
if (STREAMS > 0) await concurrent(app, prepared.users);
await app.stop();
await prepared.remove();
server.send({ stop: true });
process.exit(0);
