import { describe, expect, it } from 'vitest';
import type { AssistantId } from '../../../src/core/assistants/ids.js';
import { createTestApp } from '../../support/test-app.js';
import { startWebhookServer } from '../../support/webhook-server.js';
import { newMember, setWebhook, type Member } from '../../support/factories.js';
import { generate, revise } from '../../support/generate-fixtures.js';
import { VALID_FORMS } from '../../support/sample-forms.js';

/**
 * A client written from the specification sends the submit-transformed payloads of
 * docs/product.md#submit-payloads; /api/generate and /api/revise accept them as well as the form values, and
 * the automation receives the same body either way. The lead generator's payload has
 * exactly the specified shape; the topic count reaches the webhook as a number.
 */

const hook = await startWebhookServer();
const t = await createTestApp({ WEBHOOK_ALLOW_HOSTS: [hook.host] });
hook.answer((req) =>
  req.url.endsWith('/lead-generator')
    ? {
        body: {
          summary: { total: 0, qualified: 0, maybe: 0, unlikely: 0 },
          leads: [],
        },
      }
    : { body: { output: 'Generated' } },
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function memberWithHook(id: AssistantId): Promise<Member> {
  const m = await newMember(t);
  await setWebhook(t, m.company, id, hook.url(`/p/${m.slug}/${id}`));
  return m;
}

/** What the automation received, in order. */
function received(m: Member, id: AssistantId): Record<string, unknown>[] {
  return hook.requestsTo(`/p/${m.slug}/${id}`).map((r) => r.body as Record<string, unknown>);
}

const withoutSession = ({ sessionId: _s, ...rest }: Record<string, unknown>) => rest;

/** The lead generator payload as docs/product.md#submit-payloads builds it from VALID_FORMS. */
function specLeadPayload(m: Member) {
  return {
    type: 'new',
    assistantType: 'lead-generator',
    sessionId: 'lead_1732312345678',
    companyInfo: { id: 'somebody-else', name: 'Not trusted' },
    formData: {
      searchConfig: {
        keywords: ['dental office', 'law firm', 'accounting firm'],
        location: { type: 'radius', center: 'Austin, TX', radiusMiles: 40 },
        sources: {
          googleMaps: true,
          yelp: false,
          thomasnet: true,
          facebook: false,
          angi: false,
          yellowPages: false,
        },
      },
      scoringConfig: {
        reviewsWeight: 10,
        emailTypeWeight: 15,
        websiteWeight: 20,
        languageWeight: 25,
        verifiedWeight: 30,
      },
    },
    userId: m.user.id + 1000,
  };
}

describe('the lead generator payload (docs/product.md#submit-payloads)', () => {
  it('has exactly the specified shape, with a fresh sessionId per submission', async () => {
    const m = await memberWithHook('lead-generator');
    for (let i = 0; i < 2; i++) {
      const res = await generate(t, m, {
        assistantType: 'lead-generator',
        formData: VALID_FORMS['lead-generator'],
        sessionId: 'memory-session',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const [first, second] = received(m, 'lead-generator');
    expect(first).toEqual({
      type: 'new',
      assistantType: 'lead-generator',
      sessionId: expect.stringMatching(UUID),
      companyInfo: { id: m.slug, name: m.company.companyName },
      formData: {
        searchConfig: {
          keywords: ['dental office', 'law firm', 'accounting firm'],
          location: { type: 'radius', center: 'Austin, TX', radiusMiles: 40 },
          sources: {
            googleMaps: true,
            yelp: false,
            thomasnet: true,
            facebook: false,
            angi: false,
            yellowPages: false,
          },
        },
        scoringConfig: {
          reviewsWeight: 10,
          emailTypeWeight: 15,
          websiteWeight: 20,
          languageWeight: 25,
          verifiedWeight: 30,
          businessType: 'established-businesses',
        },
      },
      userId: m.user.id,
    });
    expect(second.sessionId).toMatch(UUID);
    expect(second.sessionId).not.toBe(first.sessionId);
  });

  it('without advanced scoring the standard weights are sent', async () => {
    const m = await memberWithHook('lead-generator');
    const res = await generate(t, m, {
      assistantType: 'lead-generator',
      formData: { ...VALID_FORMS['lead-generator'], useAdvancedScoring: false },
      sessionId: 's1',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [body] = received(m, 'lead-generator');
    expect((body.formData as Record<string, unknown>).scoringConfig).toEqual({
      reviewsWeight: 20,
      emailTypeWeight: 20,
      websiteWeight: 20,
      languageWeight: 20,
      verifiedWeight: 20,
      businessType: 'established-businesses',
    });
  });

  it('accepts the specification client payload and sends the same body as for the form values', async () => {
    const m = await memberWithHook('lead-generator');
    const fromForm = await generate(t, m, {
      assistantType: 'lead-generator',
      formData: { ...VALID_FORMS['lead-generator'], businessType: 'solo-operators' },
      sessionId: 's1',
    });
    expect(fromForm.statusCode, fromForm.body).toBe(200);
    const fromSpec = await generate(t, m, specLeadPayload(m));
    expect(fromSpec.statusCode, fromSpec.body).toBe(200);
    const [a, b] = received(m, 'lead-generator');
    expect(withoutSession(b)).toEqual(withoutSession(a));
    expect(b.companyInfo).toEqual({ id: m.slug, name: m.company.companyName });
    expect(b.userId).toBe(m.user.id);
  });

  it('an invalid specification payload names the payload field', async () => {
    const m = await memberWithHook('lead-generator');
    const payload = specLeadPayload(m);
    payload.formData.searchConfig.keywords = [' '];
    payload.formData.scoringConfig.websiteWeight = 31;
    const res = await generate(t, m, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([
      {
        path: 'formData.searchConfig.keywords',
        message: 'Keywords must be at least 3 characters',
      },
      {
        path: 'formData.scoringConfig.websiteWeight',
        message: 'Number must be less than or equal to 30',
      },
    ]);
    expect(received(m, 'lead-generator')).toEqual([]);
  });
});

/** [assistant, the form values, the same values after the submit transformation] */
const TRANSFORMED: Array<[AssistantId, Record<string, unknown>, Record<string, unknown>]> = [
  [
    'linkedin2',
    { ...VALID_FORMS.linkedin2, imageStyle: 'auto', imageFocus: 'auto' },
    (() => {
      const { linkCTA: _dropped, ...rest } = VALID_FORMS.linkedin2;
      return { ...rest, imageStyle: '', imageFocus: '' };
    })(),
  ],
  [
    'linkedin2',
    { ...VALID_FORMS.linkedin2, generateAIImage: false },
    (() => {
      const { linkCTA: _l, imageStyle: _s, imageFocus: _f, ...rest } = VALID_FORMS.linkedin2;
      return { ...rest, generateAIImage: false };
    })(),
  ],
  [
    'blog',
    VALID_FORMS.blog,
    {
      ...VALID_FORMS.blog,
      referenceUrl: 'https://example.com/report',
      generateMetaDescription: false,
      generateTags: false,
      suggestUrlSlug: false,
      generateFocusKeywords: false,
      imageStyle: '',
      imageFocus: '',
    },
  ],
  [
    'topic-generator',
    { ...VALID_FORMS['topic-generator'], numberOfTopics: '15' },
    { ...VALID_FORMS['topic-generator'], numberOfTopics: 15, includeCompetitors: false },
  ],
];

describe('transformed payloads of the other assistants', () => {
  it.each(TRANSFORMED)(
    '%s: generate accepts both shapes, same webhook body',
    async (id, form, sent) => {
      const m = await memberWithHook(id);
      const a = await generate(t, m, { assistantType: id, formData: form, sessionId: 's1' });
      expect(a.statusCode, a.body).toBe(200);
      const b = await generate(t, m, { assistantType: id, formData: sent, sessionId: 's1' });
      expect(b.statusCode, b.body).toBe(200);
      const [first, second] = received(m, id);
      expect(second).toEqual(first);
    },
  );

  it.each(TRANSFORMED)(
    '%s: revise accepts both shapes, same webhook body',
    async (id, form, sent) => {
      const m = await memberWithHook(id);
      const base = { assistantType: id, originalContent: 'Draft', revisionRequest: 'Shorter' };
      const a = await revise(t, m, { ...base, originalFormData: form, sessionId: 's1' });
      expect(a.statusCode, a.body).toBe(200);
      const b = await revise(t, m, { ...base, originalFormData: sent, sessionId: 's1' });
      expect(b.statusCode, b.body).toBe(200);
      const [first, second] = received(m, id);
      expect(second).toEqual(first);
    },
  );

  it('topic generator: numberOfTopics reaches the webhook as a number (default 10)', async () => {
    const m = await memberWithHook('topic-generator');
    const { numberOfTopics: _n, ...rest } = VALID_FORMS['topic-generator'];
    for (const numberOfTopics of ['5', '10', '15', 10]) {
      const res = await generate(t, m, {
        assistantType: 'topic-generator',
        formData: { ...rest, numberOfTopics },
        sessionId: 's1',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const counts = received(m, 'topic-generator').map(
      (body) => (body.formData as Record<string, unknown>).numberOfTopics,
    );
    expect(counts).toEqual([5, 10, 15, 10]);
  });
});
