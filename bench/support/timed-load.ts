import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';

export interface TimedLoadOptions {
  origin: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers: Record<string, string>;
  /** Request number `i`'s own headers on top of `headers` (an X-Forwarded-For per user). */
  perRequest?: (i: number) => Record<string, string>;
  total: number;
  concurrency: number;
}

/** Every request's latency in ms, in the order sent, with the answers that were not 200. */
export interface TimedLoad {
  latencies: number[];
  elapsedMs: number;
  ok: number;
  /** Status code (or error code) -> count, for anything but 200. */
  failures: Record<string, number>;
}

/**
 * Sends `total` requests over `concurrency` keep-alive connections, each worker waiting for its
 * answer before the next (closed loop, as bench/support/load.ts), and keeps every latency so
 * phases can be merged and any percentile read.
 */
export async function runTimedLoad(opts: TimedLoadOptions): Promise<TimedLoad> {
  const pool = new Pool(opts.origin, {
    connections: opts.concurrency,
    pipelining: 1,
    keepAliveTimeout: 30_000,
  });
  const latencies = new Array<number>(opts.total).fill(0);
  const failures: Record<string, number> = {};
  let issued = 0;
  let ok = 0;
  const worker = async () => {
    while (issued < opts.total) {
      const i = issued++;
      const started = performance.now();
      try {
        const res = await pool.request({
          method: opts.method,
          path: opts.path,
          headers: opts.perRequest ? { ...opts.headers, ...opts.perRequest(i) } : opts.headers,
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
  return { latencies, elapsedMs, ok, failures };
}

/** The `p`th percentile (nearest rank) of `values`; 0 when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Several phases of the same requests as one: latencies together, time summed. */
export function mergeLoads(loads: readonly TimedLoad[]): TimedLoad {
  const failures: Record<string, number> = {};
  for (const load of loads) {
    for (const [k, v] of Object.entries(load.failures)) failures[k] = (failures[k] ?? 0) + v;
  }
  return {
    latencies: loads.flatMap((l) => l.latencies),
    elapsedMs: loads.reduce((sum, l) => sum + l.elapsedMs, 0),
    ok: loads.reduce((sum, l) => sum + l.ok, 0),
    failures,
  };
}
