import { describe, expect, it } from 'vitest';
import { startOfMonthUtc } from '../../../src/server/services/plan-limit.js';
import { createTestApp } from '../../support/test-app.js';
import { startWebhookServer } from '../../support/webhook-server.js';
import {
  addActivity,
  generationEvent,
  newMember,
  setWebhook,
  type Member,
} from '../../support/factories.js';
import { generate, revise, savedFor } from '../../support/generate-fixtures.js';
import { VALID_FORMS } from '../../support/sample-forms.js';

const hook = await startWebhookServer();
const t = await createTestApp({ WEBHOOK_ALLOW_HOSTS: [hook.host] });
hook.answer({ body: { output: 'Generated' } });

const facebook = { assistantType: 'facebook', formData: VALID_FORMS.facebook, sessionId: 's1' };

async function memberWithLimit(limit: number | null): Promise<Member> {
  const m = await newMember(t, { company: { planGenerationLimit: limit } });
  await setWebhook(t, m.company, 'facebook', hook.url(`/p/${m.slug}`));
  return m;
}

async function addGenerations(companyId: number, n: number, at = new Date()) {
  if (n > 0)
    await addActivity(t, { id: companyId }, Array(n).fill(generationEvent('facebook', at)));
}

describe('monthly plan limit on generate and revise', () => {
  it('refuses with 429 naming the limit once this month reaches it, calling nothing', async () => {
    const m = await memberWithLimit(3);
    await addGenerations(m.company.id, 3);
    const res = await generate(t, m, facebook);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      message:
        'Your company has used all 3 generations of its monthly plan limit. ' +
        'Ask your administrator to upgrade the plan.',
    });
    expect(hook.requestsTo(`/p/${m.slug}`)).toHaveLength(0);
    expect(await savedFor(t, m.company.id)).toEqual({ history: 0, events: 3 });
  });

  it('counts generations and revisions as they happen: the last allowed one passes', async () => {
    const m = await memberWithLimit(2);
    expect((await generate(t, m, facebook)).statusCode).toBe(200);
    await t.app.ctx.activity.flush();
    const revision = {
      assistantType: 'facebook',
      originalContent: 'Generated',
      originalFormData: VALID_FORMS.facebook,
      revisionRequest: 'Add an emoji',
      sessionId: 's1',
    };
    expect((await revise(t, m, revision)).statusCode).toBe(200);
    await t.app.ctx.activity.flush();
    const third = await generate(t, m, facebook);
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/all 2 generations of its monthly plan limit/);
    const refusedRevision = await revise(t, m, revision);
    expect(refusedRevision.statusCode).toBe(429);
    expect(hook.requestsTo(`/p/${m.slug}`)).toHaveLength(2);
  });

  it("counts only this calendar month (UTC) and only the company's own generations", async () => {
    const m = await memberWithLimit(1);
    const other = await memberWithLimit(null);
    const lastMonth = new Date(startOfMonthUtc().getTime() - 60_000);
    await addGenerations(m.company.id, 5, lastMonth);
    await addGenerations(other.company.id, 5);
    const res = await generate(t, m, facebook);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a company without a limit (null) is never refused', async () => {
    const m = await memberWithLimit(null);
    await addGenerations(m.company.id, 50);
    expect((await generate(t, m, facebook)).statusCode).toBe(200);
  });

  it('a limit of 1 and of 0 read naturally', async () => {
    const one = await memberWithLimit(1);
    await addGenerations(one.company.id, 1);
    expect((await generate(t, one, facebook)).json().message).toBe(
      'Your company has used all 1 generation of its monthly plan limit. ' +
        'Ask your administrator to upgrade the plan.',
    );
    const zero = await memberWithLimit(0);
    const res = await generate(t, zero, facebook);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(
      "Your company's plan does not include any generations (monthly plan limit: 0). " +
        'Ask your administrator to upgrade the plan.',
    );
  });
});

describe('startOfMonthUtc', () => {
  it('is midnight UTC on the first day of the month', () => {
    expect(startOfMonthUtc(new Date('2026-03-31T23:59:59.999Z')).toISOString()).toBe(
      '2026-03-01T00:00:00.000Z',
    );
    expect(startOfMonthUtc(new Date('2026-01-01T00:00:00.000Z')).toISOString()).toBe(
      '2026-01-01T00:00:00.000Z',
    );
  });
});
