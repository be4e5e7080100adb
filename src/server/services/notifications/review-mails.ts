import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import {
  companies,
  historyItems,
  notificationMails,
  notifications,
  users,
} from '../../db/schema.js';
import type { Mailer } from '../../mail/mailer.js';
import { reviewMail } from '../../mail/review-mail.js';
import { companyAddress, itemPath } from '../../tenancy/company-address.js';
import { itemTitle } from '../reviews/item-title.js';
import { person, usernames } from '../reviews/people.js';

/** At most one review email about an item to a person in this long. */
export const REVIEW_MAIL_WINDOW_MS = 10 * 60_000;
/** Pairs (person, item) one sweep looks at; the next sweep takes the rest. */
const SWEEP_BATCH = 200;

export interface ReviewMailDeps {
  db: Db;
  mail: Mailer;
  config: Pick<Config, 'PUBLIC_URL' | 'BASE_DOMAIN' | 'PORT' | 'SECURE_COOKIES'>;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  windowMs: number;
}

/** Where a review email sends its reader: the item, opened in the workspace (`?item=`). */

interface Pair {
  userId: number;
  historyId: number;
}

/** Nothing was claimed after all: the transaction is undone. */
class NothingToSend extends Error {}

/** Marks what waits for (user, item) as dealt with, without a mail. */
function markUnmailed(db: Db, pair: Pair, now: Date) {
  return db
    .update(notifications)
    .set({ emailedAt: now })
    .where(
      and(
        eq(notifications.userId, pair.userId),
        eq(notifications.historyId, pair.historyId),
        isNull(notifications.emailedAt),
      ),
    );
}

/**
 * Takes (user, item)'s turn: records the mail as sent at `now` unless one went within the window
 * (then nothing is claimed), and claims the notifications not yet mailed. One statement decides
 * the window, so two instances never both send: the second one's upsert finds it taken.
 */
async function claim(deps: ReviewMailDeps, pair: Pair, now: Date) {
  const cutoff = new Date(now.getTime() - deps.windowMs);
  try {
    return await deps.db.transaction(async (tx) => {
      const taken = await tx
        .insert(notificationMails)
        .values({ ...pair, sentAt: now })
        .onConflictDoUpdate({
          target: [notificationMails.userId, notificationMails.historyId],
          set: { sentAt: now },
          setWhere: lte(notificationMails.sentAt, cutoff),
        })
        .returning({ sentAt: notificationMails.sentAt });
      if (taken.length === 0) return [];
      const rows = await tx
        .update(notifications)
        .set({ emailedAt: now })
        .where(
          and(
            eq(notifications.userId, pair.userId),
            eq(notifications.historyId, pair.historyId),
            isNull(notifications.emailedAt),
          ),
        )
        .returning();
      if (rows.length === 0) throw new NothingToSend();
      return rows.sort((a, b) => a.id - b.id);
    });
  } catch (err) {
    if (err instanceof NothingToSend) return [];
    throw err;
  }
}

/**
 * Mails (user, item) what came in since their last review email about it, if their last one is
 * at least the window old; a user who turned review emails off, or has no address, has their
 * notifications marked so nothing piles up. Returns whether a mail went out.
 */
export async function mailPair(deps: ReviewMailDeps, pair: Pair, now: Date): Promise<boolean> {
  const [user] = await deps.db
    .select({ username: users.username, email: users.email, reviewEmails: users.reviewEmails })
    .from(users)
    .where(eq(users.id, pair.userId));
  if (!user) return false;
  if (!user.reviewEmails || !user.email) {
    await markUnmailed(deps.db, pair, now);
    return false;
  }
  const rows = await claim(deps, pair, now);
  if (rows.length === 0) return false;
  try {
    const [item] = await deps.db
      .select({
        assistantType: historyItems.assistantType,
        formData: historyItems.formData,
        content: historyItems.content,
        companyName: companies.companyName,
        primaryColor: companies.primaryColor,
        slug: companies.slug,
      })
      .from(historyItems)
      .innerJoin(companies, eq(companies.id, historyItems.companyId))
      .where(eq(historyItems.id, pair.historyId));
    if (!item) return false;
    const names = await usernames(
      deps.db,
      rows.map((row) => row.actorId),
    );
    await deps.mail.send(
      reviewMail({
        company: item,
        to: user.email,
        username: user.username,
        title: itemTitle(item),
        url: companyAddress(deps.config, item.slug)(itemPath(item, pair.historyId)),
        entries: rows.map((row) => ({
          kind: row.kind,
          actor: person(row.actorId, names).username,
          excerpt: row.excerpt,
        })),
      }),
    );
    return true;
  } catch (err) {
    // Not sent (logged by the mailer): they wait for the next turn, after the window.
    await deps.db
      .update(notifications)
      .set({ emailedAt: null })
      .where(
        inArray(
          notifications.id,
          rows.map((row) => row.id),
        ),
      )
      .catch(() => undefined);
    deps.log.warn({ err, ...pair }, 'review email not sent; it is tried again later');
    return false;
  }
}

/**
 * The sweep (every instance, every ~30 s): one mail per (user, item) with notifications not yet
 * mailed whose last review email is at least the window old. Returns the mails sent.
 */
export async function sendDueReviewMails(deps: ReviewMailDeps, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - deps.windowMs);
  const due = await deps.db
    .selectDistinct({ userId: notifications.userId, historyId: notifications.historyId })
    .from(notifications)
    .leftJoin(
      notificationMails,
      and(
        eq(notificationMails.userId, notifications.userId),
        eq(notificationMails.historyId, notifications.historyId),
      ),
    )
    .where(
      and(
        isNull(notifications.emailedAt),
        or(isNull(notificationMails.sentAt), lte(notificationMails.sentAt, cutoff)),
      ),
    )
    .limit(SWEEP_BATCH);
  let sent = 0;
  for (const { userId, historyId } of due) {
    // Notifications about no item are mailed where they are made, never in a review email.
    if (historyId !== null && (await mailPair(deps, { userId, historyId }, now))) sent++;
  }
  return sent;
}
