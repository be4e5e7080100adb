import { describe, expect, it } from 'vitest';
import { callAs, callerFor, signedOutOn } from '../../support/callers.js';
import { createCompany, createUser } from '../../support/factories.js';
import { createTestApp } from '../../support/test-app.js';
import { startWebhookServer } from '../../support/webhook-server.js';

const server = await startWebhookServer();
const t = await createTestApp({ WEBHOOK_ALLOW_HOSTS: [server.host] });

describe('GET /api/destinations', () => {
  it("lists the enabled destinations of the member's own company only", async () => {
    const company = await createCompany(t);
    const other = await createCompany(t);
    const admin = await callerFor(t, company, await createUser(t, company, 'admin'));
    const member = await callerFor(t, company, await createUser(t, company, 'user'));
    const otherAdmin = await callerFor(t, other, await createUser(t, other, 'admin'));
    const add = async (caller: typeof admin, name: string, enabled: boolean) => {
      const res = await callAs(t, caller, {
        method: 'POST',
        url: '/api/admin/destinations',
        payload: { name, url: server.url('/wp'), assistantTypes: ['blog'], enabled },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: number };
    };
    const live = await add(admin, 'WordPress', true);
    await add(admin, 'Paused', false);
    await add(otherAdmin, 'Elsewhere', true);

    const res = await callAs(t, member, { url: '/api/destinations' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      destinations: [{ id: live.id, name: 'WordPress', assistantTypes: ['blog'], enabled: true }],
    });
    expect(res.body).not.toContain('/wp');
  });

  it('answers 401 when signed out', async () => {
    const company = await createCompany(t);
    const res = await callAs(t, signedOutOn(company), { url: '/api/destinations' });
    expect(res.statusCode).toBe(401);
  });
});
