import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiTokens, auditLog, users } from '../../../src/server/db/schema.js';
import { callAs, callerFor, signedOutOn, type Caller } from '../../support/callers.js';
import { createCompany, createUser, platformCompany } from '../../support/factories.js';
import { createTestApp } from '../../support/test-app.js';

const t = await createTestApp();
const db = t.database.db;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function company() {
  const row = await createCompany(t);
  const member = await createUser(t, row, 'user');
  const admin = await createUser(t, row, 'admin');
  return {
    row,
    member,
    admin,
    asMember: await callerFor(t, row, member),
    asAdmin: await callerFor(t, row, admin),
  };
}

const makeToken = (caller: Caller, payload: unknown) =>
  callAs(t, caller, { method: 'POST', url: '/api/me/tokens', payload });

describe('personal API tokens', () => {
  it('are shown once, stored as their SHA-256, listed with their first 8 characters', async () => {
    const c = await company();
    const res = await makeToken(c.asMember, { name: '  CRM sync ', scopes: ['generate'] });
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json();
    expect(made.token).toMatch(/^cdk_[0-9A-Za-z]{43}$/);
    expect(made).toMatchObject({ name: 'CRM sync', scopes: ['generate'], lastUsedAt: null });
    expect(made.start).toBe(made.token.slice(0, 8));
    // 90 days by default.
    const days = (Date.parse(made.expiresAt) - Date.parse(made.createdAt)) / 86_400_000;
    expect(days).toBe(90);

    const [row] = await db.select().from(apiTokens).where(eq(apiTokens.id, made.id));
    expect(row.tokenHash).toBe(sha256(made.token));
    expect(JSON.stringify(row)).not.toContain(made.token);

    const list = await callAs(t, c.asMember, { url: '/api/me/tokens' });
    expect(list.json()).toEqual({
      items: [
        {
          id: made.id,
          name: 'CRM sync',
          scopes: ['generate'],
          start: made.start,
          createdAt: made.createdAt,
          expiresAt: made.expiresAt,
          lastUsedAt: null,
        },
      ],
    });
    expect(list.body).not.toContain(made.token);
  });

  it('refuse bad input with a message naming the field, and keep nothing', async () => {
    const c = await company();
    const cases: [unknown, string][] = [
      [{ name: '', scopes: ['generate'] }, 'Give the token a name'],
      [{ name: 'x'.repeat(81), scopes: ['generate'] }, 'The name must be at most 80 characters'],
      [{ name: 'a', scopes: [] }, 'Choose at least one scope'],
      [{ name: 'a', scopes: ['admin'] }, 'Scopes are generate, history:read'],
      [{ name: 'a', scopes: ['generate', 'generate'] }, 'Name each scope once'],
      [{ name: 'a', scopes: ['generate'], expiresInDays: 0 }, 'Expiry must be a number of days'],
      [{ name: 'a', scopes: ['generate'], expiresInDays: 366 }, 'Expiry must be a number of days'],
      [{ name: 'a', scopes: ['generate'], expiresInDays: 1.5 }, 'Expiry must be a number of days'],
    ];
    for (const [payload, message] of cases) {
      const res = await makeToken(c.asMember, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const rows = await db.select().from(apiTokens).where(eq(apiTokens.userId, c.member.id));
    expect(rows).toEqual([]);
  });

  it('are revoked by their user only; another user, another company: not found', async () => {
    const c = await company();
    const other = await company();
    const made = (await makeToken(c.asMember, { name: 'Script', scopes: ['history:read'] })).json();

    const colleague = await callerFor(t, c.row, await createUser(t, c.row, 'user'));
    for (const caller of [colleague, other.asMember]) {
      const res = await callAs(t, caller, { method: 'DELETE', url: `/api/me/tokens/${made.id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Token not found' });
    }
    const res = await callAs(t, c.asMember, { method: 'DELETE', url: `/api/me/tokens/${made.id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect((await callAs(t, c.asMember, { url: '/api/me/tokens' })).json()).toEqual({ items: [] });
    const again = await callAs(t, c.asMember, {
      method: 'DELETE',
      url: `/api/me/tokens/${made.id}`,
    });
    expect(again.statusCode).toBe(404);
  });

  it('are listed and revoked by the company admins, audited', async () => {
    const c = await company();
    const other = await company();
    const made = (
      await makeToken(c.asMember, { name: 'Zapier', scopes: ['generate', 'history:read'] })
    ).json();
    await makeToken(other.asMember, { name: 'Elsewhere', scopes: ['generate'] });

    const member = await callAs(t, c.asMember, { url: '/api/admin/tokens' });
    expect(member.statusCode).toBe(403);
    const list = await callAs(t, c.asAdmin, { url: '/api/admin/tokens' });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual({
      apiAccess: true,
      items: [
        expect.objectContaining({
          id: made.id,
          name: 'Zapier',
          user: { id: c.member.id, username: c.member.username },
        }),
      ],
    });

    const foreign = await callAs(t, other.asAdmin, {
      method: 'DELETE',
      url: `/api/admin/tokens/${made.id}`,
    });
    expect(foreign.statusCode).toBe(404);
    const revoked = await callAs(t, c.asAdmin, {
      method: 'DELETE',
      url: `/api/admin/tokens/${made.id}`,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);

    const entries = await db
      .select({
        action: auditLog.action,
        actor: auditLog.actorUsername,
        label: auditLog.targetLabel,
      })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, c.row.id), eq(auditLog.targetType, 'api_token')))
      .orderBy(auditLog.id);
    expect(entries).toEqual([
      {
        action: 'api_token.create',
        actor: c.member.username,
        label: `Zapier (${c.member.username})`,
      },
      {
        action: 'api_token.revoke',
        actor: c.admin.username,
        label: `Zapier (${c.member.username})`,
      },
    ]);
  });

  it('are made only in the user’s own company, signed in', async () => {
    const c = await company();
    const out = await makeToken(signedOutOn(c.row), { name: 'a', scopes: ['generate'] });
    expect(out.statusCode).toBe(401);

    // Operator staff acting in a customer's company make no token there.
    const platform = await platformCompany(t);
    const staff = await createUser(t, platform, 'platform_admin');
    const asStaff = { ...(await callerFor(t, platform, staff)), slug: c.row.slug };
    const res = await makeToken(asStaff, { name: 'a', scopes: ['generate'] });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'API tokens are made in your own company' });
  });

  it('go with their user', async () => {
    const c = await company();
    const made = (await makeToken(c.asMember, { name: 'a', scopes: ['generate'] })).json();
    await db.delete(users).where(eq(users.id, c.member.id));
    const rows = await db.select().from(apiTokens).where(eq(apiTokens.id, made.id));
    expect(rows).toEqual([]);
  });

  it('are at most 50 a user', async () => {
    const c = await company();
    await db.insert(apiTokens).values(
      Array.from({ length: 50 }, (_, i) => ({
        companyId: c.row.id,
        userId: c.member.id,
        name: `t${i}`,
        scopes: ['generate'],
        start: 'cdk_abcd',
        tokenHash: sha256(`${c.member.id}-${i}`),
        expiresAt: new Date(Date.now() + 86_400_000),
      })),
    );
    const res = await makeToken(c.asMember, { name: 'one more', scopes: ['generate'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'You can have at most 50 tokens. Revoke one you no longer use.',
    );
  });
});
