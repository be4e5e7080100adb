/**
 * Generation jobs (decision 009): how soon the automation's first chunk reaches a Server-Sent
 * Events reader, on one instance and across two instances on PostgreSQL, and many concurrent
 * streaming generations (memory, and `GET /api/tenant/info` latency meanwhile).
 *
 *   npx tsx bench/generation-stream.ts                         # PGlite in memory (one instance)
 *   DATABASE_URL=postgres://... npx tsx bench/generation-stream.ts   # also across two instances
 *   BENCH_STREAMS=1000 BENCH_STREAM_SECONDS=60 npx tsx bench/generation-stream.ts
 *
 * Everything runs in this process (automation, app instances, readers), so RSS counts all of
 * them; the automation stamps each first chunk with performance.now() of the same clock.
 */
import { createServer, type ServerResponse } from 'node:http';
import { loadavg } from 'node:os';
import { request } from 'undici';
import { startInstance, signIn, type Instance } from './support/stream-instances.js';

const LATENCY_RUNS = Number(process.env.BENCH_LATENCY_RUNS ?? 200);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 500);
const STREAM_SECONDS = Number(process.env.BENCH_STREAM_SECONDS ?? 20);
const CHUNKS = 10;

const item = (content: string) =>
  `${JSON.stringify({ type: 'item', content, metadata: { nodeId: 'n', runIndex: 0 } })}\n`;

/** The automation: `/latency` waits for the reader, then stamps its first chunk; `/slow` streams. */
const waiting: ServerResponse[] = [];
const automation = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.flushHeaders();
    if (req.url?.endsWith('/latency')) {
      waiting.push(res);
      return;
    }
    let sent = 0;
    const timer = setInterval(
      () => {
        res.write(item(`Piece ${sent} of a long article. `));
        if (++sent === CHUNKS) {
          clearInterval(timer);
          res.end();
        }
      },
      (STREAM_SECONDS * 1000) / CHUNKS,
    );
  });
});
await new Promise<void>((r) => automation.listen(0, '127.0.0.1', r));
const hookPort = (automation.address() as { port: number }).port;
const hookHost = `127.0.0.1:${hookPort}`;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Reads a job's events until `done`; calls `onDelta` with each delta's text. */
async function readEvents(
  inst: Instance,
  cookie: string,
  slug: string,
  id: string,
  onOpen: () => void,
  onDelta: (text: string) => void,
) {
  const res = await request(`${inst.origin}/api/generations/${id}/events?company=${slug}`, {
    headers: { cookie, accept: 'text/event-stream' },
  });
  onOpen();
  let buffer = '';
  for await (const chunk of res.body) {
    buffer += chunk.toString();
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (block.includes('event: delta') && data)
        onDelta((JSON.parse(data) as { text: string }).text);
      if (block.includes('event: done') || block.includes('event: error')) {
        res.body.destroy();
        return;
      }
    }
  }
}

async function latency(label: string, runOn: Instance, readOn: Instance, slug: string) {
  const runner = await signIn(runOn, slug);
  const reader = readOn === runOn ? runner : await signIn(readOn, slug);
  const samples: number[] = [];
  for (let i = 0; i < LATENCY_RUNS; i++) {
    const started = await request(`${runOn.origin}/api/generations?company=${slug}`, {
      method: 'POST',
      headers: { cookie: runner, 'content-type': 'application/json' },
      body: JSON.stringify({ assistantType: 'facebook', formData: runOn.form, sessionId: 'b' }),
    });
    const { id } = (await started.body.json()) as { id: string };
    while (waiting.length === 0) await new Promise((r) => setTimeout(r, 1));
    const res = waiting.shift()!;
    let opened!: () => void;
    const open = new Promise<void>((r) => (opened = r));
    const events = readEvents(readOn, reader, slug, id, opened, (text) => {
      const stamp = /^t=([\d.]+)/.exec(text);
      if (stamp) samples.push(performance.now() - Number(stamp[1]));
    });
    await open;
    await new Promise((r) => setTimeout(r, 20)); // the reader has subscribed
    res.write(item(`t=${performance.now()} first words`));
    res.end(item(' and the end.'));
    await events;
  }
  samples.sort((a, b) => a - b);
  console.log(
    `${label}: first chunk to SSE reader p50 ${pct(samples, 50).toFixed(2)} ms, ` +
      `p95 ${pct(samples, 95).toFixed(2)} ms (${samples.length} runs)`,
  );
}

async function concurrent(inst: Instance, slug: string) {
  const cookie = await signIn(inst, slug);
  const startRss = process.memoryUsage().rss;
  let peakRss = startRss;
  let stop = false;
  const infoTimes: number[] = [];
  const probe = (async () => {
    while (!stop) {
      const t0 = performance.now();
      const res = await request(`${inst.origin}/api/tenant/info?company=${slug}`);
      await res.body.dump();
      infoTimes.push(performance.now() - t0);
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const t0 = performance.now();
  let completed = 0;
  let failed = 0;
  const reasons = new Map<number, number>();
  await Promise.all(
    Array.from({ length: STREAMS }, async () => {
      const res = await request(`${inst.origin}/api/generations?company=${slug}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ assistantType: 'blog', formData: inst.blogForm, sessionId: 'c' }),
      });
      const body = (await res.body.json()) as { id?: string };
      if (res.statusCode !== 202 || !body.id) {
        failed++;
        reasons.set(res.statusCode, (reasons.get(res.statusCode) ?? 0) + 1);
        return;
      }
      let pieces = 0;
      await readEvents(
        inst,
        cookie,
        slug,
        body.id,
        () => undefined,
        () => pieces++,
      );
      if (pieces > 0) completed++;
      else {
        failed++;
        reasons.set(0, (reasons.get(0) ?? 0) + 1);
      }
    }),
  );
  stop = true;
  await probe;
  infoTimes.sort((a, b) => a - b);
  console.log(
    `${STREAMS} concurrent streaming generations over ${STREAM_SECONDS} s (${inst.kind}): ` +
      `${completed} completed, ${failed} failed in ${((performance.now() - t0) / 1000).toFixed(1)} s; ` +
      `RSS ${(startRss / 2 ** 20).toFixed(0)} -> peak ${(peakRss / 2 ** 20).toFixed(0)} MB; ` +
      `GET /api/tenant/info p50 ${pct(infoTimes, 50).toFixed(1)} ms, p99 ${pct(infoTimes, 99).toFixed(1)} ms ` +
      `(${infoTimes.length} calls)` +
      (reasons.size ? `; failures by status: ${JSON.stringify(Object.fromEntries(reasons))}` : ''),
  );
}

const a = await startInstance(hookHost);
await latency(`one instance (${a.kind})`, a, a, a.slug);
let b: Instance | undefined;
if (process.env.DATABASE_URL) {
  b = await startInstance(hookHost, a.slug);
  await latency('two instances (postgres, LISTEN/NOTIFY)', a, b, a.slug);
}
await concurrent(a, a.slug);
console.log(
  `load average: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`,
);
await b?.close();
await a.close();
automation.close();
process.exit(0);
