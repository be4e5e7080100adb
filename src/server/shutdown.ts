import type { FastifyInstance } from 'fastify';

/** How long requests may still take after their automation calls were interrupted. */
const HARD_STOP_AFTER_ABORT_MS = 5_000;
/** How often connections that became idle while draining are closed. */
const IDLE_SWEEP_MS = 200;

/**
 * Graceful, bounded shutdown on SIGTERM and SIGINT: stop accepting connections, close idle
 * keep-alive connections at once (and each busy one as soon as its response is sent), let
 * requests in progress finish for up to `timeoutMs`, then interrupt the automation calls still
 * running (their requests answer 503 "interrupted"), then exit. Should anything still hang
 * 5 seconds after that, the process exits anyway. A second signal interrupts at once.
 */
export function installShutdown(
  app: FastifyInstance,
  opts: { timeoutMs: number; exit?: (code: number) => void },
) {
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  let stopping = false;

  const interrupt = (why: string) => {
    app.log.warn({ why }, 'interrupting the automation calls still running');
    app.ctx.webhooks.abortAll(why);
    setTimeout(() => {
      app.log.error('requests still running after the shutdown bound: exiting anyway');
      exit(1);
    }, HARD_STOP_AFTER_ABORT_MS).unref();
  };

  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      interrupt(`second ${signal}`);
      return;
    }
    stopping = true;
    app.log.info({ signal, timeoutMs: opts.timeoutMs }, 'shutting down');
    const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    const bound = setTimeout(() => interrupt('shutdown timeout'), opts.timeoutMs);
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
