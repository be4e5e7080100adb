import { describe, expect, it } from 'vitest';
import {
  addActivity,
  createCompany,
  createUser,
  platformCompany,
} from '../../support/factories.js';
import { call, createTestApp, signIn } from '../../support/test-app.js';

/**
 * The dashboard asks bot analytics for the riskiest companies only (`churnLimit`), and
 * every company is still counted; without it the answer is the specification's whole list.
 */
const t = await createTestApp({}, { ownDatabase: true });
const platform = await platformCompany(t);
const operator = await createUser(t, platform, 'platform_admin');
const cookie = await signIn(t, platform.slug, operator.username);
const get = (query = '') =>
  call(t, { url: `/api/platform-admin/bot-analytics${query}`, slug: platform.slug, cookie });

const quiet = await Promise.all([1, 2, 3].map(() => createCompany(t)));
const busy = await Promise.all([1, 2].map(() => createCompany(t)));
for (const company of busy) {
  await addActivity(t, company, [{ action: 'login_success', createdAt: new Date() }]);
}

describe('GET /api/platform-admin/bot-analytics?churnLimit', () => {
  it('lists the riskiest companies and counts every one', async () => {
    const res = await get('?churnLimit=2');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.churnRisk).toHaveLength(2);
    expect(body.churnRisk.every((c: { risk: string }) => c.risk === 'high')).toBe(true);
    expect(body.churnCounts).toEqual({ high: quiet.length, medium: 0, low: busy.length });
  });

  it('answers the whole list without it, and 400 for a bad limit', async () => {
    const all = (await get()).json();
    expect(all.churnRisk).toHaveLength(quiet.length + busy.length);
    expect(all.churnCounts).toBeUndefined();
    expect((await get('?churnLimit=0')).statusCode).toBe(400);
    expect((await get('?churnLimit=101')).statusCode).toBe(400);
  });
});
