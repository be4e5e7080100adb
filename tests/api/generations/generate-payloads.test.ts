import { describe, expect, it } from 'vitest';
import { ASSISTANT_IDS, type AssistantId } from '../../../src/core/assistants/ids.js';
import { createTestApp } from '../../support/test-app.js';
import { startWebhookServer } from '../../support/webhook-server.js';
import { newMember, setWebhook, type Member } from '../../support/factories.js';
import { generate } from '../../support/generate-fixtures.js';
import { VALID_FORMS } from '../../support/sample-forms.js';

const hook = await startWebhookServer();
const t = await createTestApp({ WEBHOOK_ALLOW_HOSTS: [hook.host] });

const LEADS_ANSWER = {
  summary: { total: 1, qualified: 1, maybe: 0, unlikely: 0 },
  leads: [{ businessName: 'Smile Dental', qualificationStatus: 'qualified', score: 88 }],
};

/** The transformed form values each webhook must receive (docs/product.md#submit-payloads). */
function expectedFormData(id: Exclude<AssistantId, 'lead-generator'>): Record<string, unknown> {
  const form = VALID_FORMS[id];
  switch (id) {
    case 'topic-generator':
      return { ...form, numberOfTopics: 5, includeCompetitors: false };
    case 'linkedin2':
      return {
        postTopic: 'Cloud migration lessons',
        targetAudience: 'CFOs of mid-sized firms',
        contentPurpose: 'thought-leadership',
        toneOfVoice: 'professional',
        tagPeopleOrCompanies: '@Microsoft',
        includeLink: '',
        sourceUrl: '',
        includeResearch: false,
        generateAIImage: true,
        imageStyle: '',
        imageFocus: 'people',
      };
    case 'blog':
      return {
        articleTopic: 'How to survive ransomware with good backups',
        audience: 'Owners of accounting firms',
        length: 'Medium (1000 words)',
        contentType: 'how-to',
        focusKeywords: 'ransomware, backups',
        referenceUrl: 'https://example.com/report',
        enableResearch: true,
        generateMetaDescription: false,
        generateTags: false,
        suggestUrlSlug: false,
        generateFocusKeywords: false,
        generateAIImage: true,
        imageStyle: '',
        imageFocus: '',
      };
    default:
      return form;
  }
}

async function memberWithHooks(): Promise<Member> {
  const m = await newMember(t);
  for (const id of ASSISTANT_IDS) {
    const key = id === 'blog' ? 'Bearer abc 123' : id === 'facebook' ? '' : `key-${id}`;
    await setWebhook(t, m.company, id, hook.url(`/hook/${m.slug}/${id}`), key);
  }
  hook.answer((req) =>
    req.url.endsWith('/lead-generator')
      ? { body: LEADS_ANSWER }
      : { body: { output: `Result from ${req.url}` } },
  );
  return m;
}

describe('POST /api/generate: what each webhook receives', () => {
  it.each(ASSISTANT_IDS.filter((id) => id !== 'lead-generator'))(
    '%s: the contract body with the transformed form values',
    async (id) => {
      const m = await memberWithHooks();
      const res = await generate(t, m, {
        assistantType: id,
        formData: VALID_FORMS[id],
        sessionId: 'session-abc',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        content: `Result from /hook/${m.slug}/${id}`,
        historyId: expect.any(Number),
      });
      const [received] = hook.requestsTo(`/hook/${m.slug}/${id}`);
      expect(received.method).toBe('POST');
      expect(received.body).toEqual({
        action: 'generate',
        assistantType: id,
        sessionId: 'session-abc',
        formData: expectedFormData(id),
        company: { id: m.slug, name: m.company.companyName },
        user: { id: m.user.id, username: m.user.username },
        language: { name: 'English', tag: 'en' },
      });
    },
  );

  it('lead-generator: the documented payload with searchConfig, scoringConfig and userId', async () => {
    const m = await memberWithHooks();
    const res = await generate(t, m, {
      assistantType: 'lead-generator',
      formData: VALID_FORMS['lead-generator'],
      sessionId: 'lead-session',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [received] = hook.requestsTo(`/hook/${m.slug}/lead-generator`);
    expect(received.body).toEqual({
      type: 'new',
      assistantType: 'lead-generator',
      sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
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
  });

  it('sends JSON, the request id, and the API key verbatim as Authorization', async () => {
    const m = await memberWithHooks();
    for (const id of ['blog', 'newsletter'] as const) {
      const res = await generate(
        t,
        m,
        { assistantType: id, formData: VALID_FORMS[id], sessionId: 's1' },
        { 'x-request-id': `req-${id}-0123456789` },
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    const [blog] = hook.requestsTo(`/hook/${m.slug}/blog`);
    expect(blog.headers['content-type']).toBe('application/json');
    expect(blog.headers['x-request-id']).toBe('req-blog-0123456789');
    expect(blog.headers.authorization).toBe('Bearer abc 123');
    const [newsletter] = hook.requestsTo(`/hook/${m.slug}/newsletter`);
    expect(newsletter.headers['x-request-id']).toBe('req-newsletter-0123456789');
    expect(newsletter.headers.authorization).toBe('key-newsletter');
  });

  it('sends no Authorization header when no API key is set, and a request id anyway', async () => {
    const m = await memberWithHooks();
    const res = await generate(t, m, {
      assistantType: 'facebook',
      formData: VALID_FORMS.facebook,
      sessionId: 's1',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [received] = hook.requestsTo(`/hook/${m.slug}/facebook`);
    expect(received.headers.authorization).toBeUndefined();
    expect(received.headers['x-request-id']).toMatch(/^[\w-]{8,64}$/);
  });

  it('takes the company and user from the server, never from what the client sends', async () => {
    const m = await memberWithHooks();
    const other = await newMember(t);
    const res = await generate(t, m, {
      assistantType: 'facebook',
      formData: {
        ...VALID_FORMS.facebook,
        company: { id: other.slug, name: 'Spoofed' },
        userId: other.user.id,
      },
      sessionId: 's-spoof',
      company: { id: other.slug, name: 'Spoofed' },
      user: { id: other.user.id, username: other.user.username },
      companyId: other.slug,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [received] = hook.requestsTo(`/hook/${m.slug}/facebook`);
    expect(received.body).toEqual({
      action: 'generate',
      assistantType: 'facebook',
      sessionId: 's-spoof',
      formData: VALID_FORMS.facebook,
      company: { id: m.slug, name: m.company.companyName },
      user: { id: m.user.id, username: m.user.username },
      language: { name: 'English', tag: 'en' },
    });
  });

  it('lead-generator: companyInfo and userId come from the server too', async () => {
    const m = await memberWithHooks();
    const res = await generate(t, m, {
      assistantType: 'lead-generator',
      formData: { ...VALID_FORMS['lead-generator'], companyInfo: { id: 'x' }, userId: 1 },
      sessionId: 'lead-s',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [received] = hook.requestsTo(`/hook/${m.slug}/lead-generator`);
    expect(received.body).toMatchObject({
      companyInfo: { id: m.slug, name: m.company.companyName },
      userId: m.user.id,
    });
  });
});
