import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { generationJobs, planUsage } from '../../../src/server/db/schema.js';
import { newMember, setWebhook, type Member, createUser } from '../../support/factories.js';
import { VALID_FORMS } from '../../support/sample-forms.js';
import { call, createTestApp, signIn } from '../../support/test-app.js';

/** `Idempotency-Key` on `POST /api/generations`: a retry never runs twice. */
const t = await createTestApp();

const BODY = { assistantType: 'facebook', formData: VALID_FORMS.facebook, sessionId: 's' };
const start = (m: Pick<Member, 'slug' | 'cookie'>, key?: string, payload: unknown = BODY) =>
  call(t, {
    method: 'POST',
    url: '/api/generations',
    slug: m.slug,
    cookie: m.cookie,
    payload,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });

async function member() {
  const m = await newMember(t);
  await setWebhook(t, m.company, 'facebook', 'http://demo-automation.invalid/facebook');
  return m;
}

const jobsOf = (companyId: number) =>
  t.database.db.select().from(generationJobs).where(eq(generationJobs.companyId, companyId));
const unitsOf = async (companyId: number) =>
  (await t.database.db.select().from(planUsage).where(eq(planUsage.companyId, companyId))).reduce(
    (n, row) => n + row.used,
    0,
  );

describe('POST /api/generations with Idempotency-Key', () => {
  it('answers the job the key started: no second job, no second unit', async () => {
    const m = await member();
    const first = await start(m, 'key-1');
    expect(first.statusCode, first.body).toBe(202);
    const again = await start(m, 'key-1');
    expect(again.statusCode).toBe(202);
    expect(again.json().id).toBe(first.json().id);
    expect(await jobsOf(m.company.id)).toHaveLength(1);
    expect(await unitsOf(m.company.id)).toBe(1);
    // Without a key, or with another, a new job.
    expect((await start(m)).json().id).not.toBe(first.json().id);
    expect((await start(m, 'key-2')).json().id).not.toBe(first.json().id);
    expect(await jobsOf(m.company.id)).toHaveLength(3);
  });

  it('answers 422 for the same key with a different request, and starts nothing', async () => {
    const m = await member();
    const first = await start(m, 'key-reused');
    expect(first.statusCode, first.body).toBe(202);
    // The same body with its keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(BODY).reverse());
    expect((await start(m, 'key-reused', reordered)).json().id).toBe(first.json().id);
    const changedForm = { ...BODY, formData: { ...BODY.formData, postTopic: 'Something else' } };
    const otherSession = { ...BODY, sessionId: 'another-tab' };
    const otherAssistant = {
      assistantType: 'instagram',
      formData: VALID_FORMS.instagram,
      sessionId: 's',
    };
    await setWebhook(t, m.company, 'instagram', 'http://demo-automation.invalid/instagram');
    for (const payload of [changedForm, otherSession, otherAssistant]) {
      const res = await start(m, 'key-reused', payload);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().message).toBe('This Idempotency-Key was used for a different request');
    }
    expect(await jobsOf(m.company.id)).toHaveLength(1);
    expect(await unitsOf(m.company.id)).toBe(1);
  });

  it('ten requests at once with one key start one job', async () => {
    const m = await member();
    const answers = await Promise.all(Array.from({ length: 10 }, () => start(m, 'burst')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(202));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await jobsOf(m.company.id)).toHaveLength(1);
    expect(await unitsOf(m.company.id)).toBe(1);
  });

  it('is the user’s own: another user’s same key is another job', async () => {
    const m = await member();
    const colleague = await createUser(t, m.company);
    const other = { slug: m.slug, cookie: await signIn(t, m.slug, colleague.username) };
    const mine = await start(m, 'shared-name');
    const theirs = await start(other, 'shared-name');
    expect(theirs.statusCode).toBe(202);
    expect(theirs.json().id).not.toBe(mine.json().id);
  });

  it('names its job for 24 hours, then a new one', async () => {
    const m = await member();
    const first = await start(m, 'daily');
    await t.database.db
      .update(generationJobs)
      .set({ startedAt: sql`now() - interval '25 hours'` })
      .where(eq(generationJobs.id, first.json().id));
    const later = await start(m, 'daily');
    expect(later.statusCode).toBe(202);
    expect(later.json().id).not.toBe(first.json().id);
  });

  it('refuses a malformed key and starts nothing', async () => {
    const m = await member();
    const res = await start(m, 'x'.repeat(201));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'The Idempotency-Key header must be 1 to 200 printable ASCII characters',
    );
    expect(await jobsOf(m.company.id)).toHaveLength(0);
  });
});
