import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  LocalListeners,
  unrecordedRow,
  unrecordedState,
  type CompanyChangeListener,
  type JobBus,
  type JobEvent,
} from './job-bus.js';

const CHANNEL = 'copydesk_generation_jobs';
/** Characters of text per notification: even escaped, far below PostgreSQL's 8000-byte limit. */
const MAX_TEXT = 1000;
const RECONNECT_MS = 1000;
const NOTIFY_BATCH = `SELECT pg_notify('${CHANNEL}', p) FROM unnest($1::text[]) AS p`;

interface Logger {
  warn(obj: object, msg: string): void;
}

/**
 * A notification: instance, type, job (or company id for `k`, a company changed), offset, text
 * (short keys: payloads are limited). An end that did not succeed may carry its final status in
 * `s` and its error in `x`: a failure the database refused to record (decision 005) exists
 * nowhere else, and a NOTIFY needs no write, so a read-only database still carries it.
 */
interface Wire {
  i: string;
  t: 'd' | 'e' | 'c' | 'k';
  j: string;
  o?: number;
  x?: string;
  s?: 'failed' | 'cancelled';
}

/** Splits text into pieces of at most MAX_TEXT characters, never inside a surrogate pair. */
function pieces(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(start + MAX_TEXT, text.length);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    out.push(text.slice(start, end));
    start = end;
  }
  return out;
}

function toWire(instance: string, event: JobEvent): Wire[] {
  if (event.type === 'end') {
    const unrecorded = unrecordedState(event);
    if (!unrecorded) return [{ i: instance, t: 'e', j: event.id }];
    const x = pieces(unrecorded.error)[0] ?? '';
    return [{ i: instance, t: 'e', j: event.id, s: unrecorded.status, x }];
  }
  if (event.type === 'cancel') return [{ i: instance, t: 'c', j: event.id }];
  let offset = event.offset;
  return pieces(event.text).map((x) => {
    const wire: Wire = { i: instance, t: 'd', j: event.id, o: offset, x };
    offset += x.length;
    return wire;
  });
}

function fromWire(wire: Wire): JobEvent | null {
  if (typeof wire.j !== 'string') return null;
  if (wire.t === 'e') {
    if ((wire.s === 'failed' || wire.s === 'cancelled') && typeof wire.x === 'string') {
      return { type: 'end', id: wire.j, row: unrecordedRow(wire.s, wire.x) };
    }
    return { type: 'end', id: wire.j };
  }
  if (wire.t === 'c') return { type: 'cancel', id: wire.j };
  if (wire.t === 'd' && typeof wire.o === 'number' && typeof wire.x === 'string') {
    return { type: 'delta', id: wire.j, offset: wire.o, text: wire.x };
  }
  return null;
}

/**
 * PostgreSQL: events reach this instance's listeners at once and every other instance through
 * LISTEN/NOTIFY on a dedicated connection that reconnects by itself. Notifications are sent in
 * batches, one statement at a time, so they leave in order. While the connection is down,
 * events are dropped: readers catch up from the database (the job's saved text and final state),
 * and the tenant cache is told `*` (forget everything) once the connection is back.
 */
export function createPgJobBus(opts: { connectionString: string; log: Logger }): JobBus {
  const instance = randomUUID();
  const listeners = new LocalListeners();
  let client: pg.Client | null = null;
  let connected = false;
  let closed = false;
  let queue: string[] = [];
  let sending = false;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let companyListener: CompanyChangeListener = () => undefined;
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
      if (err) opts.log.warn({ err: { message: err.message } }, 'job events connection lost');
      reconnectTimer = setTimeout(() => void connect(), RECONNECT_MS);
    };
    client = next;
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (!message.payload) return;
      try {
        const wire = JSON.parse(message.payload) as Wire;
        if (wire.i === instance) return;
        if (wire.t === 'k') {
          if (typeof wire.j === 'string') companyListener(wire.j);
          return;
        }
        const event = fromWire(wire);
        if (event) listeners.deliver(event);
      } catch {
        // not ours
      }
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      connected = true;
      // Company changes announced while this connection was down were not heard.
      if (everConnected) companyListener('*');
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
      await client.query({ name: 'copydesk_job_events', text: NOTIFY_BATCH, values: [batch] });
    } catch (err) {
      opts.log.warn({ err: { message: (err as Error).message } }, 'job events not sent');
    } finally {
      sending = false;
    }
    if (queue.length > 0) void flush();
  };

  const ready = connect();

  return {
    publish(event) {
      listeners.deliver(event);
      for (const wire of toWire(instance, event)) queue.push(JSON.stringify(wire));
      if (!sending) setImmediate(() => void flush());
    },
    subscribe: (id, listener) => listeners.add(id, listener),
    announceCompanyChange(companyId) {
      const wire: Wire = { i: instance, t: 'k', j: companyId };
      queue.push(JSON.stringify(wire));
      if (!sending) setImmediate(() => void flush());
    },
    onCompanyChange(listener) {
      companyListener = listener;
    },
    unrecordedEnd: (id) => listeners.unrecorded.get(id),
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
