import net from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 that a test stops and starts again on the same port, to take a
 * database away from an app and give it back without touching the server itself.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  /** Text whose next message from a client cuts that client's connection instead. */
  let cutAt: string | null = null;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const sock of [client, upstream]) {
          sockets.add(sock);
          sock.on('close', () => sockets.delete(sock));
          sock.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.on('data', (chunk: Buffer) => {
          if (cutAt !== null && chunk.includes(cutAt)) {
            cutAt = null;
            client.destroy();
            upstream.destroy();
            return;
          }
          upstream.write(chunk);
        });
        upstream.pipe(client);
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        const address = s.address();
        port = typeof address === 'object' && address ? address.port : port;
        server = s;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    /** Refuses new connections and cuts the open ones, as a database that went away. */
    async stop() {
      const s = server;
      server = null;
      for (const sock of sockets) sock.destroy();
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    /**
     * The next message a client sends that holds `text` is not passed on: that connection is cut
     * both ways, as a server that ends it at that moment (the others go on).
     */
    cutNextMessageWith(text: string) {
      cutAt = text;
    },
    /** Accepts connections again on the same port. */
    start: listen,
  };
}
