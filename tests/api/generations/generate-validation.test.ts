import { describe, expect, it } from 'vitest';
import type { AssistantId } from '../../../src/core/assistants/ids.js';
import { createTestApp } from '../../support/test-app.js';
import { startWebhookServer } from '../../support/webhook-server.js';
import { newMember, setWebhook, type Member } from '../../support/factories.js';
import { generate, revise, savedFor } from '../../support/generate-fixtures.js';
import { VALID_FORMS } from '../../support/sample-forms.js';

const hook = await startWebhookServer();
const t = await createTestApp({ WEBHOOK_ALLOW_HOSTS: [hook.host] });
hook.answer({ body: { output: 'Generated' } });

async function memberWithHook(id: AssistantId): Promise<Member> {
  const m = await newMember(t);
  await setWebhook(t, m.company, id, hook.url(`/v/${m.slug}`));
  return m;
}

type Case = [AssistantId, Record<string, unknown>, string, string];

/** [assistant, changed form values, field, the spec's message] */
const CASES: Case[] = [
  ['facebook', { postTopic: 'ab' }, 'postTopic', 'Topic must be at least 3 characters'],
  [
    'facebook',
    { targetAudience: 'ab' },
    'targetAudience',
    'Target audience must be at least 3 characters',
  ],
  [
    'instagram',
    { visualDetails: 'ab' },
    'visualDetails',
    'Visual details must be at least 3 characters',
  ],
  ['linkedin2', { contentPurpose: '' }, 'contentPurpose', 'Content purpose is required'],
  ['linkedin2', { toneOfVoice: '' }, 'toneOfVoice', 'Tone of voice is required'],
  [
    'blog',
    { articleTopic: 'Backups' },
    'articleTopic',
    'Topic must be detailed (at least 10 characters)',
  ],
  ['blog', { audience: 'CEOs' }, 'audience', 'Audience must be specific (at least 5 characters)'],
  ['blog', { contentType: '' }, 'contentType', 'Content type is required'],
  [
    'blog',
    { focusKeywords: 'ab' },
    'focusKeywords',
    'Focus keywords must be at least 3 characters',
  ],
  [
    'retention-email',
    { keyMessage: 'Too short' },
    'keyMessage',
    'Please provide more detail about what you want to emphasize (at least 10 characters)',
  ],
  ['retention-email', { emailPurpose: '' }, 'emailPurpose', 'Email purpose is required'],
  ['insight-amplifier', { otherPurpose: '  ' }, 'otherPurpose', 'Required'],
  ['prospect-engagement', { emailPurpose: '' }, 'emailPurpose', 'Email purpose is required'],
  ['topic-generator', { platforms: [] }, 'platforms', 'Select at least one platform'],
  [
    'website',
    { pageTopic: 'IT stuff' },
    'pageTopic',
    'Topic must be detailed (at least 10 characters)',
  ],
  [
    'website',
    { purpose: 'Sell more' },
    'purpose',
    'Purpose must be detailed (at least 10 characters)',
  ],
  [
    'website',
    { callToAction: 'Call' },
    'callToAction',
    'Call to action must be specific (at least 5 characters)',
  ],
  [
    'website',
    { targetAudience: 'CEOs' },
    'targetAudience',
    'Target audience must be specific (at least 5 characters)',
  ],
  [
    'newsletter',
    { includeBlogBlock: true, blogTopic: '   short   ' },
    'blogTopic',
    'Blog topic is required when blog content block is enabled',
  ],
  ['newsletter', { generateSubjectLines: false, subjectLine: '' }, 'subjectLine', 'Required'],
  ['lead-generator', { keywords: 'ab' }, 'keywords', 'Keywords must be at least 3 characters'],
  ['lead-generator', { location: 'NY' }, 'location', 'Location must be at least 3 characters'],
  [
    'lead-generator',
    { searchRadius: 150 },
    'searchRadius',
    'Number must be less than or equal to 100',
  ],
  ['lead-generator', { dataSources: [] }, 'dataSources', 'Please select at least one data source'],
  [
    'lead-generator',
    { websiteWeight: 31 },
    'websiteWeight',
    'Number must be less than or equal to 30',
  ],
  [
    'lead-generator',
    { reviewCountWeight: -1 },
    'reviewCountWeight',
    'Number must be greater than or equal to 0',
  ],
  [
    'lead-generator',
    { searchRadius: 4 },
    'searchRadius',
    'Number must be greater than or equal to 5',
  ],
  [
    'newsletter',
    { newsletterTopic: 'Updates' },
    'newsletterTopic',
    'String must contain at least 10 character(s)',
  ],
  [
    'newsletter',
    { targetAudience: 'All' },
    'targetAudience',
    'String must contain at least 5 character(s)',
  ],
  [
    'newsletter',
    { keyMessage: 'Upgrade' },
    'keyMessage',
    'String must contain at least 10 character(s)',
  ],
  ['newsletter', { emailPurpose: '' }, 'emailPurpose', 'Required'],
];

