import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { calendarFeeds, destinations, publications, users } from '../../../src/server/db/schema.js';
import { addHistory, createUser } from '../../support/factories.js';
import { as, reviewWorld, type Person } from '../../support/review-world.js';
import { call, createTestApp, signIn } from '../../support/test-app.js';

const PUBLIC_URL = 'https://copydesk.example.com';
const t = await createTestApp({ PUBLIC_URL });
const db = t.database.db;
const DAY = 24 * 60 * 60 * 1000;

type World = Awaited<ReturnType<typeof reviewWorld>>;

async function addPublication(
  w: { company: { id: number } },
  historyId: number,
  values: Partial<typeof publications.$inferInsert> = {},
) {
  const [destination] = await db
    .insert(destinations)
    .values({ companyId: w.company.id, name: 'Company blog', url: 'https://hooks.example/p' })
    .returning();
  const [row] = await db
    .insert(publications)
    .values({
      companyId: w.company.id,
      historyId,
      version: 1,
      destinationId: destination.id,
      destinationName: destination.name,
      status: 'scheduled',
      publishAt: new Date(Date.now() + 2 * DAY),
      ...values,
    })
    .returning();
  return row;
}

/** The author's scheduled publication, a colleague's private one (published), an old one. */
async function world() {
  const w = await reviewWorld(t);
  const scheduled = await addPublication(w, w.item.id);
  const [privateItem] = await addHistory(
    t,
    { company: w.company, user: { id: w.second.id } },
    { status: 'approved', formData: { topic: 'Quarterly figures' } },
  );
  const published = await addPublication(w, privateItem.id, {
    status: 'published',
    publishAt: new Date(Date.now() - DAY),
    publishedAt: new Date(Date.now() - DAY),
    url: 'https://blog.example.com/p/42',
    externalId: '42',
  });
  const old = await addPublication(w, w.item.id, { publishAt: new Date(Date.now() - 60 * DAY) });
  return { ...w, scheduled, published, privateItem, old };
}

const makeFeed = async (who: Person) => {
  const res = await as(t, who, 'POST', '/api/me/calendar-feed');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { url: string }).url;
};

/** Reads the feed at its address (on the company's host: the configured one is not served here). */
const readFeed = (url: string, slug: string) => {
  const { pathname, search } = new URL(url);
  return call(t, { url: pathname + search, slug });
};

const uid = (id: number) => `UID:publication-${id}@copydesk`;

