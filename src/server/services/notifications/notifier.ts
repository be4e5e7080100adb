import type { NotificationKind } from '@core/api/reviews.js';
import type { Db } from '../../db/connection.js';
import { notifications } from '../../db/schema.js';
import type { InstanceBus } from '../../instance-bus/instance-bus.js';
import type { Mailer } from '../../mail/mailer.js';
import { LiveNotifications, type LiveListener } from './live.js';
import {
  mailPair,
  REVIEW_MAIL_WINDOW_MS,
  sendDueReviewMails,
  type ReviewMailDeps,
} from './review-mails.js';

/** A notification to write: who is told what about which item, by whom. */
export interface NewNotification {
  companyId: number;
  /** The recipient (never the actor: the caller leaves them out). */
  userId: number;
  kind: NotificationKind;
  /** Null for what is not about an item (an event endpoint turned off). */
  historyId: number | null;
  commentId?: number | null;
  actorId: number | null;
  /** A line of what was said (a note, a comment's start), plain text. */
  excerpt: string;
}

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * Notifications about review (docs/product.md#notifications): `send` stores them for their
 * recipients; a recipient's open streams hear of them on every instance, and review emails go
 * out batched per item and person.
 */
export interface Notifier {
  /** Stores the notifications and tells their recipients; called after the change committed. */
  send(list: NewNotification[]): Promise<NotificationRow[]>;
  /** Listens for a user's notifications on this instance (their event streams). */
  subscribe(userId: number, listener: LiveListener): () => void;
  /** A user's unread count changed otherwise (they read some): their streams say so. */
  refresh(userId: number): void;
  /** Mails what is due at `now` (the sweep; tests call it with a later `now`). */
  sendDueMails(now?: Date): Promise<number>;
  /** Waits for the review emails being sent (tests, shutdown). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Stores the notifications (the in-app list and its unread count read them). `emailedAt`: when
 * no review email is to be sent (no mail server), they are stored as dealt with.
 */
async function storeNotifications(
  db: Db,
  list: NewNotification[],
  emailedAt: Date | null = null,
): Promise<NotificationRow[]> {
  if (list.length === 0) return [];
  return db
    .insert(notifications)
    .values(
      list.map((item) => ({
        companyId: item.companyId,
        userId: item.userId,
        kind: item.kind,
        historyId: item.historyId,
        commentId: item.commentId ?? null,
        actorId: item.actorId,
        excerpt: item.excerpt.slice(0, 300),
        emailedAt,
      })),
    )
    .returning();
}

export interface NotifierDeps {
  db: Db;
  instances: InstanceBus;
  mail: Mailer;
  config: ReviewMailDeps['config'];
  log: ReviewMailDeps['log'];
}

export interface NotifierOptions {
  /** At most one review email per item and person in this long (10 minutes). */
  windowMs?: number;
  /** How often this instance sweeps for review emails that are due (30 s; 0: never). */
  sweepMs?: number;
  now?: () => Date;
}

export function createNotifier(deps: NotifierDeps, opts: NotifierOptions = {}): Notifier {
  const now = opts.now ?? (() => new Date());
  const live = new LiveNotifications(deps.db, deps.instances, deps.log);
  const mailDeps: ReviewMailDeps = { ...deps, windowMs: opts.windowMs ?? REVIEW_MAIL_WINDOW_MS };
  const pending = new Set<Promise<unknown>>();
  let closed = false;

  const track = (work: Promise<unknown>) => {
    const tracked = work
      .catch((err: unknown) => deps.log.error({ err }, 'review emails failed'))
      .finally(() => pending.delete(tracked));
    pending.add(tracked);
  };

  let sweeping = false;
  const sweep = () => {
    if (sweeping || closed) return;
    sweeping = true;
    track(sendDueReviewMails(mailDeps, now()).finally(() => (sweeping = false)));
  };
  const sweepMs = opts.sweepMs ?? 30_000;
  const timer = deps.mail.enabled && sweepMs > 0 ? setInterval(sweep, sweepMs) : undefined;
  timer?.unref();

  return {
    async send(list) {
      const at = now();
      // About an item: mailed in the review email; about none: mailed by whoever made it.
      const aboutItems = list.filter((n) => n.historyId !== null);
      const other = list.filter((n) => n.historyId === null);
      const rows = [
        ...(await storeNotifications(deps.db, aboutItems, deps.mail.enabled ? null : at)),
        ...(await storeNotifications(deps.db, other, at)),
      ];
      live.tell(rows);
      if (deps.mail.enabled && !closed) {
        const pairs = new Map(
          rows.flatMap((row) =>
            row.historyId === null
              ? []
              : [
                  [
                    `${row.userId}:${row.historyId}`,
                    { userId: row.userId, historyId: row.historyId },
                  ],
                ],
          ),
        );
        // One after the other, after the caller's answer: SMTP never holds up a request.
        track(
          (async () => {
            for (const row of pairs.values()) await mailPair(mailDeps, row, at);
          })(),
        );
      }
      return rows;
    },
    subscribe: (userId, listener) => live.subscribe(userId, listener),
    refresh: (userId) => live.refresh(userId),
    sendDueMails: async (at = now()) => (deps.mail.enabled ? sendDueReviewMails(mailDeps, at) : 0),
    async flush() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await Promise.race([
        Promise.all([...pending]),
        new Promise((resolve) => setTimeout(resolve, 5_000).unref()),
      ]);
    },
  };
}
