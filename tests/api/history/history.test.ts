import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { historyItems } from '../../../src/server/db/schema.js';
import {
  addHistory,
  type HistoryValues,
  createUser,
  newMember,
  platformCompany,
} from '../../support/factories.js';
import { call, createTestApp, signIn, type TestApp } from '../../support/test-app.js';

const t = await createTestApp();

type Owner = { companyId: number; userId: number };

async function addItem(owner: Owner, values: HistoryValues = {}) {
  const [row] = await addHistory(t, byIds(owner), {
    assistantType: 'facebook',
    content: 'A post about spring gardening',
    formData: { topic: 'Spring gardening' },
    sessionId: 'session_abc',
    ...values,
  });
  return row;
}

const byIds = (owner: Owner) => ({ company: { id: owner.companyId }, user: { id: owner.userId } });

const rowOf = async (id: number) =>
  (await t.database.db.select().from(historyItems).where(eq(historyItems.id, id)))[0];

/** A company with a signed-in member. */
const member = (app: TestApp = t, role: 'user' | 'admin' = 'user') => newMember(app, { role });

describe('GET /api/history', () => {
  it("lists only the signed-in user's own items in this company, with the spec's fields", async () => {
    const me = await member();
    const colleague = await createUser(t, me.company);
    const other = await member();
    const mine = await addItem(
      { companyId: me.company.id, userId: me.user.id },
      { revisionRequest: 'Shorter please', isFavorite: true },
    );
    await addItem({ companyId: me.company.id, userId: colleague.id });
    await addItem({ companyId: other.company.id, userId: other.user.id });
    const res = await call(t, { url: '/api/history', slug: me.slug, cookie: me.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [
        {
          id: mine.id,
          assistantType: 'facebook',
          content: 'A post about spring gardening',
          formData: { topic: 'Spring gardening' },
          createdAt: mine.createdAt.toISOString(),
          isFavorite: true,
          revisionRequest: 'Shorter please',
          sessionId: 'session_abc',
          version: 1,
          stopped: false,
          revisedFrom: null,
          updatedAt: mine.updatedAt.toISOString(),
          author: { id: me.user.id, username: me.user.username },
          status: 'draft',
          visibility: 'private',
          reviewers: [],
          approvedVersion: null,
          approvedBy: null,
          approvedAt: null,
          publishedUrl: null,
          language: null,
          sources: [],
        },
      ],
      nextCursor: null,
    });
    expect(res.body).not.toContain('userId');
    expect(res.body).not.toContain('companyId');
  });

  it('shows items of every session; onlySession narrows to the sent session', async () => {
    const me = await member();
    const owner = { companyId: me.company.id, userId: me.user.id };
    await addItem(owner, { sessionId: 'session_old' });
    await addItem(owner, { sessionId: 'session_new' });
    const all = await call(t, {
      url: '/api/history',
      slug: me.slug,
      cookie: me.cookie,
    });
    expect(all.json().items).toHaveLength(2);
    const sent = await call(t, {
      url: '/api/history?sessionId=session_new',
      slug: me.slug,
      cookie: me.cookie,
    });
    expect(sent.json().items).toHaveLength(2);
    const filtered = await call(t, {
      url: '/api/history?sessionId=session_old&onlySession=true',
      slug: me.slug,
      cookie: me.cookie,
    });
    expect(filtered.json().items.map((i: { sessionId: string }) => i.sessionId)).toEqual([
      'session_old',
    ]);
  });

  it('answers 401 signed out, and 404 for an unknown company', async () => {
    const me = await member();
    const anon = await call(t, { url: '/api/history', slug: me.slug });
    expect(anon.statusCode).toBe(401);
    const unknown = await call(t, { url: '/api/history', slug: 'no-such-company-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Company not found' });
  });

  it("does not let a session made on one company read another company's history", async () => {
    const me = await member();
    const other = await member();
    await addItem({ companyId: other.company.id, userId: other.user.id });
    const res = await call(t, { url: '/api/history', slug: other.slug, cookie: me.cookie });
    expect(res.statusCode).toBe(403);
  });

  it("gives operator staff in another company only their own items there, never the members'", async () => {
    const platform = await platformCompany(t);
    const staff = await createUser(t, platform, 'platform_admin');
    const cookie = await signIn(t, 'platform-admin', staff.username);
    const target = await member();
    await addItem({ companyId: target.company.id, userId: target.user.id });
    const own = await addItem({ companyId: target.company.id, userId: staff.id });
    const res = await call(t, { url: '/api/history', slug: target.slug, cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((i: { id: number }) => i.id)).toEqual([own.id]);
  });
});

describe('PUT /api/history/favorite/{id}', () => {
  it('toggles the flag and returns the item', async () => {
    const me = await member();
    const item = await addItem({ companyId: me.company.id, userId: me.user.id });
    const url = `/api/history/favorite/${item.id}`;
    const on = await call(t, { method: 'PUT', url, slug: me.slug, cookie: me.cookie });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ id: item.id, isFavorite: true, content: item.content });
    expect((await rowOf(item.id)).isFavorite).toBe(true);
    const off = await call(t, { method: 'PUT', url, slug: me.slug, cookie: me.cookie });
    expect(off.json().isFavorite).toBe(false);
    expect((await rowOf(item.id)).isFavorite).toBe(false);
  });

  it("answers 404 for another user's or another company's item and leaves it untouched", async () => {
    const me = await member();
    const colleague = await createUser(t, me.company, 'admin');
    const other = await member();
    const theirs = await addItem({ companyId: me.company.id, userId: colleague.id });
    const foreign = await addItem({ companyId: other.company.id, userId: other.user.id });
    for (const id of [theirs.id, foreign.id, 2_147_483_647, 99_999_999_999]) {
      const res = await call(t, {
        method: 'PUT',
        url: `/api/history/favorite/${id}`,
        slug: me.slug,
        cookie: me.cookie,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'History item not found' });
    }
    expect((await rowOf(theirs.id)).isFavorite).toBe(false);
    expect((await rowOf(foreign.id)).isFavorite).toBe(false);
  });

  it('a company admin cannot touch a member’s item either', async () => {
    const admin = await member(t, 'admin');
    const user = await createUser(t, admin.company);
    const item = await addItem({ companyId: admin.company.id, userId: user.id });
    const res = await call(t, {
      method: 'PUT',
      url: `/api/history/favorite/${item.id}`,
      slug: admin.slug,
      cookie: admin.cookie,
    });
    expect(res.statusCode).toBe(404);
    expect((await rowOf(item.id)).isFavorite).toBe(false);
  });

  it('answers 401 signed out and changes nothing', async () => {
    const me = await member();
    const item = await addItem({ companyId: me.company.id, userId: me.user.id });
    const res = await call(t, {
      method: 'PUT',
      url: `/api/history/favorite/${item.id}`,
      slug: me.slug,
    });
    expect(res.statusCode).toBe(401);
    expect((await rowOf(item.id)).isFavorite).toBe(false);
  });
});

