import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { BusKind, InstanceBus } from './instance-bus.js';

const CHANNEL = 'copydesk_instances';
const RECONNECT_MS = 1000;
const NOTIFY_BATCH = `SELECT pg_notify('${CHANNEL}', p) FROM unnest($1::text[]) AS p`;
const KINDS = new Set<string>(['job', 'company', 'notification']);

interface Logger {
  warn(obj: object, msg: string): void;
}

/**
 * A notification's payload: the sending instance's id (36 characters), the kind, a colon, then
 * the message as its owner wrote it (no second escaping: PostgreSQL limits a payload to 8000
 * bytes, and each owner keeps its messages well below that).
 */
const encode = (instance: string, kind: BusKind, message: string) =>
  `${instance}${kind}:${message}`;

function decode(payload: string): { instance: string; kind: BusKind; message: string } | null {
  const colon = payload.indexOf(':', 36);
  if (colon < 0) return null;
  const kind = payload.slice(36, colon);
  if (!KINDS.has(kind)) return null;
  return {
    instance: payload.slice(0, 36),
    kind: kind as BusKind,
    message: payload.slice(colon + 1),
  };
}

/**
 * PostgreSQL: LISTEN/NOTIFY on a dedicated connection that reconnects by itself. Messages are
 * sent in batches, one statement at a time, so they leave in order. While the connection is
 * down, messages are dropped; once it is back, the gap listeners are told (readers catch up
 * from the database, the tenant cache forgets what it held).
 */
export function createPgInstanceBus(opts: { connectionString: string; log: Logger }): InstanceBus {
  const instance = randomUUID();
  const listeners = new Map<BusKind, (message: string) => void>();
  const gapListeners: (() => void)[] = [];
  let client: pg.Client | null = null;
  let connected = false;
  let closed = false;
  let queue: string[] = [];
  let sending = false;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let everConnected = false;

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString: opts.connectionString, keepAlive: true });
    const lost = (err?: Error) => {
      if (client !== next) return;
      client = null;
      connected = false;
      next.end().catch(() => undefined);
      if (closed) return;
      if (err) opts.log.warn({ err: { message: err.message } }, 'instance bus connection lost');
      reconnectTimer = setTimeout(() => void connect(), RECONNECT_MS);
    };
    client = next;
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (notification) => {
      const decoded = notification.payload ? decode(notification.payload) : null;
      if (!decoded || decoded.instance === instance) return;
      try {
        listeners.get(decoded.kind)?.(decoded.message);
      } catch {
        // a message its owner cannot read is dropped
      }
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      connected = true;
      // What was sent while this connection was down was not heard.
      if (everConnected) for (const gap of gapListeners) gap();
      everConnected = true;
      void flush();
    } catch (err) {
      lost(err as Error);
    }
  };

  const flush = async () => {
    if (sending || !connected || !client || queue.length === 0) return;
    sending = true;
    const batch = queue;
    queue = [];
    try {
      // Named: the connection parses and plans it once (decision 024).
      await client.query({ name: 'copydesk_instance_bus', text: NOTIFY_BATCH, values: [batch] });
    } catch (err) {
      opts.log.warn({ err: { message: (err as Error).message } }, 'instance messages not sent');
    } finally {
      sending = false;
    }
    if (queue.length > 0) void flush();
  };

  const ready = connect();

  return {
    send(kind, message) {
      queue.push(encode(instance, kind, message));
      if (!sending) setImmediate(() => void flush());
    },
    listen(kind, listener) {
      listeners.set(kind, listener);
    },
    onGap(listener) {
      gapListeners.push(listener);
    },
    async close() {
      await ready;
      await flush();
      closed = true;
      clearTimeout(reconnectTimer);
      const current = client;
      client = null;
      connected = false;
      await current?.end().catch(() => undefined);
    },
  };
}
