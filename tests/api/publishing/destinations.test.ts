import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_DESTINATIONS, TOO_MANY_DESTINATIONS } from '@core/api/publishing.js';
import { auditLog, destinations } from '../../../src/server/db/schema.js';
import { callAs, callerFor, signedOutOn, type Caller } from '../../support/callers.js';
import { createCompany, createUser, platformCompany } from '../../support/factories.js';
import { createTestApp } from '../../support/test-app.js';
import { startWebhookServer } from '../../support/webhook-server.js';

const server = await startWebhookServer();
const t = await createTestApp({ WEBHOOK_ALLOW_HOSTS: [server.host] });

const MASK = '••••••••';

/** A company with an admin, a user, another company's admin and operator staff, signed in. */
async function scene() {
  const company = await createCompany(t);
  const other = await createCompany(t);
  const platform = await platformCompany(t);
  const callers = {
    admin: await callerFor(t, company, await createUser(t, company, 'admin')),
    user: await callerFor(t, company, await createUser(t, company, 'user')),
    otherAdmin: await callerFor(t, other, await createUser(t, other, 'admin')),
    staff: await callerFor(t, platform, await createUser(t, platform, 'admin')),
  };
  return { company, other, callers };
}

const input = (extra: Record<string, unknown> = {}) => ({
  name: 'WordPress',
  url: server.url('/wp'),
  apiKey: 'Bearer secret-1234',
  assistantTypes: ['blog'],
  ...extra,
});

const rowsOf = (companyId: number) =>
  t.database.db.select().from(destinations).where(eq(destinations.companyId, companyId));

