import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityEvents, historyItems } from '../../../src/server/db/schema.js';
import { createTestApp } from '../../support/test-app.js';
import { startWebhookServer } from '../../support/webhook-server.js';
import { newMember, setWebhook } from '../../support/factories.js';
import { generate, revise } from '../../support/generate-fixtures.js';
import { VALID_FORMS } from '../../support/sample-forms.js';

const hook = await startWebhookServer();
const t = await createTestApp({ WEBHOOK_ALLOW_HOSTS: [hook.host] });

async function historyOf(companyId: number) {
  return t.database.db
    .select()
    .from(historyItems)
    .where(eq(historyItems.companyId, companyId))
    .orderBy(historyItems.id);
}

async function generationEvents(companyId: number) {
  await t.app.ctx.activity.flush();
  return t.database.db
    .select()
    .from(activityEvents)
    .where(
      and(eq(activityEvents.companyId, companyId), eq(activityEvents.action, 'content_generation')),
    )
    .orderBy(activityEvents.id);
}

describe('a successful generation is kept', () => {
  it('saves a history item with the form values as the form had them, and an activity event', async () => {
    const m = await newMember(t);
    await setWebhook(t, m.company, 'blog', hook.url(`/s/${m.slug}/blog`));
    hook.answerOn(`/s/${m.slug}/blog`, { body: [{ output: '# Backups that work\n\nBody' }] });
    const res = await generate(t, m, {
      assistantType: 'blog',
      formData: { ...VALID_FORMS.blog, notAFormField: 'dropped' },
      sessionId: 'session-42',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { content, historyId } = res.json();
    expect(content).toBe('# Backups that work\n\nBody');

    const [item] = await historyOf(m.company.id);
    expect(item).toMatchObject({
      id: historyId,
      companyId: m.company.id,
      userId: m.user.id,
      assistantType: 'blog',
      content: '# Backups that work\n\nBody',
      // Untransformed: 'auto' and the untrimmed URL stay as the form had them.
      formData: VALID_FORMS.blog,
      sessionId: 'session-42',
      revisionRequest: null,
      isFavorite: false,
    });
    const events = await generationEvents(m.company.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      userId: m.user.id,
      username: m.user.username,
      details: { assistantType: 'blog' },
    });
  });

  it('lead generator: answers {summary, leads} and keeps them as JSON text', async () => {
    const m = await newMember(t);
    await setWebhook(t, m.company, 'lead-generator', hook.url(`/s/${m.slug}/leads`));
    hook.answerOn(`/s/${m.slug}/leads`, {
      body: [
        {
          output: JSON.stringify({
            summary: { total: '2', qualified: 1, maybe: 1, unlikely: 0 },
            leads: [
              {
                businessName: 'Smile Dental',
                phone: '555-0101',
                email: 'hi@smile.example',
                website: 'https://smile.example',
                city: 'Austin',
                reviewCount: '120',
                rating: 4.67,
                score: 91,
                qualificationStatus: 'qualified',
              },
              { name: 'Law & Co', qualificationStatus: 'maybe', score: 55 },
            ],
          }),
        },
      ],
    });
    const res = await generate(t, m, {
      assistantType: 'lead-generator',
      formData: VALID_FORMS['lead-generator'],
      sessionId: 'lead-session',
    });
    expect(res.statusCode, res.body).toBe(200);
    const summary = { total: 2, qualified: 1, maybe: 1, unlikely: 0 };
    const leads = [
      {
        name: 'Smile Dental',
        phone: '555-0101',
        email: 'hi@smile.example',
        website: 'https://smile.example',
        city: 'Austin',
        reviewCount: 120,
        rating: 4.67,
        score: 91,
        status: 'qualified',
      },
      {
        name: 'Law & Co',
        phone: '',
        email: '',
        website: '',
        city: '',
        reviewCount: 0,
        rating: 0,
        score: 55,
        status: 'maybe',
      },
    ];
    expect(res.json()).toEqual({ summary, leads, historyId: expect.any(Number) });
    const [item] = await historyOf(m.company.id);
    expect(item.id).toBe(res.json().historyId);
    expect(JSON.parse(item.content)).toEqual({ summary, leads });
    expect(item.formData).toEqual(VALID_FORMS['lead-generator']);
    const events = await generationEvents(m.company.id);
    expect(events.map((e) => e.details)).toEqual([{ assistantType: 'lead-generator' }]);
  });
});

describe('POST /api/revise', () => {
  it('sends the revise contract, keeps the revision as a new item and counts it', async () => {
    const m = await newMember(t);
    const path = `/s/${m.slug}/linkedin`;
    await setWebhook(t, m.company, 'linkedin2', hook.url(path), 'Bearer li');
    hook.answerOn(path, { body: 'The shorter post' });
    const res = await revise(t, m, {
      assistantType: 'linkedin2',
      originalContent: 'The long original post',
      originalFormData: VALID_FORMS.linkedin2,
      revisionRequest: '  Make it shorter  ',
      sessionId: 'rev-session',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ content: 'The shorter post', historyId: expect.any(Number) });

    const [received] = hook.requestsTo(path);
    expect(received.headers.authorization).toBe('Bearer li');
    expect(received.body).toEqual({
      action: 'revise',
      assistantType: 'linkedin2',
      sessionId: 'rev-session',
      originalContent: 'The long original post',
      originalFormData: {
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
      },
      revisionRequest: 'Make it shorter',
      company: { id: m.slug, name: m.company.companyName },
      user: { id: m.user.id, username: m.user.username },
      language: { name: 'English', tag: 'en' },
    });

    const [item] = await historyOf(m.company.id);
    expect(item).toMatchObject({
      id: res.json().historyId,
      assistantType: 'linkedin2',
      content: 'The shorter post',
      formData: VALID_FORMS.linkedin2,
      revisionRequest: 'Make it shorter',
      sessionId: 'rev-session',
      userId: m.user.id,
    });
    const events = await generationEvents(m.company.id);
    expect(events.map((e) => e.details)).toEqual([{ assistantType: 'linkedin2', revision: true }]);
  });
});
