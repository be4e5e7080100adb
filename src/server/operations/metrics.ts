import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** How a generation ended, as counted. */
export type GenerationOutcome = 'succeeded' | 'failed' | 'cancelled' | 'interrupted';

/** What the gauges read when scraped. */
export interface MetricSources {
  jobsRunning: () => number;
  poolWaiting: () => number;
}

/**
 * The instance's Prometheus metrics (decision 047), one registry per app. No company label: an
 * operator serving thousands of companies would get thousands of series; per-company figures
 * are in the app's own reports.
 */
export class Metrics {
  readonly registry = new Registry();
  /** The port of the metrics listener, once it listens (METRICS_PORT 0 picks one). */
  port: number | undefined;
  private sources: MetricSources = { jobsRunning: () => 0, poolWaiting: () => 0 };

  readonly generations = new Counter({
    name: 'copydesk_generations_total',
    help: 'Generations (and revisions, rewrites) ended on this instance, by outcome',
    labelNames: ['assistant', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly duration = new Histogram({
    name: 'copydesk_generation_duration_seconds',
    help: "The automation's time per generation, from the call to its last text",
    labelNames: ['assistant'] as const,
    buckets: [0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300],
    registers: [this.registry],
  });

  readonly firstChunk = new Histogram({
    name: 'copydesk_generation_first_chunk_seconds',
    help: 'Time from the automation call to the first piece of text of a streamed answer',
    labelNames: ['assistant'] as const,
    buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 30],
    registers: [this.registry],
  });

  readonly automationFailures = new Counter({
    name: 'copydesk_automation_failures_total',
    help: 'Automation calls that failed, by kind (timeout, http-status, unreadable...)',
    labelNames: ['assistant', 'kind'] as const,
    registers: [this.registry],
  });

  readonly streamReaders = new Gauge({
    name: 'copydesk_event_stream_readers',
    help: 'Event-stream (Server-Sent Events) readers connected to this instance',
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'copydesk_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  constructor() {
    const sources = () => this.sources;
    new Gauge({
      name: 'copydesk_jobs_running',
      help: 'Generation jobs running on this instance',
      registers: [this.registry],
      collect() {
        this.set(sources().jobsRunning());
      },
    });
    new Gauge({
      name: 'copydesk_db_pool_waiting',
      help: 'Queries waiting for a database connection (PostgreSQL pool; 0 on PGlite)',
      registers: [this.registry],
      collect() {
        this.set(sources().poolWaiting());
      },
    });
    collectDefaultMetrics({ register: this.registry });
    // Gauges that prom-client names `_total` (counters' suffix), which `promtool check metrics`
    // refuses; `nodejs_active_handles` and the others without the suffix stay.
    for (const name of [
      'nodejs_active_handles_total',
      'nodejs_active_requests_total',
      'nodejs_active_resources_total',
    ]) {
      this.registry.removeSingleMetric(name);
    }
  }

  watch(sources: Partial<MetricSources>) {
    this.sources = { ...this.sources, ...sources };
  }
}

/**
 * `GET /metrics` on a listener of its own (METRICS_PORT on METRICS_HOST), never on the public
 * port: anything else answers 404.
 */
export async function startMetricsServer(
  metrics: Metrics,
  opts: { port: number; host: string },
): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'content-type': metrics.registry.contentType });
        res.end(text);
      },
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  return { server, port: (server.address() as AddressInfo).port };
}
