import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { activityEvents } from '../../../src/server/db/schema.js';
import { addHistory, createCompany, createUser } from '../../support/factories.js';
import { call, createTestApp, signIn } from '../../support/test-app.js';

const t = await createTestApp();

describe('POST /api/memory/clear', () => {
  it('records memory_cleared for the user and company, and keeps the history', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company);
    const cookie = await signIn(t, company.slug, user.username);
    const slug = company.slug;
    await addHistory(t, { company, user }, [
      { assistantType: 'facebook', content: 'one', sessionId: 'session_old' },
      { assistantType: 'blog', content: 'two', sessionId: 'session_old' },
    ]);
    const res = await call(t, {
      method: 'POST',
      url: '/api/memory/clear',
      slug,
      cookie,
      payload: { sessionId: 'session_old' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });

    await t.app.ctx.activity.flush();
    const events = await t.database.db
      .select()
      .from(activityEvents)
      .where(
        and(eq(activityEvents.companyId, company.id), eq(activityEvents.action, 'memory_cleared')),
      );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      userId: user.id,
      username: user.username,
      details: { sessionId: 'session_old' },
    });

    // History stays, and the list still shows it when the client has a new session ID.
    const list = await call(t, { url: '/api/history', slug, cookie });
    expect(list.json().items.map((i: { content: string }) => i.content)).toEqual(['two', 'one']);
  });

  it('answers 401 signed out and 400 for a bad session ID, recording nothing', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company);
    const cookie = await signIn(t, company.slug, user.username);
    const slug = company.slug;
    const anon = await call(t, {
      method: 'POST',
      url: '/api/memory/clear',
      slug,
      payload: { sessionId: 'session_x' },
    });
    expect(anon.statusCode).toBe(401);
    const bad = await call(t, {
      method: 'POST',
      url: '/api/memory/clear',
      slug,
      cookie,
      payload: { sessionId: '<script>' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The session ID may only contain letters, digits, _ . : and -');
    await t.app.ctx.activity.flush();
    const events = await t.database.db
      .select()
      .from(activityEvents)
      .where(
        and(eq(activityEvents.companyId, company.id), eq(activityEvents.action, 'memory_cleared')),
      );
    expect(events).toEqual([]);
  });
});
