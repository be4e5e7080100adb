import { randomBytes, randomUUID } from 'node:crypto';
import { sha256Hex } from '../../auth/secret-token.js';
import { and, eq, sql } from 'drizzle-orm';
import { brandForAutomation } from '@core/api/brand-voice.js';
import { contentToRichHtml } from '@core/formatting/rich-html.js';
import { AutomationError } from '../../automation-client/errors.js';
import type { AppContext } from '../../context.js';
import {
  companies,
  destinations,
  historyItems,
  historyVersions,
  publications,
} from '../../db/schema.js';
import { platformOrigin } from '../../tenancy/company-address.js';
import { recordEvent } from '../events/record-event.js';
import { itemTitle } from '../reviews/item-title.js';
import type { PublicationRow } from './publish.js';

/** What sending a publication needs of the app. */
export type PublishDeps = Pick<
  AppContext,
  'db' | 'config' | 'secrets' | 'log' | 'automationClient' | 'notifications'
>;

/** Pauses before the second, third and fourth attempt after a 5xx, a timeout or a reset. */
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000];

/** How an attempt ended. */
type Outcome =
  | { kind: 'published'; url: string | null; externalId: string | null }
  | { kind: 'acknowledged' }
  | { kind: 'failed'; message: string }
  | { kind: 'retry'; message: string };