describe('the calendar feed address', () => {
  it('is made once, on the configured address, with a token that is stored hashed', async () => {
    const w = await world();
    const before = await as(t, w.author, 'GET', '/api/me/calendar-feed');
    expect(before.json()).toEqual({ active: false, createdAt: null });

    const url = await makeFeed(w.author);
    const parsed = new URL(url);
    expect(parsed.origin).toBe(PUBLIC_URL);
    expect(parsed.pathname).toBe('/api/calendar.ics');
    expect(parsed.searchParams.get('company')).toBe(w.company.slug);
    const token = parsed.searchParams.get('token')!;
    expect(token).toMatch(/^cdkcal_[\w-]{43}$/);

    const [stored] = await db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, w.author.id));
    expect(stored.companyId).toBe(w.company.id);
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);

    const status = await as(t, w.author, 'GET', '/api/me/calendar-feed');
    expect(status.json()).toMatchObject({ active: true, createdAt: expect.any(String) });
  });

  it('never takes the request Host: a forged one does not change the address', async () => {
    const w = await world();
    const res = await call(t, {
      method: 'POST',
      url: '/api/me/calendar-feed',
      slug: w.author.slug,
      cookie: w.author.cookie,
      headers: { 'x-forwarded-host': 'evil.example', forwarded: 'host=evil.example' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(new URL(res.json<{ url: string }>().url).origin).toBe(PUBLIC_URL);

    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/me/calendar-feed?company=${w.company.slug}`,
      headers: { host: 'evil.example', cookie: w.author.cookie },
    });
    if (forged.statusCode === 200) {
      expect(new URL(forged.json<{ url: string }>().url).origin).toBe(PUBLIC_URL);
    } else {
      expect(forged.body).not.toContain('evil.example');
    }
  });

  it('needs a session', async () => {
    const w = await world();
    const res = await call(t, {
      method: 'POST',
      url: '/api/me/calendar-feed',
      slug: w.company.slug,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('the feed', () => {
  it('holds the publications its user may see, as iCalendar events', async () => {
    const w = await world();
    const res = await readFeed(await makeFeed(w.author), w.company.slug);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = res.body.replace(/\r\n[ \t]/g, '');
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);
    expect(ics).toContain(uid(w.scheduled.id));
    expect(ics).toContain('→ Company blog');
    expect(ics).toContain('Status: scheduled');
    expect(ics).toContain(`/assistants/blog?item=${w.item.id}`);
    expect(ics).toContain(`URL;VALUE=URI:${PUBLIC_URL}/assistants/blog?item=${w.item.id}`);
    // A colleague's private item, and what is older than 30 days, are not in it.
    expect(ics).not.toContain(uid(w.published.id));
    expect(ics).not.toContain(uid(w.old.id));
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    // 15 minutes long, starting at publishAt.
    const start = w.scheduled.publishAt.toISOString().replace(/[-:]|\.\d{3}/g, '');
    const end = new Date(w.scheduled.publishAt.getTime() + 15 * 60 * 1000)
      .toISOString()
      .replace(/[-:]|\.\d{3}/g, '');
    expect(ics).toContain(`DTSTART:${start}`);
    expect(ics).toContain(`DTEND:${end}`);
  });

  it("an admin's holds every publication of the company, with the link once published", async () => {
    const w = await world();
    const res = await readFeed(await makeFeed(w.admin), w.company.slug);
    const ics = res.body.replace(/\r\n[ \t]/g, '');
    expect(ics).toContain(uid(w.scheduled.id));
    expect(ics).toContain(uid(w.published.id));
    expect(ics).toContain('Quarterly figures → Company blog');
    expect(ics).toContain('Status: published');
    expect(ics).toContain('https://blog.example.com/p/42');
  });

  it("holds nothing of another user's or another company's", async () => {
    const w = await world();
    const other = await world();
    const mine = (await readFeed(await makeFeed(w.bystander), w.company.slug)).body;
    expect(mine).not.toContain('BEGIN:VEVENT');
    const theirs = (await readFeed(await makeFeed(w.outsider), w.outsider.slug)).body;
    for (const x of [w, other] as World[]) {
      expect(theirs).not.toContain(`?item=${x.item.id}`);
    }
    expect(theirs).not.toContain('BEGIN:VEVENT');
    // A token read on another company's address still answers its own company only.
    const cross = await readFeed(await makeFeed(w.admin), other.company.slug);
    expect(cross.body).not.toContain(uid(other.scheduled.id));
  });

  it('answers 404 with no detail to an unknown, replaced or revoked token', async () => {
    const w = await world();
    const unknown = await call(t, {
      url: '/api/calendar.ics?token=cdkcal_nothing',
      slug: w.company.slug,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Not found' });
    const missing = await call(t, { url: '/api/calendar.ics', slug: w.company.slug });
    expect(missing.statusCode).toBe(404);

    const first = await makeFeed(w.author);
    const second = await makeFeed(w.author);
    expect((await readFeed(first, w.company.slug)).statusCode).toBe(404);
    expect((await readFeed(second, w.company.slug)).statusCode).toBe(200);

    const revoked = await as(t, w.author, 'DELETE', '/api/me/calendar-feed');
    expect(revoked.json()).toEqual({ active: false, createdAt: null });
    expect((await readFeed(second, w.company.slug)).statusCode).toBe(404);
  });

  it('stops working when its user is deleted', async () => {
    const w = await world();
    const user = await createUser(t, w.company, 'user');
    const person: Person = {
      id: user.id,
      username: user.username,
      cookie: await signIn(t, w.company.slug, user.username),
      slug: w.company.slug,
    };
    const url = await makeFeed(person);
    expect((await readFeed(url, w.company.slug)).statusCode).toBe(200);
    await db.delete(users).where(eq(users.id, user.id));
    expect((await readFeed(url, w.company.slug)).statusCode).toBe(404);
    const rows = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, user.id));
    expect(rows).toEqual([]);
  });
});