async function add(caller: Caller, body: Record<string, unknown> = input()) {
  const res = await callAs(t, caller, {
    method: 'POST',
    url: '/api/admin/destinations',
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; apiKey: string; url: string };
}

describe('destinations CRUD', () => {
  it('adds, lists, changes and deletes, with the key masked and audited', async () => {
    const { company, callers } = await scene();
    const created = await add(callers.admin);
    expect(created).toMatchObject({
      name: 'WordPress',
      url: server.url('/wp'),
      apiKey: `${MASK}1234`,
      assistantTypes: ['blog'],
      enabled: true,
    });
    const [row] = await rowsOf(company.id);
    expect(row.apiKeyEncrypted).not.toContain('secret');
    expect(t.app.ctx.secrets.decrypt(row.apiKeyEncrypted)).toBe('Bearer secret-1234');

    const list = await callAs(t, callers.admin, { url: '/api/admin/destinations' });
    expect(list.statusCode).toBe(200);
    expect(list.json().destinations).toEqual([created]);
    expect(list.body).not.toContain('secret');

    const put = await callAs(t, callers.admin, {
      method: 'PUT',
      url: `/api/admin/destinations/${created.id}`,
      payload: input({ name: 'Blog', apiKey: created.apiKey, assistantTypes: [], enabled: false }),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ name: 'Blog', apiKey: `${MASK}1234`, enabled: false });
    expect(put.json().assistantTypes).toEqual([]);

    const del = await callAs(t, callers.admin, {
      method: 'DELETE',
      url: `/api/admin/destinations/${created.id}`,
    });
    expect(del.statusCode).toBe(200);
    expect(await rowsOf(company.id)).toEqual([]);
    const again = await callAs(t, callers.admin, {
      method: 'DELETE',
      url: `/api/admin/destinations/${created.id}`,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Destination not found' });

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.id), eq(auditLog.targetType, 'destination')));
    expect(entries.map((e) => e.action).sort()).toEqual([
      'destination.create',
      'destination.delete',
      'destination.update',
    ]);
    const update = entries.find((e) => e.action === 'destination.update')!;
    expect(update.changes).toEqual({
      name: { from: 'WordPress', to: 'Blog' },
      assistantTypes: { from: ['blog'], to: [] },
      enabled: { from: true, to: false },
    });
    expect(JSON.stringify(entries)).not.toContain('secret');
  });

  it('keeps the key when apiKey is left out, removes it with "", asks again on a new origin', async () => {
    const { company, callers } = await scene();
    const { id } = await add(callers.admin);
    const put = (body: Record<string, unknown>) =>
      callAs(t, callers.admin, {
        method: 'PUT',
        url: `/api/admin/destinations/${id}`,
        payload: body,
      });
    const { apiKey: _drop, ...noKey } = input();

    const kept = await put({ ...noKey, url: server.url('/wp/other-path') });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().apiKey).toBe(`${MASK}1234`);

    const before = await rowsOf(company.id);
    const moved = await put({ ...noKey, url: 'https://elsewhere.example.com/hook' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual([
      { path: 'apiKey', message: expect.stringMatching(/^Enter the API key again/) },
    ]);
    const movedWithMask = await put({
      ...input(),
      apiKey: `${MASK}1234`,
      url: 'https://x.example.com/',
    });
    expect(movedWithMask.statusCode).toBe(400);
    expect(await rowsOf(company.id)).toEqual(before);

    const newKey = await put({ ...input(), apiKey: 'key-9876', url: 'https://x.example.com/' });
    expect(newKey.json().apiKey).toBe(`${MASK}9876`);

    const removed = await put({ ...input(), apiKey: '' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().apiKey).toBe('');
    expect((await rowsOf(company.id))[0].apiKeyEncrypted).toBe('');
  });

  it('refuses bad input with 400 naming the field and stores nothing', async () => {
    const { company, callers } = await scene();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [input({ name: '' }), 'name', /Name the destination/],
      [input({ url: 'not a url' }), 'url', /valid URL/],
      [input({ url: 'http://169.254.169.254/' }), 'url', /not allowed/],
      [input({ url: 'http://127.0.0.1:1/' }), 'url', /not allowed/],
      [input({ url: 'http://localhost:1/' }), 'url', /not allowed/],
      [input({ apiKey: 'line\nbreak' }), 'apiKey', /printable ASCII/],
      [input({ assistantTypes: ['nope'] }), 'assistantTypes.0', /Unknown assistant type: nope/],
      [input({ enabled: 'yes' }), 'enabled', /enabled must be true or false/],
    ];
    for (const [body, path, message] of cases) {
      const res = await callAs(t, callers.admin, {
        method: 'POST',
        url: '/api/admin/destinations',
        payload: body,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const errors = res.json().errors as { path: string; message: string }[];
      expect(errors.find((e) => e.path === path)?.message, res.body).toMatch(message);
    }
    expect(await rowsOf(company.id)).toEqual([]);
  });

  it(`allows at most ${MAX_DESTINATIONS} per company`, async () => {
    const { company, callers } = await scene();
    await t.database.db.insert(destinations).values(
      Array.from({ length: MAX_DESTINATIONS }, (_, i) => ({
        companyId: company.id,
        name: `D${i}`,
        url: `https://d${i}.example.com/`,
      })),
    );
    const res = await callAs(t, callers.admin, {
      method: 'POST',
      url: '/api/admin/destinations',
      payload: input(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(TOO_MANY_DESTINATIONS);
    expect(await rowsOf(company.id)).toHaveLength(MAX_DESTINATIONS);
  });
});

describe('who may manage destinations', () => {
  it('a user gets 403 on every route and changes nothing', async () => {
    const { company, callers } = await scene();
    const { id } = await add(callers.admin);
    const before = await rowsOf(company.id);
    for (const [method, url] of [
      ['GET', '/api/admin/destinations'],
      ['POST', '/api/admin/destinations'],
      ['PUT', `/api/admin/destinations/${id}`],
      ['DELETE', `/api/admin/destinations/${id}`],
      ['POST', `/api/admin/destinations/${id}/test`],
      ['GET', `/api/admin/companies/${company.slug}/destinations`],
      ['DELETE', `/api/admin/companies/${company.slug}/destinations/${id}`],
    ] as const) {
      const res = await callAs(t, callers.user, { method, url, payload: input() });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ message: 'Only administrators can manage destinations' });
    }
    const signedOut = await callAs(t, signedOutOn(company), { url: '/api/admin/destinations' });
    expect(signedOut.statusCode).toBe(401);
    expect(await rowsOf(company.id)).toEqual(before);
    expect(server.requests.filter((r) => r.url === '/wp')).toHaveLength(0);
  });

  it("another company's admin gets 404 by name and cannot reach its ids", async () => {
    const { company, callers } = await scene();
    const { id } = await add(callers.admin);
    const base = `/api/admin/companies/${company.slug}/destinations`;
    for (const [method, url] of [
      ['GET', base],
      ['POST', base],
      ['PUT', `${base}/${id}`],
      ['DELETE', `${base}/${id}`],
      ['POST', `${base}/${id}/test`],
    ] as const) {
      const res = await callAs(t, callers.otherAdmin, { method, url, payload: input() });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ message: 'Company not found' });
    }
    // Its own tenant route: the id is not one of its company's.
    const own = await callAs(t, callers.otherAdmin, {
      method: 'DELETE',
      url: `/api/admin/destinations/${id}`,
    });
    expect(own.statusCode).toBe(404);
    expect(own.json()).toEqual({ message: 'Destination not found' });
    expect(await rowsOf(company.id)).toHaveLength(1);
  });

  it('operator staff manage any company by its id; the company admin by its own', async () => {
    const { company, callers } = await scene();
    const base = `/api/admin/companies/${company.slug}/destinations`;
    const made = await callAs(t, callers.staff, { method: 'POST', url: base, payload: input() });
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json() as { id: number };
    const listed = await callAs(t, callers.admin, { url: base });
    expect(listed.json().destinations.map((d: { id: number }) => d.id)).toEqual([id]);
    const changed = await callAs(t, callers.staff, {
      method: 'PUT',
      url: `${base}/${id}`,
      payload: input({ name: 'Changed by staff' }),
    });
    expect(changed.json().name).toBe('Changed by staff');
    const entry = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.id), eq(auditLog.action, 'destination.create')));
    expect(entry[0].actorCompanySlug).toBe('platform-admin');
    const unknown = await callAs(t, callers.staff, {
      url: '/api/admin/companies/no-such-co/destinations',
    });
    expect(unknown.statusCode).toBe(404);
    const gone = await callAs(t, callers.staff, { method: 'DELETE', url: `${base}/${id}` });
    expect(gone.statusCode).toBe(200);
    expect(await rowsOf(company.id)).toEqual([]);
  });
});

