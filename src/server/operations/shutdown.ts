import type { FastifyInstance } from 'fastify';

/** The generations' deadline comes first: the hard bound leaves them this long to end. */
const AFTER_GENERATIONS_MS = 3_000;
/** How long requests may still take after their automation calls were interrupted. */
const HARD_STOP_AFTER_ABORT_MS = 5_000;
/** How often connections that became idle while draining are closed. */
const IDLE_SWEEP_MS = 200;

/**
 * Graceful, bounded shutdown on SIGTERM and SIGINT (decision 047): `/readyz` answers 503 and new
 * generations 503 with Retry-After at once, and every answer says `Connection: close`. For
 * `delayMs` the listener still accepts connections and serves them, so a load balancer polling
 * `/readyz` sees the 503 and moves traffic away before anything is refused. Then event-stream
 * readers are told to reconnect (to another instance); the listener stops accepting
 * connections, idle keep-alive connections close at once (each busy one as soon as its response
 * is sent); generations running here may finish for up to `timeoutMs` after the signal, and
 * only those still running then end as interrupted. Should anything still hang after that, the
 * automation calls are aborted and, 5 seconds later, the process exits anyway. A second signal
 * ends the delay and interrupts at once.
 */
export function installShutdown(
  app: FastifyInstance,
  opts: { timeoutMs: number; delayMs?: number; exit?: (code: number) => void },
) {
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  let endDelay = () => {};

  const interrupt = (why: string) => {
    app.log.warn({ why }, 'interrupting the automation calls still running');
    app.ctx.automationClient.abortAll(why);
    app.ctx.modelClient.abortAll(why);
    setTimeout(() => {
      app.log.error('requests still running after the shutdown bound: exiting anyway');
      exit(1);
    }, HARD_STOP_AFTER_ABORT_MS).unref();
  };

  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      endDelay();
      interrupt(`second ${signal}`);
      return;
    }
    stopping = true;
    const delayMs = opts.delayMs ?? 0;
    app.log.info({ signal, timeoutMs: opts.timeoutMs, delayMs }, 'shutting down');
    app.ctx.lifecycle.stopping = true;
    app.ctx.jobs.drainUntil(Date.now() + Math.max(opts.timeoutMs, delayMs));
    if (delayMs > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delayMs);
        endDelay = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    const bound = setTimeout(
      () => interrupt('shutdown timeout'),
      Math.max(opts.timeoutMs - delayMs, 0) + AFTER_GENERATIONS_MS,
    );
    let code = 0;
    try {
      await app.close();
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      code = 1;
    }
    clearInterval(sweep);
    clearTimeout(bound);
    exit(code);
  };
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
}