/** The answer of a 2xx: a link and an id, or an acknowledgement that a callback will follow. */
function readAnswer(status: number, text: string): Outcome {
  let body: unknown = null;
  try {
    body = text.trim() ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  const first = Array.isArray(body) ? body[0] : body;
  const answer = first && typeof first === 'object' ? (first as Record<string, unknown>) : {};
  if (status === 202 || answer.accepted === true) return { kind: 'acknowledged' };
  const text64 = (value: unknown, max: number) =>
    typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null;
  const url = text64(answer.url, 2048);
  return {
    kind: 'published',
    url: url && /^https?:\/\//i.test(url) ? url : null,
    externalId:
      text64(answer.externalId, 500) ??
      (typeof answer.externalId === 'number' ? String(answer.externalId) : null),
  };
}

/** A failed call: a 4xx (or a refused address) fails at once, anything else is tried again. */
function failedCall(err: unknown): Outcome {
  if (err instanceof AutomationError) {
    const final =
      err.kind === 'blocked' ||
      err.kind === 'invalid-url' ||
      err.kind === 'redirect' ||
      (err.status !== undefined && err.status >= 400 && err.status < 500);
    return { kind: final ? 'failed' : 'retry', message: err.message };
  }
  return { kind: 'retry', message: 'The destination could not be reached' };
}

/** The text of the pinned version, or null when it is no longer kept. */
async function pinnedText(deps: PublishDeps, row: PublicationRow) {
  const [item] = await deps.db
    .select()
    .from(historyItems)
    .where(eq(historyItems.id, row.historyId));
  if (!item) return null;
  if (item.version === row.version) return { item, content: item.content };
  const [kept] = await deps.db
    .select({ content: historyVersions.content })
    .from(historyVersions)
    .where(and(eq(historyVersions.historyId, item.id), eq(historyVersions.version, row.version)));
  return kept ? { item, content: kept.content } : null;
}

/** Sends one claimed attempt of a publication and records how it ended. */
export async function sendPublication(deps: PublishDeps, row: PublicationRow): Promise<void> {
  const outcome = await attempt(deps, row).catch((err: unknown) => {
    deps.log.error({ err, publicationId: row.id }, 'a publication attempt failed unexpectedly');
    return { kind: 'retry', message: 'The publication could not be sent' } as Outcome;
  });
  await record(deps, row, outcome);
}

async function attempt(deps: PublishDeps, row: PublicationRow): Promise<Outcome> {
  const [destination] = row.destinationId
    ? await deps.db.select().from(destinations).where(eq(destinations.id, row.destinationId))
    : [];
  if (!destination) return { kind: 'failed', message: 'The destination was deleted' };
  if (!destination.enabled) return { kind: 'failed', message: 'The destination is turned off' };
  const pinned = await pinnedText(deps, row);
  if (!pinned) return { kind: 'failed', message: 'The version to publish is no longer kept' };
  const [company] = await deps.db.select().from(companies).where(eq(companies.id, row.companyId));
  if (!company) return { kind: 'failed', message: 'The company is gone' };
  const token = randomBytes(32).toString('base64url');
  await deps.db
    .update(publications)
    .set({ callbackTokenHash: sha256Hex(token) })
    .where(eq(publications.id, row.id));
  const brand = brandForAutomation(company.brandVoice);
  const body = {
    event: 'publish',
    publicationId: row.id,
    test: false,
    company: { id: company.slug, name: company.companyName },
    item: {
      id: pinned.item.id,
      assistantType: pinned.item.assistantType,
      title: itemTitle({ formData: pinned.item.formData, content: pinned.content }),
      content: pinned.content,
      html: contentToRichHtml(pinned.content),
      formData: pinned.item.formData,
      version: row.version,
    },
    ...(brand ? { brand } : {}),
    callbackUrl: `${platformOrigin(deps.config)}/api/publications/${row.id}/callback`,
    callbackToken: token,
  };
  const apiKey = destination.apiKeyEncrypted
    ? safeDecrypt(deps, destination.apiKeyEncrypted)
    : null;
  try {
    const answer = await deps.automationClient.post({
      url: destination.url,
      apiKey,
      body,
      requestId: randomUUID(),
      assistantName: destination.name,
    });
    return readAnswer(answer.status, answer.text);
  } catch (err) {
    return failedCall(err);
  }
}

function safeDecrypt(deps: PublishDeps, encrypted: string): string | null {
  try {
    return deps.secrets.decrypt(encrypted);
  } catch {
    deps.log.warn('a destination API key could not be decrypted');
    return null;
  }
}

/** Records an attempt's end on the publication (and, once published, on the item). */
async function record(deps: PublishDeps, row: PublicationRow, outcome: Outcome) {
  const mine = and(eq(publications.id, row.id), eq(publications.status, 'publishing'));
  if (outcome.kind === 'acknowledged') {
    const deadline = new Date(Date.now() + deps.config.CALLBACK_TIMEOUT_MS);
    await deps.db
      .update(publications)
      .set({ callbackDeadline: deadline, dueAt: deadline, claimedBy: null })
      .where(mine);
    return;
  }
  if (outcome.kind === 'published') {
    await markPublished(deps, row, outcome);
    return;
  }
  if (outcome.kind === 'retry' && row.attempts <= RETRY_DELAYS_MS.length) {
    await deps.db
      .update(publications)
      .set({
        dueAt: new Date(Date.now() + RETRY_DELAYS_MS[row.attempts - 1]),
        lastError: outcome.message,
        callbackTokenHash: null,
        claimedBy: null,
      })
      .where(mine);
    return;
  }
  await markFailed(deps, row, outcome.message);
}

/** The publication is published: the item says so, with its address; its author is told. */
export async function markPublished(
  deps: PublishDeps,
  row: PublicationRow,
  result: { url: string | null; externalId: string | null },
) {
  const ended = await deps.db.transaction(async (tx) => {
    const [done] = await tx
      .update(publications)
      .set({
        status: 'published',
        url: result.url,
        externalId: result.externalId,
        publishedAt: sql`now()`,
        dueAt: null,
        callbackTokenHash: null,
        callbackDeadline: null,
        claimedBy: null,
        lastError: null,
      })
      .where(and(eq(publications.id, row.id), eq(publications.status, 'publishing')))
      .returning();
    if (!done) return null;
    const [item] = await tx
      .update(historyItems)
      .set({ status: 'published', publishedUrl: result.url, statusChangedAt: sql`now()` })
      .where(eq(historyItems.id, row.historyId))
      .returning();
    await recordEvent(tx, {
      companyId: done.companyId,
      type: 'publication.published',
      data: publicationData(done),
    });
    return { done, item };
  });
  if (ended?.item) await tell(deps, ended.item, ended.done, 'published', result.url ?? '');
}

/** The publication failed for good: its author is told why. */
export async function markFailed(deps: PublishDeps, row: PublicationRow, message: string) {
  const done = await deps.db.transaction(async (tx) => {
    const [failed] = await tx
      .update(publications)
      .set({
        status: 'failed',
        lastError: message,
        dueAt: null,
        callbackTokenHash: null,
        callbackDeadline: null,
        claimedBy: null,
      })
      .where(and(eq(publications.id, row.id), eq(publications.status, 'publishing')))
      .returning();
    if (failed) {
      await recordEvent(tx, {
        companyId: failed.companyId,
        type: 'publication.failed',
        data: publicationData(failed),
      });
    }
    return failed;
  });
  if (!done) return;
  const [item] = await deps.db
    .select()
    .from(historyItems)
    .where(eq(historyItems.id, row.historyId));
  if (item) await tell(deps, item, done, 'publish_failed', message);
}

/** What a publication's events say of it: ids, where it went, and how it ended. */
function publicationData(row: PublicationRow) {
  return {
    item: { id: row.historyId, version: row.version },
    publication: {
      id: row.id,
      destination: { id: row.destinationId, name: row.destinationName },
      url: row.url,
      externalId: row.externalId,
      error: row.lastError,
    },
  };
}

async function tell(
  deps: PublishDeps,
  item: typeof historyItems.$inferSelect,
  row: PublicationRow,
  kind: 'published' | 'publish_failed',
  excerpt: string,
) {
  await deps.notifications
    .send([
      {
        companyId: item.companyId,
        userId: item.userId,
        kind,
        historyId: item.id,
        actorId: null,
        excerpt: `${row.destinationName}: ${excerpt}`,
      },
    ])
    .catch((err: unknown) => deps.log.warn({ err }, 'a publication notification was not sent'));
}