describe('POST /api/admin/destinations/{id}/test', () => {
  it('sends a sample publication with the key and reports what came back', async () => {
    const { company, callers } = await scene();
    server.answerOn('/wp-test', {
      status: 200,
      body: [{ url: 'https://blog.example.com/p/1', externalId: 42 }],
    });
    const { id } = await add(
      callers.admin,
      input({ url: server.url('/wp-test'), assistantTypes: ['linkedin2'] }),
    );
    const res = await callAs(t, callers.admin, {
      method: 'POST',
      url: `/api/admin/destinations/${id}/test`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      url: server.url('/wp-test'),
      reachable: true,
      status: 200,
      understood: true,
      acknowledged: false,
      publishedUrl: 'https://blog.example.com/p/1',
      externalId: '42',
    });
    expect(res.json().answer).toContain('blog.example.com');
    const [sent] = server.requestsTo('/wp-test');
    expect(sent.headers.authorization).toBe('Bearer secret-1234');
    expect(sent.body).toMatchObject({
      event: 'publish',
      test: true,
      publicationId: null,
      company: { id: company.slug, name: company.companyName },
      item: { id: 0, assistantType: 'linkedin2', formData: {}, version: 1 },
    });
    const item = (sent.body as { item: Record<string, string> }).item;
    expect(item.title).toMatch(/LinkedIn/);
    expect(item.content).toMatch(/^# /);
    expect(item.html).toContain('<strong>test</strong>');
  });

  it('reports an acknowledgement, a refusal and an unreachable address', async () => {
    const { callers } = await scene();
    server.answerOn('/ack', { status: 202, body: { accepted: true } });
    server.answerOn('/refuse', { status: 401, body: { message: 'Authorization data is wrong!' } });
    const test = async (path: string) => {
      const { id } = await add(callers.admin, input({ url: server.url(path), apiKey: '' }));
      const res = await callAs(t, callers.admin, {
        method: 'POST',
        url: `/api/admin/destinations/${id}/test`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const ack = await test('/ack');
    expect(ack).toMatchObject({ reachable: true, status: 202, acknowledged: true });
    expect(server.requestsTo('/ack')[0].headers.authorization).toBeUndefined();
    expect(server.requestsTo('/ack')[0].body).toMatchObject({ item: { assistantType: 'blog' } });

    const refused = await test('/refuse');
    expect(refused).toMatchObject({ reachable: true, status: 401, understood: false });
    expect(refused.problem).toMatch(/refused the API key/);
    expect(refused.answer).toContain('Authorization data is wrong');

    // Saved while allowed; the guard still refuses it on the call (here: a closed port).
    const closed = await startWebhookServer();
    const url = closed.url('/gone');
    await closed.close();
    const { id } = await add(callers.admin, input({ url: `http://${server.host}/x` }));
    await t.database.db.update(destinations).set({ url }).where(eq(destinations.id, id));
    const res = await callAs(t, callers.admin, {
      method: 'POST',
      url: `/api/admin/destinations/${id}/test`,
    });
    expect(res.json()).toMatchObject({ url, reachable: false, status: null, understood: false });
    expect(res.json().problem).toMatch(/not allowed|could not be reached/);
  });

  it("answers 404 for another company's destination", async () => {
    const { callers } = await scene();
    const other = await scene();
    const { id } = await add(other.callers.admin);
    const res = await callAs(t, callers.admin, {
      method: 'POST',
      url: `/api/admin/destinations/${id}/test`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Destination not found' });
  });
});
