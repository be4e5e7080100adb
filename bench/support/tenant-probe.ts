import { Agent, request } from 'undici';

/**
 * Bench child process for bench/generation-stream.ts: calls `GET {url}` every 50 ms, one call at
 * a time, from a process of its own (so the load client's own work does not count), until the
 * parent says `stop`; then sends back every call's time in milliseconds, when it started
 * (milliseconds since the first), and the failures.
 */
const { url } = JSON.parse(process.argv[2]) as { url: string };
const dispatcher = new Agent({ keepAliveTimeout: 120_000, connect: { timeout: 30_000 } });
const times: number[] = [];
const at: number[] = [];
const first = performance.now();
let failures = 0;
let stop = false;

process.on('message', (msg: { stop?: boolean }) => {
  if (msg.stop) stop = true;
});
process.send?.({ ready: true });
while (!stop) {
  const t0 = performance.now();
  at.push(t0 - first);
  try {
    const res = await request(url, { dispatcher });
    await res.body.dump();
    if (res.statusCode !== 200) failures++;
  } catch {
    failures++;
  }
  times.push(performance.now() - t0);
  await new Promise((r) => setTimeout(r, 50));
}
process.send?.({ times, at, failures }, () => process.exit(0));
