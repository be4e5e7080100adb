import { percentile, runTimedLoad } from './timed-load.js';

export interface LoadOptions {
  origin: string;
  path: string;
  body: string;
  /** Headers of every request; `perRequest` adds request number `i`'s own (X-Forwarded-For). */
  headers: Record<string, string>;
  perRequest?: (i: number) => Record<string, string>;
  total: number;
  concurrency: number;
}

export interface LoadResult {
  total: number;
  ok: number;
  /** Status code -> count, for anything but 200. */
  failures: Record<string, number>;
  elapsedMs: number;
  rps: number;
  p50: number;
  p99: number;
  mean: number;
}

/**
 * Sends `total` POSTs over `concurrency` keep-alive connections, each worker waiting for its
 * answer before the next (closed loop; timed-load.ts), and sums up every request's latency.
 */
export async function runLoad(opts: LoadOptions): Promise<LoadResult> {
  const load = await runTimedLoad({ ...opts, method: 'POST' });
  const sum = load.latencies.reduce((a, b) => a + b, 0);
  return {
    total: opts.total,
    ok: load.ok,
    failures: load.failures,
    elapsedMs: load.elapsedMs,
    rps: (opts.total / load.elapsedMs) * 1000,
    p50: percentile(load.latencies, 50),
    p99: percentile(load.latencies, 99),
    mean: sum / opts.total,
  };
}
