import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';

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

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/**
 * Sends `total` POSTs over `concurrency` keep-alive connections, each worker waiting for its
 * answer before the next (closed loop), and measures every request's latency.
 */
export async function runLoad(opts: LoadOptions): Promise<LoadResult> {
  const pool = new Pool(opts.origin, {
    connections: opts.concurrency,
    pipelining: 1,
    keepAliveTimeout: 30_000,
  });
  const latencies = new Float64Array(opts.total);
  const failures: Record<string, number> = {};
  let issued = 0;
  let ok = 0;

  const worker = async () => {
    const { headers } = opts;
    while (issued < opts.total) {
      const i = issued++;
      const started = performance.now();
      try {
        const res = await pool.request({
          method: 'POST',
          path: opts.path,
          headers: opts.perRequest ? { ...headers, ...opts.perRequest(i) } : headers,
          body: opts.body,
        });
        await res.body.text();
        if (res.statusCode === 200) ok++;
        else failures[res.statusCode] = (failures[res.statusCode] ?? 0) + 1;
      } catch (err) {
        const code = (err as { code?: string }).code ?? 'error';
        failures[code] = (failures[code] ?? 0) + 1;
      }
      latencies[i] = performance.now() - started;
    }
  };

  const started = performance.now();
  await Promise.all(Array.from({ length: opts.concurrency }, () => worker()));
  const elapsedMs = performance.now() - started;
  await pool.close();

  const sorted = latencies.slice().sort();
  const sum = sorted.reduce((a, b) => a + b, 0);
  return {
    total: opts.total,
    ok,
    failures,
    elapsedMs,
    rps: (opts.total / elapsedMs) * 1000,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    mean: sum / opts.total,
  };
}
