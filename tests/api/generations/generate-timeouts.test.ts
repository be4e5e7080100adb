import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/test-app.js';
import { startWebhookServer } from '../../support/webhook-server.js';
import { newMember, setWebhook } from '../../support/factories.js';
import { generate, savedFor } from '../../support/generate-fixtures.js';
import { VALID_FORMS } from '../../support/sample-forms.js';

const hook = await startWebhookServer();
// Short deadlines so the slow automation below is cut off quickly.
const t = await createTestApp({
  WEBHOOK_ALLOW_HOSTS: [hook.host],
  WEBHOOK_TIMEOUT_MS: 300,
  LEAD_WEBHOOK_TIMEOUT_MS: 700,
});

describe('POST /api/generate when the automation is too slow', () => {
  it('gives up after WEBHOOK_TIMEOUT_MS with 504 and a message naming the assistant', async () => {
    const m = await newMember(t);
    await setWebhook(t, m.company, 'blog', hook.url(`/slow/${m.slug}`));
    hook.answerOn(`/slow/${m.slug}`, { delayMs: 20_000, body: { output: 'too late' } });
    const res = await generate(t, m, {
      assistantType: 'blog',
      formData: VALID_FORMS.blog,
      sessionId: 's',
    });
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({
      message: 'The Blog Article automation did not answer within 0.3 seconds.',
    });
    expect(hook.requestsTo(`/slow/${m.slug}`)).toHaveLength(1);
    expect(await savedFor(t, m.company.id)).toEqual({ history: 0, events: 0 });
  });

  it('the lead generator has its own deadline, LEAD_WEBHOOK_TIMEOUT_MS', async () => {
    const m = await newMember(t);
    await setWebhook(t, m.company, 'lead-generator', hook.url(`/slow-leads/${m.slug}`));
    hook.answerOn(`/slow-leads/${m.slug}`, { delayMs: 20_000, body: { leads: [] } });
    const res = await generate(t, m, {
      assistantType: 'lead-generator',
      formData: VALID_FORMS['lead-generator'],
      sessionId: 's',
    });
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({
      message: 'The Lead Generator automation did not answer within 0.7 seconds.',
    });
    expect(await savedFor(t, m.company.id)).toEqual({ history: 0, events: 0 });
  });
});
