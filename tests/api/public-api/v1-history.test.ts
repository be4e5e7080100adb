import { describe, expect, it } from 'vitest';
import { destinations } from '../../../src/server/db/schema.js';
import { callAs, callerFor } from '../../support/callers.js';
import { addHistory, createCompany, createUser } from '../../support/factories.js';
import { createTestApp, hostOf } from '../../support/test-app.js';

const t = await createTestApp();
const db = t.database.db;

type User = Awaited<ReturnType<typeof createUser>>;
type Company = Awaited<ReturnType<typeof createCompany>>;

async function tokenFor(company: Company, user: User, scopes: string[]) {
  const res = await callAs(t, await callerFor(t, company, user), {
    method: 'POST',
    url: '/api/me/tokens',
    payload: { name: 'Script', scopes },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { token: string }).token;
}

function v1(token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { host: hostOf('anything'), authorization: `Bearer ${token}` },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

async function world() {
  const company = await createCompany(t);
  const author = await createUser(t, company, 'user');
  const reviewer = await createUser(t, company, 'user');
  const [item] = await addHistory(t, { company, user: author }, { content: 'First draft' });
  const [other] = await addHistory(t, { company, user: reviewer }, { content: 'Not yours' });
  return { company, author, reviewer, item, other };
}

describe('history through the public API', () => {
  it('reads with history:read, edits only with history:write', async () => {
    const w = await world();
    const reader = await tokenFor(w.company, w.author, ['history:read']);
    const list = await v1(reader, 'GET', '/history?q=draft');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items.map((i: { id: number }) => i.id)).toEqual([w.item.id]);
    expect((await v1(reader, 'GET', `/history/${w.item.id}`)).json()).toMatchObject({
      id: w.item.id,
      content: 'First draft',
    });
    expect((await v1(reader, 'GET', `/history/${w.item.id}/versions`)).statusCode).toBe(200);
    // A colleague's private item reads as missing.
    const foreign = await v1(reader, 'GET', `/history/${w.other.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().type).toBe('urn:copydesk:problem:not-found');

    const edit = { content: 'Second draft', baseVersion: 1 };
    const refused = await v1(reader, 'PATCH', `/history/${w.item.id}`, edit);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('This token does not have the "history:write" scope');

    const writer = await tokenFor(w.company, w.author, ['history:write']);
    const edited = await v1(writer, 'PATCH', `/history/${w.item.id}`, edit);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ content: 'Second draft', version: 2 });
    const stale = await v1(writer, 'PATCH', `/history/${w.item.id}`, edit);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ type: 'urn:copydesk:problem:conflict', status: 409 });
    expect(stale.json().item).toMatchObject({ version: 2 });
    // Reading needs its own scope.
    expect((await v1(writer, 'GET', '/history')).statusCode).toBe(403);
  });

  it('submits for review and decides with the reviews scope', async () => {
    const w = await world();
    const author = await tokenFor(w.company, w.author, ['reviews']);
    const submitted = await v1(author, 'POST', `/history/${w.item.id}/review`, {
      reviewerIds: [w.reviewer.id],
      baseVersion: 1,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'in_review' });

    const badInput = await v1(author, 'POST', `/history/${w.item.id}/review`, {
      reviewerIds: [],
      baseVersion: 1,
    });
    expect(badInput.statusCode).toBe(400);
    expect(badInput.json()).toMatchObject({
      type: 'urn:copydesk:problem:invalid-input',
      detail: 'Choose 1 to 5 reviewers',
      errors: [{ path: 'reviewerIds', message: 'Choose 1 to 5 reviewers' }],
    });

    const reviewer = await tokenFor(w.company, w.reviewer, ['reviews']);
    const decided = await v1(reviewer, 'POST', `/history/${w.item.id}/decision`, {
      decision: 'approve',
      version: 1,
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toMatchObject({ status: 'approved', approvedVersion: 1 });
  });

  it('schedules and lists publications with the publications scope', async () => {
    const w = await world();
    const [destination] = await db
      .insert(destinations)
      .values({ companyId: w.company.id, name: 'Blog', url: 'https://publish.example.com/hook' })
      .returning();
    const token = await tokenFor(w.company, w.author, ['publications']);
    const publishAt = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const made = await v1(token, 'POST', `/history/${w.item.id}/publications`, {
      destinationId: destination.id,
      publishAt,
      baseVersion: 1,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ itemId: w.item.id, status: 'scheduled' });
    const list = await v1(token, 'GET', '/publications');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items.map((p: { id: number }) => p.id)).toEqual([made.json().id]);

    const other = await tokenFor(w.company, w.author, ['history:read']);
    expect((await v1(other, 'GET', '/publications')).statusCode).toBe(403);
  });
});