describe('DELETE /api/history/{id}', () => {
  it('deletes the own item and answers {success:true}; a second delete is 404', async () => {
    const me = await member();
    const item = await addItem({ companyId: me.company.id, userId: me.user.id });
    const url = `/api/history/${item.id}`;
    const res = await call(t, { method: 'DELETE', url, slug: me.slug, cookie: me.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await rowOf(item.id)).toBeUndefined();
    const again = await call(t, { method: 'DELETE', url, slug: me.slug, cookie: me.cookie });
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 for another user's or another company's item and keeps it", async () => {
    const me = await member();
    const colleague = await createUser(t, me.company);
    const other = await member();
    const theirs = await addItem({ companyId: me.company.id, userId: colleague.id });
    const foreign = await addItem({ companyId: other.company.id, userId: other.user.id });
    for (const id of [theirs.id, foreign.id]) {
      const res = await call(t, {
        method: 'DELETE',
        url: `/api/history/${id}`,
        slug: me.slug,
        cookie: me.cookie,
      });
      expect(res.statusCode).toBe(404);
    }
    expect(await rowOf(theirs.id)).toBeDefined();
    expect(await rowOf(foreign.id)).toBeDefined();
    // Signed out: 401, nothing deleted.
    const anon = await call(t, {
      method: 'DELETE',
      url: `/api/history/${theirs.id}`,
      slug: me.slug,
    });
    expect(anon.statusCode).toBe(401);
    expect(await rowOf(theirs.id)).toBeDefined();
  });
});

describe('bad ids', () => {
  it('answer 400 with a clear message on both routes and change nothing', async () => {
    const me = await member();
    const item = await addItem({ companyId: me.company.id, userId: me.user.id });
    for (const bad of ['abc', '0', '-1', '1.5', '%20']) {
      for (const [method, url] of [
        ['PUT', `/api/history/favorite/${bad}`],
        ['DELETE', `/api/history/${bad}`],
      ] as const) {
        const res = await call(t, { method, url, slug: me.slug, cookie: me.cookie });
        expect(res.statusCode, `${method} ${url}`).toBe(400);
        expect(res.json().message).toBe('The id must be a positive whole number');
      }
    }
    expect(await rowOf(item.id)).toMatchObject({ isFavorite: false });
  });
});

describe('OpenAPI', () => {
  it('documents the three history routes with their schemas', async () => {
    const me = await member();
    const res = await call(t, { url: '/api/openapi.json', slug: me.slug });
    const paths = res.json().paths;
    expect(paths['/api/history'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['sessionId', 'cursor', 'limit', 'assistantType', 'favorites']),
    );
    expect(paths['/api/history/favorite/{id}'].put.responses['200']).toBeDefined();
    expect(paths['/api/history/{id}'].delete.responses['200']).toBeDefined();
  });
});
