import type { Server } from 'node:http';

/**
 * Serves `server` as a bench child process: listens on a free port of 127.0.0.1 and tells the
 * parent `{ ready, port }`; answers `{ cpu }` with the CPU time used so far (the bench compares
 * it per request); on `{ stop }` closes, runs `onStop`, and exits.
 */
export function serveAsBenchChild(server: Server, onStop: () => Promise<unknown> = async () => {}) {
  server.keepAliveTimeout = 30_000;
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    process.send?.({ ready: true, port });
  });
  process.on('message', (msg: { stop?: boolean; cpu?: boolean }) => {
    if (msg.cpu) process.send?.({ cpu: process.cpuUsage() });
    if (msg.stop) server.close(() => void onStop().finally(() => process.exit(0)));
  });
  process.on('disconnect', () => process.exit(0));
}
