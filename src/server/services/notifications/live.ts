import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { notifications } from '../../db/schema.js';
import type { InstanceBus } from '../../instance-bus/instance-bus.js';
import type { NotificationRow } from './notifier.js';

/** What a recipient's open stream hears: a new notification, or "read your count again". */
export type LiveEvent = { type: 'new'; row: NotificationRow } | { type: 'refresh' };
export type LiveListener = (event: LiveEvent) => void;

/**
 * A bus message (JSON): `n` the new notifications as [user id, notification id] pairs, which the
 * other instances read from the database for the streams they have open; `r` users whose count
 * changed otherwise (read elsewhere). Pairs go in chunks far below NOTIFY's 8000 bytes.
 */
interface BusMessage {
  n?: [number, number][];
  r?: number[];
}
const CHUNK = 300;

interface Logger {
  warn(obj: object, msg: string): void;
}

/**
 * The recipients' open streams on this instance, by user id, and the instance bus that tells
 * the other instances' streams (docs/product.md#notifications). On PGlite (one process) the bus
 * does nothing: every stream is here.
 */
export class LiveNotifications {
  private readonly listeners = new Map<number, Set<LiveListener>>();

  constructor(
    private readonly db: Db,
    private readonly instances: InstanceBus,
    private readonly log: Logger,
  ) {
    instances.listen('notification', (message) => void this.heard(message));
    // Messages may have been lost: every open stream reads its count again.
    instances.onGap(() => {
      for (const set of this.listeners.values()) for (const listener of set) listener(REFRESH);
    });
  }

  /** Listens for `userId`'s notifications; returns the way to stop. */
  subscribe(userId: number, listener: LiveListener): () => void {
    let set = this.listeners.get(userId);
    if (!set) this.listeners.set(userId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(userId) === set) this.listeners.delete(userId);
    };
  }

  /** Tells the recipients' streams, here and on every other instance. */
  tell(rows: NotificationRow[]) {
    for (const row of rows) this.deliver(row.userId, { type: 'new', row });
    const pairs = rows.map((row): [number, number] => [row.userId, row.id]);
    for (let i = 0; i < pairs.length; i += CHUNK) {
      this.instances.send('notification', JSON.stringify({ n: pairs.slice(i, i + CHUNK) }));
    }
  }

  /** Tells a user's streams, everywhere, that their unread count changed. */
  refresh(userId: number) {
    this.deliver(userId, REFRESH);
    this.instances.send('notification', JSON.stringify({ r: [userId] }));
  }

  private deliver(userId: number, event: LiveEvent) {
    for (const listener of this.listeners.get(userId) ?? []) listener(event);
  }

  /** Another instance's message: rows are read only for users with a stream open here. */
  private async heard(text: string) {
    try {
      const message = JSON.parse(text) as BusMessage;
      for (const userId of message.r ?? []) this.deliver(userId, REFRESH);
      const ids = (message.n ?? [])
        .filter(([userId]) => this.listeners.has(userId))
        .map(([, id]) => id);
      if (ids.length === 0) return;
      const rows = await this.db.select().from(notifications).where(inArray(notifications.id, ids));
      for (const row of rows.sort((a, b) => a.id - b.id)) {
        this.deliver(row.userId, { type: 'new', row });
      }
    } catch (err) {
      this.log.warn({ err }, 'notification message from another instance not delivered');
    }
  }
}

const REFRESH: LiveEvent = { type: 'refresh' };
