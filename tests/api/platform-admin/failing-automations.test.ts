import { describe, expect, it } from 'vitest';
import type { FailingAutomation } from '../../../src/core/api/automation-health.js';
import { ASSISTANT_IDS } from '../../../src/core/assistants/ids.js';
import { INTERRUPTED_MESSAGE } from '../../../src/server/services/generations/job-store.js';
import { createUser, newMember, platformCompany, addJobs } from '../../support/factories.js';
import { createTestApp, signIn } from '../../support/test-app.js';
import { getAs } from '../admin/automation-health-fixtures.js';

// Its own database: the list covers every company.
const t = await createTestApp({}, { ownDatabase: true });
const URL = '/api/platform-admin/failing-automations';

const platform = await platformCompany(t);
const staff = await createUser(t, platform, 'platform_admin');
const operator = { slug: platform.slug, cookie: await signIn(t, platform.slug, staff.username) };

const worst = await newMember(t, { role: 'admin', company: { companyName: 'Worst & Co' } });
const many = await newMember(t, { role: 'admin' });
const owner = (m: typeof worst) => ({ companyId: m.company.id, userId: m.user.id });
await addJobs(t, owner(worst), [
  { status: 'failed', errorKind: 'timeout', startedMinutesAgo: 50, error: 'Earlier.' },
  { status: 'failed', errorKind: 'http-status', startedMinutesAgo: 40, error: 'Older.' },
  { status: 'failed', errorKind: 'refused', startedMinutesAgo: 5, error: '<i>Latest</i>' },
  { status: 'succeeded' },
  // Not counted: interrupted, cancelled, or older than a day.
  { status: 'failed', errorKind: 'interrupted', error: INTERRUPTED_MESSAGE },
  { status: 'cancelled' },
  { status: 'failed', errorKind: 'timeout', startedMinutesAgo: 25 * 60 },
]);
// One failure for each assistant (there are more than ten): only ten make the list, after the
// worst.
await addJobs(
  t,
  owner(many),
  ASSISTANT_IDS.map((assistantType, i) => ({
    assistantType,
    status: 'failed' as const,
    errorKind: 'dns',
    startedMinutesAgo: 100 + i,
  })),
);
// A healthy automation is not listed.
await addJobs(t, owner(many), [{ assistantType: 'healthy', status: 'succeeded' }]);

describe('GET /api/platform-admin/failing-automations', () => {
  it('lists the ten automations with the most failures in 24 hours, worst first', async () => {
    const res = await getAs(t, operator, URL);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as FailingAutomation[];
    expect(list).toHaveLength(10);
    expect(list[0]).toEqual({
      companyId: worst.slug,
      companyName: 'Worst & Co',
      assistantType: 'facebook',
      failures: 3,
      runs: 4,
      lastFailure: { at: expect.any(String), message: '<i>Latest</i>' },
    });
    // Then equal counts by the latest failure: the assistant that failed most recently first.
    expect(list.slice(1).map((x) => x.assistantType)).toEqual(ASSISTANT_IDS.slice(0, 9));
    expect(list.slice(1).every((x) => x.companyId === many.slug && x.failures === 1)).toBe(true);
  });

  it('is for platform admins on the platform tenant only', async () => {
    expect((await getAs(t, worst, URL)).statusCode).toBe(403);
    const admin = await createUser(t, platform, 'admin');
    const platformAdmin = {
      slug: platform.slug,
      cookie: await signIn(t, platform.slug, admin.username),
    };
    expect((await getAs(t, platformAdmin, URL)).statusCode).toBe(403);
    expect((await getAs(t, { slug: platform.slug, cookie: '' }, URL)).statusCode).toBe(401);
  });
});
