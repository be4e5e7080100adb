import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AssistantId } from '../../../src/core/assistants/ids.js';
import { companies } from '../../../src/server/db/schema.js';
import { createTestApp } from '../../support/test-app.js';
import { startWebhookServer } from '../../support/webhook-server.js';
import { newMember, setWebhook, type Member } from '../../support/factories.js';
import { generate, revise, savedFor } from '../../support/generate-fixtures.js';
import { VALID_FORMS } from '../../support/sample-forms.js';

/**
 * Every select, radio and checkbox-group value is checked
 * against the company's effective option list (its customisation, else the defaults); free
 * text stays free. Refused values answer 400 naming the field, before the automation is called.
 */

const hook = await startWebhookServer();
const t = await createTestApp({ WEBHOOK_ALLOW_HOSTS: [hook.host] });
hook.answer({ body: { output: 'Generated' } });

async function memberWithHook(
  id: AssistantId,
  customization: Record<string, Record<string, string>> = {},
): Promise<Member> {
  const m = await newMember(t);
  if (Object.keys(customization).length > 0) {
    await t.database.db
      .update(companies)
      .set({ assistantCustomization: customization })
      .where(eq(companies.id, m.company.id));
    // Changed behind the app's back (not through its API): its tenant cache must hear of it.
    t.app.ctx.companies.forget(m.slug);
  }
  await setWebhook(t, m.company, id, hook.url(`/o/${m.slug}`));
  return m;
}

const INVALID = /^Invalid enum value\. Expected '.+', received '.*'$/;

/** [assistant, field, a value outside its default list] */
const OUTSIDE: Array<[AssistantId, string, unknown]> = [
  ['facebook', 'toneOfVoice', 'evil'],
  ['instagram', 'contentFormat', 'billboard'],
  ['instagram', 'visualApproach', 'hologram'],
  ['instagram', 'toneOfVoice', 'evil'],
  ['instagram', 'hashtagStrategy', 'everything'],
  ['instagram', 'callToAction', 'buy-now-or-else'],
  ['instagram', 'captionLength', 'novel'],
  ['linkedin2', 'contentPurpose', 'spam'],
  ['linkedin2', 'toneOfVoice', 'angry'],
  ['linkedin2', 'linkCTA', 'click-here'],
  ['blog', 'length', 'Epic (50000 words)'],
  ['blog', 'contentType', 'rant'],
  ['blog', 'imageStyle', 'crayon'],
  ['blog', 'imageFocus', 'feet'],
  ['newsletter', 'emailPurpose', 'phishing'],
  ['newsletter', 'length', 'endless'],
  ['newsletter', 'newsletterSection', 'sidebar'],
  ['newsletter', 'blogTeaserLength', 'huge'],
  ['insight-amplifier', 'emailPurpose', 'Sell the boss a yacht'],
  ['insight-amplifier', 'length', 'Epic'],
  ['prospect-engagement', 'emailPurpose', 'cold-spam'],
  ['retention-email', 'length', 'Epic'],
  ['topic-generator', 'timeframe', 'next-century'],
  ['topic-generator', 'contentApproach', 'clickbait'],
  ['topic-generator', 'numberOfTopics', '1000'],
  ['topic-generator', 'platforms', ['linkedin', 'myspace']],
  ['website', 'wordCount', 'Endless (1M words)'],
  ['lead-generator', 'dataSources', ['google-maps', 'facebook-pages']],
];

describe('select values outside the effective option list', () => {
  it.each(OUTSIDE)('%s %s = %j: 400 naming the field, nothing sent', async (id, field, value) => {
    const m = await memberWithHook(id);
    const res = await generate(t, m, {
      assistantType: id,
      formData: { ...VALID_FORMS[id], [field]: value },
      sessionId: 's1',
    });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.errors[0].path).toMatch(new RegExp(`^formData\\.${field}(\\.\\d+)?$`));
    expect(body.errors[0].message).toMatch(INVALID);
    expect(hook.requestsTo(`/o/${m.slug}`)).toEqual([]);
    expect(await savedFor(t, m.company.id)).toEqual({ history: 0, events: 0 });
  });

  it('a customised list replaces the defaults: its values pass, default ones are refused', async () => {
    const m = await memberWithHook('facebook', {
      facebook: { tone_options: '{"witty":"Witty","bold":"Bold"}' },
    });
    const witty = await generate(t, m, {
      assistantType: 'facebook',
      formData: { ...VALID_FORMS.facebook, toneOfVoice: 'witty' },
      sessionId: 's1',
    });
    expect(witty.statusCode, witty.body).toBe(200);
    const casual = await generate(t, m, {
      assistantType: 'facebook',
      formData: { ...VALID_FORMS.facebook, toneOfVoice: 'casual' },
      sessionId: 's1',
    });
    expect(casual.statusCode, casual.body).toBe(400);
    expect(casual.json().errors[0]).toEqual({
      path: 'formData.toneOfVoice',
      message: "Invalid enum value. Expected 'witty' | 'bold', received 'casual'",
    });
  });

  it('an unreadable customised list falls back to the defaults', async () => {
    const m = await memberWithHook('instagram', {
      instagram: { caption_length_options: '{not json' },
    });
    const res = await generate(t, m, {
      assistantType: 'instagram',
      formData: { ...VALID_FORMS.instagram, captionLength: 'long' },
      sessionId: 's1',
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('free-text fields stay free', async () => {
    const m = await memberWithHook('insight-amplifier');
    const res = await generate(t, m, {
      assistantType: 'insight-amplifier',
      formData: {
        ...VALID_FORMS['insight-amplifier'],
        otherPurpose: 'Anything at all, in any words 🎉',
        callToAction: 'Whatever the user types',
      },
      sessionId: 's1',
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('revise checks the original form values too', async () => {
    const m = await memberWithHook('facebook');
    const res = await revise(t, m, {
      assistantType: 'facebook',
      originalContent: 'A post',
      originalFormData: { ...VALID_FORMS.facebook, toneOfVoice: 'evil' },
      revisionRequest: 'Shorter',
      sessionId: 's1',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[0].path).toBe('originalFormData.toneOfVoice');
    expect(hook.requestsTo(`/o/${m.slug}`)).toEqual([]);
  });
});
