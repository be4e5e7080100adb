import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../../auth/secret-token.js';
import { eq } from 'drizzle-orm';
import ical from 'ical-generator';
import type { Publication } from '@core/api/publishing.js';
import { assistantPath } from '@core/assistants/paths.js';
import { isAdminRole } from '@core/roles.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { calendarFeeds, companies, users } from '../../db/schema.js';
import { companyAddress } from '../../tenancy/company-address.js';
import { listPublications } from './list-publications.js';

type AddressConfig = Pick<Config, 'PUBLIC_URL' | 'BASE_DOMAIN' | 'PORT' | 'SECURE_COOKIES'>;

const TOKEN_PREFIX = 'cdkcal_';
const DAY_MS = 24 * 60 * 60 * 1000;
/** The feed covers publications from 30 days ago to a year ahead. */
const PAST_DAYS = 30;
const AHEAD_DAYS = 366;
const EVENT_MINUTES = 15;
const PAGE = 500;

/** The address a feed token is read at, on the company's own address. */
const feedUrl = (config: AddressConfig, slug: string, token: string) =>
  companyAddress(config, slug)(`/api/calendar.ics?token=${encodeURIComponent(token)}`);

/**
 * Makes (or replaces) the user's feed token and answers the feed's address, the only time the
 * token is shown: only its SHA-256 is kept.
 */
export async function createCalendarFeed(
  db: Db,
  config: AddressConfig,
  user: { id: number; companyId: number },
): Promise<{ url: string }> {
  const [company] = await db
    .select({ slug: companies.slug })
    .from(companies)
    .where(eq(companies.id, user.companyId));
  const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const tokenHash = sha256Hex(token);
  await db
    .insert(calendarFeeds)
    .values({ userId: user.id, companyId: user.companyId, tokenHash })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { companyId: user.companyId, tokenHash, createdAt: new Date() },
    });
  return { url: feedUrl(config, company.slug, token) };
}

/** Whether the user has a feed, and since when. */
export async function calendarFeedStatus(db: Db, userId: number) {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return { active: Boolean(row), createdAt: row?.createdAt.toISOString() ?? null };
}

/** Revokes the user's feed: its address stops working at once. */
export async function revokeCalendarFeed(db: Db, userId: number) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The user a feed token belongs to, or null (unknown, revoked, or the user moved company). */
async function feedOwner(db: Db, token: string) {
  if (!token.startsWith(TOKEN_PREFIX) || token.length > 200) return null;
  const [row] = await db
    .select({
      userId: users.id,
      role: users.role,
      userCompanyId: users.companyId,
      companyId: calendarFeeds.companyId,
      slug: companies.slug,
      companyName: companies.companyName,
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .innerJoin(companies, eq(companies.id, calendarFeeds.companyId))
    .where(eq(calendarFeeds.tokenHash, sha256Hex(token)));
  if (!row || row.userCompanyId !== row.companyId) return null;
  return row;
}

function describe(p: Publication, itemUrl: string): string {
  const lines = [`Status: ${p.status}`];
  if (p.status === 'published' && p.url) lines.push(`Published at: ${p.url}`);
  if (p.status === 'failed' && p.lastError) lines.push(`Error: ${p.lastError}`);
  lines.push(`In Copydesk: ${itemUrl}`);
  return lines.join('\n');
}

/**
 * `GET /api/calendar.ics?token=…`: the publications the token's user may see (as
 * `GET /api/publications` answers them), from 30 days ago to a year ahead, as an iCalendar.
 * Null when the token is not (or no longer) good.
 */
export async function calendarFeed(
  db: Db,
  config: AddressConfig,
  token: string,
  now = new Date(),
): Promise<string | null> {
  const owner = await feedOwner(db, token);
  if (!owner) return null;
  const viewer = {
    companyId: owner.companyId,
    userId: owner.userId,
    isAdmin: isAdminRole(owner.role),
  };
  const from = new Date(now.getTime() - PAST_DAYS * DAY_MS).toISOString();
  const to = new Date(now.getTime() + AHEAD_DAYS * DAY_MS).toISOString();
  const address = companyAddress(config, owner.slug);
  const calendar = ical({
    name: `${owner.companyName}: publications`,
    prodId: { company: 'Copydesk', product: 'publications', language: 'EN' },
  });
  let cursor: string | undefined;
  do {
    const page = await listPublications(db, viewer, { from, to, cursor, limit: PAGE });
    for (const p of page.items) {
      const start = new Date(p.publishAt);
      const itemUrl = address(`${assistantPath(p.assistantType)}?item=${p.itemId}`);
      calendar.createEvent({
        id: `publication-${p.id}@copydesk`,
        start,
        end: new Date(start.getTime() + EVENT_MINUTES * 60 * 1000),
        stamp: new Date(p.createdAt),
        summary: `${p.title} → ${p.destination.name}`,
        description: describe(p, itemUrl),
        url: itemUrl,
      });
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return calendar.toString();
}
