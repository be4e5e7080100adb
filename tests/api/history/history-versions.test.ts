import { describe, expect, it } from 'vitest';
import { addHistory, createUser, newMember, type Member } from '../../support/factories.js';
import { call, createTestApp, signIn } from '../../support/test-app.js';

/**
 * The result as a document: an item's text is edited in place as versions, restored
 * from any version, and two edits of one version never both win.
 */
const t = await createTestApp();

async function itemOf(m: Member, values: Parameters<typeof addHistory>[2] = {}) {
  const [row] = await addHistory(t, m, {
    assistantType: 'blog',
    content: '# Spring\n\nFirst draft.',
    formData: { topic: 'Spring' },
    ...values,
  });
  return row;
}

const patch = (m: Member, id: number, payload: unknown) =>
  call(t, { method: 'PATCH', url: `/api/history/${id}`, slug: m.slug, cookie: m.cookie, payload });
const versionsOf = (m: Member, id: number) =>
  call(t, { url: `/api/history/${id}/versions`, slug: m.slug, cookie: m.cookie });
const restore = (m: Member, id: number, payload: unknown) =>
  call(t, {
    method: 'POST',
    url: `/api/history/${id}/restore`,
    slug: m.slug,
    cookie: m.cookie,
    payload,
  });

describe('PATCH /api/history/{id}', () => {
  it('saves an edit as the next version and keeps the text it replaced', async () => {
    const m = await newMember(t);
    const item = await itemOf(m);
    const res = await patch(m, item.id, { content: '# Spring\n\nSecond draft.', baseVersion: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: item.id,
      content: '# Spring\n\nSecond draft.',
      version: 2,
      stopped: false,
      revisedFrom: null,
    });
    expect(Date.parse(res.json().updatedAt)).toBeGreaterThanOrEqual(item.createdAt.getTime());
    const versions = (await versionsOf(m, item.id)).json().versions;
    expect(versions.map((v: { version: number; kind: string }) => [v.version, v.kind])).toEqual([
      [2, 'edited'],
      [1, 'generated'],
    ]);
    expect(versions[1].content).toBe('# Spring\n\nFirst draft.');
    // The list shows the edited text too.
    const list = await call(t, { url: '/api/history', slug: m.slug, cookie: m.cookie });
    expect(list.json().items[0]).toMatchObject({
      content: '# Spring\n\nSecond draft.',
      version: 2,
    });
  });

  it('two edits of the same version: one wins, the other gets 409 with the item as it is', async () => {
    const m = await newMember(t);
    const item = await itemOf(m);
    const [a, b] = await Promise.all([
      patch(m, item.id, { content: 'From tab A', baseVersion: 1 }),
      patch(m, item.id, { content: 'From tab B', baseVersion: 1 }),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const [won, lost] = a.statusCode === 200 ? [a, b] : [b, a];
    expect(lost.json()).toEqual({
      message: 'This item was changed in another tab or by someone else. It is shown as it is now.',
      item: won.json(),
    });
    const versions = (await versionsOf(m, item.id)).json().versions;
    expect(versions).toHaveLength(2);
    expect(versions[0].content).toBe(won.json().content);
  });

  it('refuses what it cannot keep, and changes nothing', async () => {
    const m = await newMember(t);
    const item = await itemOf(m);
    const leads = await itemOf(m, { assistantType: 'lead-generator', content: '{"leads":[]}' });
    const cases: [number, unknown, number, string][] = [
      [
        item.id,
        { content: 'x'.repeat(500_001), baseVersion: 1 },
        400,
        'The content must be at most 500,000 characters',
      ],
      [
        item.id,
        { content: 'a\u0000b', baseVersion: 1 },
        400,
        'content contains a character that is not allowed',
      ],
      [item.id, { content: 'Fine', baseVersion: 0 }, 400, 'baseVersion must be a whole number'],
      [item.id, { content: 7, baseVersion: 1 }, 400, 'The content must be text'],
      [
        leads.id,
        { content: 'Edited leads', baseVersion: 1 },
        400,
        'Lead Generator results cannot be edited as text. Generate new leads instead.',
      ],
    ];
    for (const [id, payload, status, message] of cases) {
      const res = await patch(m, id, payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toContain(message);
    }
    expect((await versionsOf(m, item.id)).json().versions).toHaveLength(1);
  });

  it("another user's or another company's item is 404, and is not changed", async () => {
    const m = await newMember(t);
    const user = await createUser(t, m.company);
    const colleague = { ...m, user, cookie: await signIn(t, m.slug, user.username) };
    const stranger = await newMember(t);
    const item = await itemOf(m);
    for (const who of [colleague, stranger]) {
      const edit = await patch(who, item.id, { content: 'Mine now', baseVersion: 1 });
      expect(edit.statusCode).toBe(404);
      expect(edit.json()).toEqual({ message: 'History item not found' });
      expect((await versionsOf(who, item.id)).statusCode).toBe(404);
      expect((await restore(who, item.id, { version: 1, baseVersion: 1 })).statusCode).toBe(404);
    }
    expect((await versionsOf(m, item.id)).json().versions[0].content).toBe(item.content);
  });
});

describe('versions and restore', () => {
  it('restores any kept version as a new version of kind restored', async () => {
    const m = await newMember(t);
    const item = await itemOf(m);
    await patch(m, item.id, { content: 'Two', baseVersion: 1 });
    await patch(m, item.id, { content: 'Three', baseVersion: 2 });
    const stale = await restore(m, item.id, { version: 1, baseVersion: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().item.version).toBe(3);
    const res = await restore(m, item.id, { version: 1, baseVersion: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ content: item.content, version: 4 });
    const kinds = (await versionsOf(m, item.id))
      .json()
      .versions.map((v: { kind: string }) => v.kind);
    expect(kinds).toEqual(['restored', 'edited', 'edited', 'generated']);
    const missing = await restore(m, item.id, { version: 9, baseVersion: 4 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Version not found' });
  });

  it('keeps at least the last 50 versions', async () => {
    const m = await newMember(t);
    const item = await itemOf(m);
    for (let v = 1; v <= 60; v++) {
      const res = await patch(m, item.id, { content: `Text ${v + 1}`, baseVersion: v });
      expect(res.statusCode).toBe(200);
    }
    const versions = (await versionsOf(m, item.id)).json().versions as { version: number }[];
    expect(versions.length).toBeGreaterThanOrEqual(50);
    expect(versions[0].version).toBe(61);
    expect(versions.map((v) => v.version)).toEqual(
      [...versions.map((v) => v.version)].sort((a, b) => b - a),
    );
  });
});

describe('GET /api/history/{id}', () => {
  it("answers the owner's item as the list does; anybody else's, or a deleted one, is 404", async () => {
    const m = await newMember(t);
    const item = await itemOf(m);
    const res = await call(t, { url: `/api/history/${item.id}`, slug: m.slug, cookie: m.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const listed = (await call(t, { url: '/api/history', slug: m.slug, cookie: m.cookie })).json()
      .items[0];
    expect(res.json()).toEqual(listed);
    // A colleague in the same company, and a user of another company.
    const colleague = await createUser(t, m.company);
    const theirs = await signIn(t, m.slug, colleague.username);
    const other = await newMember(t);
    for (const [slug, cookie] of [
      [m.slug, theirs],
      [other.slug, other.cookie],
    ]) {
      const refused = await call(t, { url: `/api/history/${item.id}`, slug, cookie });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('History item not found');
    }
    await call(t, {
      method: 'DELETE',
      url: `/api/history/${item.id}`,
      slug: m.slug,
      cookie: m.cookie,
    });
    const gone = await call(t, { url: `/api/history/${item.id}`, slug: m.slug, cookie: m.cookie });
    expect(gone.statusCode).toBe(404);
  });
});
