import { describe, expect, it } from 'vitest';
import { historyItems } from '../../../src/server/db/schema.js';
import { call, createTestApp } from '../../support/test-app.js';
import { startWebhookServer, type AutomationAnswer } from '../../support/webhook-server.js';
import { newMember, setWebhook } from '../../support/factories.js';
import { generate, revise, savedFor } from '../../support/generate-fixtures.js';
import { VALID_FORMS } from '../../support/sample-forms.js';
import { eq } from 'drizzle-orm';

/**
 * An automation answer holding NUL characters (or a lone surrogate) made every
 * generation fail with 500 while the Test action called it fine. The one normalisation module
 * cleans them for generate, revise and the Test action alike: NULs removed, lone surrogates
 * become U+FFFD.
 */

const hook = await startWebhookServer();
const t = await createTestApp({ WEBHOOK_ALLOW_HOSTS: [hook.host] });

/** JSON text as an automation may send it: `\u0000` escapes inside the strings. */
const jsonText = (text: string): AutomationAnswer => ({
  body: text,
  headers: { 'content-type': 'application/json' },
});

const ANSWERS: Array<[string, AutomationAnswer, string]> = [
  ['a JSON escape \\u0000', jsonText('{"output":"Hello\\u0000 world"}'), 'Hello world'],
  ['a raw NUL in plain text', { body: 'Hello\u0000 world' }, 'Hello world'],
  ['a lone surrogate escape', jsonText('{"output":"Hello \\ud800world"}'), 'Hello \ufffdworld'],
];

async function memberOn(path: string, answer: AutomationAnswer) {
  const m = await newMember(t, { role: 'admin' });
  const url = hook.url(`/${m.slug}${path}`);
  hook.answerOn(`/${m.slug}${path}`, answer);
  return { m, url };
}

describe('automation answers with characters the database cannot keep', () => {
  it.each(ANSWERS)('generate cleans %s and saves the result', async (_name, answer, expected) => {
    const { m, url } = await memberOn('/facebook', answer);
    await setWebhook(t, m.company, 'facebook', url);
    const res = await generate(t, m, {
      assistantType: 'facebook',
      formData: VALID_FORMS.facebook,
      sessionId: 's1',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content).toBe(expected);
    const [row] = await t.database.db
      .select()
      .from(historyItems)
      .where(eq(historyItems.id, res.json().historyId));
    expect(row.content).toBe(expected);
  });

  it.each(ANSWERS)('revise cleans %s', async (_name, answer, expected) => {
    const { m, url } = await memberOn('/blog', answer);
    await setWebhook(t, m.company, 'blog', url);
    const res = await revise(t, m, {
      assistantType: 'blog',
      originalContent: 'Draft',
      originalFormData: VALID_FORMS.blog,
      revisionRequest: 'Shorter',
      sessionId: 's1',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content).toBe(expected);
  });

  it('the lead generator cleans every text of the leads', async () => {
    const leads = {
      summary: { total: 1, qualified: 1, maybe: 0, unlikely: 0 },
      leads: [
        {
          businessName: 'Smile\u0000 Dental',
          city: 'Austin\ud800',
          qualificationStatus: 'qualified',
        },
      ],
    };
    const { m, url } = await memberOn('/leads', jsonText(JSON.stringify(leads)));
    await setWebhook(t, m.company, 'lead-generator', url);
    const res = await generate(t, m, {
      assistantType: 'lead-generator',
      formData: VALID_FORMS['lead-generator'],
      sessionId: 's1',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().leads[0]).toMatchObject({ name: 'Smile Dental', city: 'Austin\ufffd' });
    expect(await savedFor(t, m.company.id)).toMatchObject({ history: 1 });
  });

  it('an answer of nothing but NULs is an empty answer, for generate and the Test action', async () => {
    const { m, url } = await memberOn('/nul-only', jsonText('{"output":"\\u0000\\u0000"}'));
    await setWebhook(t, m.company, 'facebook', url);
    const res = await generate(t, m, {
      assistantType: 'facebook',
      formData: VALID_FORMS.facebook,
      sessionId: 's1',
    });
    expect(res.statusCode, res.body).toBe(502);
    expect(res.json().message).toMatch(/returned an empty response/);
    const tested = await call(t, {
      method: 'POST',
      url: '/api/webhooks/test',
      slug: m.slug,
      cookie: m.cookie,
      payload: { assistantType: 'facebook' },
    });
    expect(tested.json()).toMatchObject({ understood: false });
    expect(tested.json().problem).toMatch(/returned an empty response/);
  });

  it('the Test action agrees with generate on a cleanable answer', async () => {
    const { m, url } = await memberOn('/agree', jsonText('{"output":"Hi\\u0000"}'));
    await setWebhook(t, m.company, 'facebook', url);
    const tested = await call(t, {
      method: 'POST',
      url: '/api/webhooks/test',
      slug: m.slug,
      cookie: m.cookie,
      payload: { assistantType: 'facebook' },
    });
    expect(tested.json()).toMatchObject({ understood: true });
    const res = await generate(t, m, {
      assistantType: 'facebook',
      formData: VALID_FORMS.facebook,
      sessionId: 's1',
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
