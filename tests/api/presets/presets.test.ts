import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { assistantAccess, presets } from '../../../src/server/db/schema.js';
import { callAs, callerFor, signedOutOn, type Caller } from '../../support/callers.js';
import { VALID_FORMS } from '../../support/sample-forms.js';
import { createUser, newMember, type Company } from '../../support/factories.js';
import { createTestApp } from '../../support/test-app.js';

/** Saved form inputs: own and shared presets, their rules, who may delete them. */
const t = await createTestApp();

type Role = 'user' | 'admin';

/** A company with a member and an admin signed in, and a second member signed in. */
async function company() {
  const first = await newMember(t);
  const admin = await createUser(t, first.company, 'admin');
  const colleague = await createUser(t, first.company);
  return {
    company: first.company,
    member: { user: first.user, caller: { slug: first.slug, cookie: first.cookie } },
    admin: { user: admin, caller: await callerFor(t, first.company, admin) },
    colleague: { user: colleague, caller: await callerFor(t, first.company, colleague) },
  };
}

async function signedIn(target: Company, role: Role = 'user') {
  const user = await createUser(t, target, role);
  return { user, caller: await callerFor(t, target, user) };
}

const list = (caller: Caller, assistantType = 'blog') =>
  callAs(t, caller, { url: `/api/presets?assistantType=${assistantType}` });

function save(caller: Caller, body: Record<string, unknown>) {
  return callAs(t, caller, {
    method: 'POST',
    url: '/api/presets',
    payload: { assistantType: 'blog', formData: VALID_FORMS.blog, ...body },
  });
}

async function saved(caller: Caller, body: Record<string, unknown>) {
  const res = await save(caller, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; name: string };
}

const remove = (caller: Caller, id: number | string) =>
  callAs(t, caller, { method: 'DELETE', url: `/api/presets/${id}` });

const rowsOf = (companyId: number) =>
  t.database.db.select().from(presets).where(eq(presets.companyId, companyId));

const namesIn = async (caller: Caller, assistantType = 'blog') =>
  ((await list(caller, assistantType)).json().presets as { name: string }[]).map((p) => p.name);

