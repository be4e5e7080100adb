// Loaded into a bench's app process with `node --import` (plain JavaScript, so the app runs as
// `npm start` runs it, without a TypeScript loader): answers the bench's `{ probe }` messages
// with the process's memory (heap, external, array buffers, RSS) and its event loop delay, and
// `{ heapSnapshot }` by writing one (for looking into memory by hand).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { writeHeapSnapshot } from 'node:v8';

const lag = monitorEventLoopDelay({ resolution: 1 });
lag.enable();
const ms = (ns) => Number((ns / 1e6).toFixed(1));

process.on('message', (msg) => {
  if (msg?.probe !== undefined) {
    // Started with --expose-gc: `{ gc: true }` measures what is still reachable.
    if (msg.gc) globalThis.gc?.();
    process.send?.({
      probe: msg.probe,
      memory: process.memoryUsage(),
      lag: { p50: ms(lag.percentile(50)), p99: ms(lag.percentile(99)), max: ms(lag.max) },
    });
  }
  if (msg?.heapSnapshot) process.send?.({ heapSnapshot: writeHeapSnapshot(msg.heapSnapshot) });
});
process.channel?.unref();