describe('POST /api/generate: invalid form values', () => {
  it.each(CASES)('%s %j: 400 with "%s" message', async (id, change, field, message) => {
    const m = await memberWithHook(id);
    const res = await generate(t, m, {
      assistantType: id,
      formData: { ...VALID_FORMS[id], ...change },
      sessionId: 's1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: [{ path: `formData.${field}`, message }] });
    expect(hook.requestsTo(`/v/${m.slug}`)).toHaveLength(0);
    expect(await savedFor(t, m.company.id)).toEqual({ history: 0, events: 0 });
  });

  it('lists every invalid field, the first message as the message', async () => {
    const m = await memberWithHook('facebook');
    const res = await generate(t, m, { assistantType: 'facebook', formData: {}, sessionId: 's1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Required',
      errors: [
        { path: 'formData.postTopic', message: 'Required' },
        { path: 'formData.targetAudience', message: 'Required' },
        { path: 'formData.toneOfVoice', message: 'Required' },
      ],
    });
  });

  it('refuses an unknown assistant and a missing session ID', async () => {
    const m = await memberWithHook('facebook');
    const unknown = await generate(t, m, {
      assistantType: 'tiktok',
      formData: {},
      sessionId: 's1',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown assistant type');
    const noSession = await generate(t, m, {
      assistantType: 'facebook',
      formData: VALID_FORMS.facebook,
      sessionId: '  ',
    });
    expect(noSession.statusCode).toBe(400);
    expect(noSession.json().message).toBe('A session ID is required');
    expect(hook.requestsTo(`/v/${m.slug}`)).toHaveLength(0);
  });
});

describe('POST /api/revise: invalid requests', () => {
  const base = {
    assistantType: 'facebook',
    originalContent: 'A first draft of the post',
    originalFormData: VALID_FORMS.facebook,
    revisionRequest: 'Make it shorter',
    sessionId: 's1',
  };

  it.each([
    [
      'a blank revision request',
      { revisionRequest: '   ' },
      "Please describe what changes you'd like to make.",
    ],
    ['no content', { originalContent: '' }, 'No content to revise'],
    [
      'invalid original form values',
      { originalFormData: { ...VALID_FORMS.facebook, postTopic: 'x' } },
      'Topic must be at least 3 characters',
    ],
    [
      'the lead generator',
      { assistantType: 'lead-generator', originalFormData: VALID_FORMS['lead-generator'] },
      'Lead Generator results cannot be revised. Change the search criteria and generate new leads instead.',
    ],
  ])('%s: 400 with its message, nothing sent or saved', async (_name, change, message) => {
    const m = await memberWithHook('facebook');
    await setWebhook(t, m.company, 'lead-generator', hook.url(`/v/${m.slug}`));
    const res = await revise(t, m, { ...base, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(hook.requestsTo(`/v/${m.slug}`)).toHaveLength(0);
    expect(await savedFor(t, m.company.id)).toEqual({ history: 0, events: 0 });
  });

  it('names the invalid original field by its path', async () => {
    const m = await memberWithHook('facebook');
    const res = await revise(t, m, {
      ...base,
      originalFormData: { ...VALID_FORMS.facebook, targetAudience: '' },
    });
    expect(res.json()).toEqual({
      message: 'Target audience must be at least 3 characters',
      errors: [
        {
          path: 'originalFormData.targetAudience',
          message: 'Target audience must be at least 3 characters',
        },
      ],
    });
  });
});
