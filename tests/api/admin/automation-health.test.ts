import { createServer } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AutomationHealth } from '../../../src/core/api/automation-health.js';
import { generationJobs } from '../../../src/server/db/schema.js';
import { INTERRUPTED_MESSAGE } from '../../../src/server/services/generations/job-store.js';
import {
  newMember,
  setWebhook,
  createUser,
  platformCompany,
  addJobs,
} from '../../support/factories.js';
import { generate } from '../../support/generate-fixtures.js';
import { VALID_FORMS } from '../../support/sample-forms.js';
import { createTestApp, signIn } from '../../support/test-app.js';
import { startWebhookServer } from '../../support/webhook-server.js';
import { getAs, NO_FAILURES } from './automation-health-fixtures.js';

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const hook = await startWebhookServer();
const deadPort = await closedPort();
// Its own database: the operator's figures cover every company.
const t = await createTestApp(
  { WEBHOOK_ALLOW_HOSTS: [hook.host, `127.0.0.1:${deadPort}`], WEBHOOK_TIMEOUT_MS: 300 },
  { ownDatabase: true },
);

const URL = '/api/admin/automation-health';
const health = async (who: { slug: string; cookie: string }, query = '') => {
  const res = await getAs(t, who, `${URL}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AutomationHealth;
};

/** Company A: real runs of its Facebook automation through the webhook server. */
const a = await newMember(t, { role: 'admin' });
const path = `/hook/${a.slug}/facebook`;
await setWebhook(t, a.company, 'facebook', hook.url(path));
const failures: Array<[string, Parameters<typeof hook.answerOn>[1]]> = [
  ['http', { status: 500, body: { message: 'Model overloaded' } }],
  ['auth', { status: 401, body: { message: 'Authorization data is wrong!' } }],
  ['timeout', { delayMs: 2_000, body: { output: 'too late' } }],
  ['unreadable', { headers: { 'content-type': 'application/json' }, body: '{"output": "cut' }],
  [
    'inactive',
    {
      status: 404,
      body: { code: 404, message: 'The requested webhook "POST x" is not registered.' },
    },
  ],
];
const generateFacebook = () =>
  generate(t, a, { assistantType: 'facebook', formData: VALID_FORMS.facebook, sessionId: 's' });
for (const [, answer] of failures) {
  hook.answerOn(path, answer);
  expect((await generateFacebook()).statusCode).toBeGreaterThanOrEqual(500);
}
hook.answerOn(path, { status: 200, body: { output: 'Fine words' } });
expect((await generateFacebook()).statusCode).toBe(200);
await setWebhook(t, a.company, 'facebook', `http://127.0.0.1:${deadPort}/hook`);
const refused = await generateFacebook();
expect(refused.statusCode).toBe(502);

/** Company B: jobs as the runner left them, with chosen times. */
const b = await newMember(t, { role: 'admin' });
const bOwner = { companyId: b.company.id, userId: b.user.id };
await addJobs(t, bOwner, [
  // 100..1000 ms: p50 550, p95 955 (linear interpolation, percentile_cont).
  ...Array.from({ length: 10 }, (_, i) => ({
    status: 'succeeded' as const,
    durationMs: (i + 1) * 100,
  })),
  { status: 'failed', errorKind: 'callback-timeout', startedMinutesAgo: 30, error: 'Late.' },
  { status: 'failed', errorKind: 'workflow-started', startedMinutesAgo: 20, error: 'Started.' },
  // The latest failure; markup in it stays text.
  { status: 'failed', errorKind: null, startedMinutesAgo: 10, error: '<b>Odd</b> failure' },
  // Not failures of the automation, and not runs.
  { status: 'failed', errorKind: 'interrupted', error: INTERRUPTED_MESSAGE },
  { status: 'cancelled', errorKind: null, error: 'The generation was cancelled.' },
  { status: 'running' },
  // Outside a 7-day window, inside a 30-day one.
  { status: 'failed', errorKind: 'dns', startedMinutesAgo: 8 * 24 * 60 },
  // Another assistant, yesterday only.
  { assistantType: 'blog', status: 'succeeded', startedMinutesAgo: 2 * 24 * 60 },
]);

describe('GET /api/admin/automation-health: what is counted', () => {
  it("buckets the real failures of a company's automation by kind", async () => {
    const res = await health(a, '?days=1');
    expect(res).toMatchObject({ days: 1, company: a.slug });
    expect(res.assistants).toHaveLength(1);
    const [facebook] = res.assistants;
    expect(facebook).toMatchObject({
      assistantType: 'facebook',
      runs: 7,
      succeeded: 1,
      failed: 6,
      failuresByKind: {
        ...NO_FAILURES,
        http: 1,
        auth: 1,
        timeout: 1,
        unreadable: 1,
        inactive: 1,
        unreachable: 1,
      },
    });
    expect(facebook.lastFailure?.message).toBe(refused.json().message);
    expect(facebook.lastFailure?.message).toContain('connection refused');
    expect(Date.now() - Date.parse(facebook.lastFailure!.at)).toBeLessThan(60_000);
    // One run succeeded: both percentiles are its own duration, as the job row records it.
    const [run] = await t.database.db
      .select({ startedAt: generationJobs.startedAt, finishedAt: generationJobs.finishedAt })
      .from(generationJobs)
      .where(
        and(eq(generationJobs.companyId, a.company.id), eq(generationJobs.status, 'succeeded')),
      );
    const ms = run.finishedAt!.getTime() - run.startedAt.getTime();
    expect(Math.abs(facebook.p50Ms! - ms)).toBeLessThanOrEqual(1);
    expect(facebook.p50Ms).toBe(facebook.p95Ms);
  });

  it('counts succeeded and failed runs in the window, with p50/p95 of the succeeded', async () => {
    const res = await health(b, '?days=7');
    expect(res.assistants.map((x) => x.assistantType)).toEqual(['blog', 'facebook']);
    const facebook = res.assistants[1];
    expect(facebook).toEqual({
      assistantType: 'facebook',
      runs: 13,
      succeeded: 10,
      failed: 3,
      failuresByKind: { ...NO_FAILURES, timeout: 1, inactive: 1, other: 1 },
      p50Ms: 550,
      p95Ms: 955,
      lastFailure: { at: expect.any(String), message: '<b>Odd</b> failure' },
    });
    expect(res.assistants[0]).toMatchObject({
      runs: 1,
      failed: 0,
      p50Ms: 1000,
      lastFailure: null,
    });
  });

  it('looks back 1, 7 or 30 days (7 by default)', async () => {
    expect((await health(b)).days).toBe(7);
    const day = await health(b, '?days=1');
    expect(day.assistants.map((x) => [x.assistantType, x.runs])).toEqual([['facebook', 13]]);
    const month = await health(b, '?days=30');
    expect(month.assistants[1]).toMatchObject({ runs: 14, failed: 4 });
    expect(month.assistants[1].failuresByKind.unreachable).toBe(1);
  });

  it('answers 400 for any other window', async () => {
    for (const days of ['0', '14', '90', 'abc', '', '7.0', '-7']) {
      const res = await getAs(t, b, `${URL}?days=${days}`);
      expect(res.statusCode, days).toBe(400);
      expect(res.json().message).toBe('days must be 1, 7 or 30');
    }
  });
});

describe('GET /api/admin/automation-health: who sees what', () => {
  it('an admin sees only their own company', async () => {
    const res = await health(b);
    expect(res.company).toBe(b.slug);
    expect(JSON.stringify(res)).not.toContain('connection refused');
  });

  it("refuses another company's admin naming a company, and members", async () => {
    for (const company of [a.slug, 'no-such-company-here']) {
      const res = await getAs(t, b, `${URL}?company=${company}`);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('facebook');
    }
    const member = await newMember(t);
    await addJobs(t, { companyId: member.company.id, userId: member.user.id }, [
      { status: 'failed', errorKind: 'timeout' },
    ]);
    const res = await getAs(t, member, URL);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Admin access required' });
    const signedOut = await getAs(t, { slug: b.slug, cookie: '' }, URL);
    expect(signedOut.statusCode).toBe(401);
  });

  it('operator staff see one company with ?company=, or every company without', async () => {
    const platform = await platformCompany(t);
    for (const role of ['platform_admin', 'admin'] as const) {
      const staff = await createUser(t, platform, role);
      const who = { slug: platform.slug, cookie: await signIn(t, platform.slug, staff.username) };
      expect(await health(who, `?days=7&company=${b.slug}`)).toEqual(await health(b, '?days=7'));
      const all = await health(who, '?days=1');
      expect(all.company).toBeNull();
      const facebook = all.assistants.find((x) => x.assistantType === 'facebook');
      // A's 7 runs, B's 13 and the member's company's timeout.
      expect(facebook).toMatchObject({ runs: 21, succeeded: 11, failed: 10 });
      expect(facebook?.failuresByKind.timeout).toBe(3);
      expect(facebook?.p50Ms).not.toBeNull();
    }
  });
});