describe('GET /api/presets', () => {
  it("lists the user's own presets and the company's shared ones, by name, with their fields", async () => {
    const c = await company();
    const other = await company();
    const mine = await saved(c.member.caller, { name: 'weekly blog' });
    const shared = await saved(c.admin.caller, { name: 'House style', shared: true });
    await saved(c.admin.caller, { name: 'Admin private' });
    await saved(c.colleague.caller, { name: 'Colleague private' });
    await saved(other.admin.caller, { name: 'Another company', shared: true });
    await saved(other.member.caller, { name: 'Another company own' });

    const res = await list(c.member.caller);
    expect(res.statusCode).toBe(200);
    const [row] = (await rowsOf(c.company.id)).filter((r) => r.id === shared.id);
    expect(res.json()).toEqual({
      presets: [
        {
          id: shared.id,
          name: 'House style',
          assistantType: 'blog',
          formData: VALID_FORMS.blog,
          language: null,
          shared: true,
          createdBy: { id: c.admin.user.id, username: c.admin.user.username },
          createdAt: row.createdAt.toISOString(),
        },
        expect.objectContaining({ id: mine.id, name: 'weekly blog', shared: false }),
      ],
    });
    expect(res.body).not.toContain('companyId');
    expect(await namesIn(c.admin.caller)).toEqual(['Admin private', 'House style']);
    expect(await namesIn(other.member.caller)).toEqual(['Another company', 'Another company own']);
  });

  it("lists only the asked assistant's presets", async () => {
    const c = await company();
    await saved(c.member.caller, { name: 'Blog one' });
    await saved(c.member.caller, {
      name: 'Post one',
      assistantType: 'facebook',
      formData: VALID_FORMS.facebook,
    });
    expect(await namesIn(c.member.caller, 'blog')).toEqual(['Blog one']);
    expect(await namesIn(c.member.caller, 'facebook')).toEqual(['Post one']);
    expect(await namesIn(c.member.caller, 'website')).toEqual([]);
  });

  it('needs a known assistant type: 400 without one or with an unknown one', async () => {
    const c = await company();
    for (const url of ['/api/presets', '/api/presets?assistantType=nope']) {
      const res = await callAs(t, c.member.caller, { url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe('Unknown assistant type');
    }
  });
});

describe('signed out', () => {
  it('every presets route answers 401', async () => {
    const c = await company();
    const { id } = await saved(c.member.caller, { name: 'Mine' });
    const caller = signedOutOn(c.company);
    for (const res of [
      await list(caller),
      await save(caller, { name: 'X' }),
      await remove(caller, id),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Not signed in' });
    }
    expect(await rowsOf(c.company.id)).toHaveLength(1);
  });
});

describe('POST /api/presets', () => {
  it('saves the checked inputs under the trimmed name, private unless shared', async () => {
    const c = await company();
    const res = await save(c.member.caller, {
      name: '  Monthly report  ',
      formData: { ...VALID_FORMS.blog, notAField: 'dropped' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Monthly report',
      assistantType: 'blog',
      formData: VALID_FORMS.blog,
      shared: false,
      createdBy: { id: c.member.user.id, username: c.member.user.username },
    });
    const [row] = await rowsOf(c.company.id);
    expect(row).toMatchObject({ userId: c.member.user.id, name: 'Monthly report', shared: false });
    expect(row.formData).toEqual(VALID_FORMS.blog);
  });

  it('refuses an empty name and one over 80 characters; 80 are fine', async () => {
    const c = await company();
    for (const name of ['', '   ', 'x'.repeat(81)]) {
      const res = await save(c.member.caller, { name });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().message).toMatch(
        name.length > 80 ? 'at most 80 characters' : 'Please enter a name',
      );
    }
    expect(await rowsOf(c.company.id)).toHaveLength(0);
    await saved(c.member.caller, { name: 'x'.repeat(80) });
  });

  it("refuses a name the user's preset of the assistant has, whatever its case: 409", async () => {
    const c = await company();
    await saved(c.member.caller, { name: 'Weekly Blog' });
    const res = await save(c.member.caller, { name: ' weekly blog ' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'You already have a Blog Article preset named "weekly blog". Please choose another name.',
    );
    // The name is free for another assistant, and for another user.
    await saved(c.member.caller, {
      name: 'Weekly Blog',
      assistantType: 'facebook',
      formData: VALID_FORMS.facebook,
    });
    await saved(c.colleague.caller, { name: 'weekly blog' });
    expect(await rowsOf(c.company.id)).toHaveLength(3);
  });

  it("checks the inputs by the assistant's form rules: 400 naming the field", async () => {
    const c = await company();
    const { articleTopic: _, ...withoutTopic } = VALID_FORMS.blog;
    const missing = await save(c.member.caller, { name: 'No topic', formData: withoutTopic });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContainEqual(
      expect.objectContaining({ path: 'formData.articleTopic' }),
    );
    const badOption = await save(c.member.caller, {
      name: 'Bad length',
      formData: { ...VALID_FORMS.blog, length: 'Endless' },
    });
    expect(badOption.statusCode).toBe(400);
    expect(badOption.json().errors).toContainEqual(
      expect.objectContaining({ path: 'formData.length' }),
    );
    const notObject = await save(c.member.caller, { name: 'Text', formData: 'topic' });
    expect(notObject.statusCode).toBe(400);
    expect(await rowsOf(c.company.id)).toHaveLength(0);
  });

  it('lets only admins share a preset with the company: 403 for a member', async () => {
    const c = await company();
    const res = await save(c.member.caller, { name: 'For all', shared: true });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Only administrators can share a preset with the whole company',
    );
    expect(await rowsOf(c.company.id)).toHaveLength(0);
    const shared = await saved(c.admin.caller, { name: 'For all', shared: true });
    expect(shared).toMatchObject({ shared: true });
    expect(await namesIn(c.colleague.caller)).toEqual(['For all']);
  });

  it('refuses an assistant the company has not enabled: 403', async () => {
    const c = await company();
    await t.database.db
      .insert(assistantAccess)
      .values({ companyId: c.company.id, assistantType: 'blog', enabled: false });
    const res = await save(c.admin.caller, { name: 'Disabled' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('The Blog Article assistant is not enabled for your company.');
    expect(await rowsOf(c.company.id)).toHaveLength(0);
    await t.database.db
      .update(assistantAccess)
      .set({ enabled: true })
      .where(
        and(eq(assistantAccess.companyId, c.company.id), eq(assistantAccess.assistantType, 'blog')),
      );
    await saved(c.admin.caller, { name: 'Enabled again' });
  });
});

describe('DELETE /api/presets/{id}', () => {
  it('its owner deletes a preset, private or shared', async () => {
    const c = await company();
    const own = await saved(c.member.caller, { name: 'Mine' });
    const shared = await saved(c.admin.caller, { name: 'Shared', shared: true });
    expect((await remove(c.member.caller, own.id)).json()).toEqual({ success: true });
    expect((await remove(c.admin.caller, shared.id)).statusCode).toBe(200);
    expect(await rowsOf(c.company.id)).toEqual([]);
  });

  it("an admin deletes another user's shared preset, not their private one (404)", async () => {
    const c = await company();
    const other = await signedIn(c.company, 'admin');
    const shared = await saved(other.caller, { name: 'Shared', shared: true });
    const memberOwn = await saved(c.member.caller, { name: 'Private' });
    const refused = await remove(c.admin.caller, memberOwn.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'Preset not found' });
    expect((await remove(c.admin.caller, shared.id)).statusCode).toBe(200);
    expect((await rowsOf(c.company.id)).map((r) => r.id)).toEqual([memberOwn.id]);
  });

  it("a member may not delete another user's shared preset (403), nor see a private one (404)", async () => {
    const c = await company();
    const shared = await saved(c.admin.caller, { name: 'Shared', shared: true });
    const colleagues = await saved(c.colleague.caller, { name: 'Colleague private' });
    const sharedRes = await remove(c.member.caller, shared.id);
    expect(sharedRes.statusCode).toBe(403);
    expect(sharedRes.json().message).toBe('Only administrators can delete a shared preset');
    const privateRes = await remove(c.member.caller, colleagues.id);
    expect(privateRes.statusCode).toBe(404);
    expect(privateRes.json()).toEqual({ message: 'Preset not found' });
    expect(await rowsOf(c.company.id)).toHaveLength(2);
  });

  it("another company's preset answers as an unknown id does, even to an admin", async () => {
    const c = await company();
    const other = await company();
    const theirs = await saved(other.admin.caller, { name: 'Theirs', shared: true });
    const res = await remove(c.admin.caller, theirs.id);
    const unknown = await remove(c.admin.caller, 2_000_000_000);
    expect(res.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(res.json()).toEqual(unknown.json());
    expect(await rowsOf(other.company.id)).toHaveLength(1);
    expect((await remove(c.admin.caller, 'abc')).statusCode).toBe(400);
  });
});
