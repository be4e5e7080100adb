import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/server/db/schema.js';
import { adminWorld } from '../../support/admin-users-fixtures.js';
import { callAs, type Caller } from '../../support/callers.js';
import { addHistory, createCompany, newMember } from '../../support/factories.js';
import { createTestApp } from '../../support/test-app.js';

/**
 * A paging cursor is opaque: one the server did not make (an impossible date, a year PostgreSQL
 * cannot hold, a NUL character) answers 400 "The cursor is not valid" before the database sees
 * it, on every paged list. Cursors near the edges the server could make still page.
 */
const t = await createTestApp();
const w = await adminWorld(t);
const operator = w.callers['operator staff (admin)'];
const platformAdmin = w.callers['platform admin'];

const BAD_CURSOR = 'The cursor is not valid';
const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const decode = (cursor: string) => Buffer.from(cursor, 'base64url').toString('utf8');
/** A cursor of the operator's lists: [sort, value, id]. */
const listCursor = (sort: string, value: unknown, id = 5) =>
  encode(JSON.stringify([sort, value, id]));

/** A real cursor with its time replaced (whatever the cursor's layout around it). */
const withTime = (cursor: string, time: string) =>
  encode(decode(cursor).replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z/, time));

const IMPOSSIBLE_TIMES = [
  '2026-02-30T00:00:00.000000Z',
  '2025-02-29T12:00:00.000000Z',
  '2026-04-31T00:00:00.000000Z',
  '2026-13-01T00:00:00.000000Z',
  '2026-01-01T24:00:00.000000Z',
  '2026-01-01T23:60:00.000000Z',
  '0000-01-01T00:00:00.000000Z',
];

async function expectBadCursor(caller: Caller, url: string) {
  const res = await callAs(t, caller, { url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
  expect((res.json() as { message: string }).message).toBe(BAD_CURSOR);
}

async function expectPage(caller: Caller, url: string) {
  const res = await callAs(t, caller, { url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as { items: unknown[]; nextCursor: string | null };
}

describe('history cursors', () => {
  const member = newMember(t);
  const caller = async (): Promise<Caller> => {
    const m = await member;
    return { slug: m.slug, cookie: m.cookie };
  };

  it('refuses a cursor holding 30 February', async () => {
    await expectBadCursor(
      await caller(),
      '/api/history?cursor=MjAyNi0wMi0zMFQwMDowMDowMC4wMDAwMDBafDE',
    );
  });

  it.each(IMPOSSIBLE_TIMES)('refuses a real cursor whose time is made %s', async (time) => {
    const m = await member;
    await addHistory(t, m, [{}, {}, {}]);
    const first = await expectPage(await caller(), '/api/history?limit=1');
    expect(first.nextCursor).not.toBeNull();
    await expectBadCursor(
      await caller(),
      `/api/history?limit=1&cursor=${withTime(first.nextCursor!, time)}`,
    );
  });

  it('still pages with a cursor at the first and the last moment of the range', async () => {
    const m = await member;
    await addHistory(t, m, [{}, {}]);
    const first = await expectPage(await caller(), '/api/history?limit=1');
    for (const time of ['0001-01-01T00:00:00.000000Z', '9999-12-31T23:59:59.999999Z']) {
      await expectPage(await caller(), `/api/history?cursor=${withTime(first.nextCursor!, time)}`);
    }
  });
});

describe('audit log cursors', () => {
  const admin = (async () => {
    const m = await newMember(t, { role: 'admin' });
    await t.database.db.insert(auditLog).values(
      [0, 1, 2].map((i) => ({
        at: new Date(Date.UTC(2026, 2, 10, 9, 0, i)),
        companyId: m.company.id,
        companySlug: m.slug,
        actorUsername: m.user.username,
        actorCompanySlug: m.slug,
        action: 'user.create',
        targetType: 'user',
        targetId: String(i),
      })),
    );
    return { slug: m.slug, cookie: m.cookie } satisfies Caller;
  })();

  it.each(IMPOSSIBLE_TIMES)('refuses a real cursor whose time is made %s', async (time) => {
    const first = await expectPage(await admin, '/api/admin/audit-log?limit=1');
    expect(first.nextCursor).not.toBeNull();
    await expectBadCursor(
      await admin,
      `/api/admin/audit-log?limit=1&cursor=${withTime(first.nextCursor!, time)}`,
    );
  });

  it('refuses a cursor holding a NUL character', async () => {
    const first = await expectPage(await admin, '/api/admin/audit-log?limit=1');
    const text = decode(first.nextCursor!).replace(/Z/, 'Z\u0000');
    await expectBadCursor(await admin, `/api/admin/audit-log?cursor=${encode(text)}`);
  });
});

describe("the operator's lists", () => {
  // A company of the lists, so that a page is never empty by chance.
  const tag = `cc${randomBytes(3).toString('hex')}`;
  const made = createCompany(t, { slug: `${tag}-co`, companyName: `${tag} Co` });

  const lists = [
    ['/api/admin/companies/page', operator],
    ['/api/platform-admin/companies/page', platformAdmin],
  ] as const;

  describe.each(lists)('%s', (path, caller) => {
    it('refuses a name cursor holding a NUL character', async () => {
      await made;
      await expectBadCursor(caller, `${path}?sort=name&cursor=${listCursor('name', 'x\u0000y')}`);
      await expectBadCursor(caller, `${path}?sort=name&cursor=${listCursor('name', 'x\ud800y')}`);
    });

    it.each(IMPOSSIBLE_TIMES)('refuses a created cursor of %s', async (time) => {
      await expectBadCursor(caller, `${path}?sort=created&cursor=${listCursor('created', time)}`);
    });

    it('refuses a cursor naming an id beyond the range', async () => {
      const cursor = listCursor('name', 'x', 2 ** 31);
      await expectBadCursor(caller, `${path}?sort=name&cursor=${cursor}`);
    });

    it('pages after a cursor at the edges of the range', async () => {
      await made;
      for (const time of ['0001-01-01T00:00:00.000000Z', '9999-12-31T23:59:59.999999Z']) {
        const cursor = listCursor('-created', time);
        await expectPage(caller, `${path}?q=${tag}&sort=-created&cursor=${cursor}`);
      }
      const page = await expectPage(
        caller,
        `${path}?q=${tag}&sort=name&cursor=${listCursor('name', 'a')}`,
      );
      expect(page.items).toHaveLength(1);
    });
  });

  describe('/api/admin/users/page', () => {
    it.each(IMPOSSIBLE_TIMES)('refuses a created cursor of %s', async (time) => {
      const url = `/api/admin/users/page?sort=created&cursor=${listCursor('created', time)}`;
      await expectBadCursor(operator, url);
      await expectBadCursor(w.callers['company admin'], url);
    });

    it('refuses a username cursor holding a NUL character', async () => {
      const cursor = listCursor('username', 'ad\u0000min');
      await expectBadCursor(operator, `/api/admin/users/page?sort=username&cursor=${cursor}`);
    });

    it('pages after a lastLogin cursor at the first moment of the range', async () => {
      const cursor = listCursor('lastLogin', '0001-01-01T00:00:00.000000Z');
      await expectPage(
        w.callers['company admin'],
        `/api/admin/users/page?sort=lastLogin&cursor=${cursor}`,
      );
    });
  });
});
