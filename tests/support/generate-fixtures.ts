import { and, count, eq } from 'drizzle-orm';
import type { AssistantId } from '../../src/core/assistants/ids.js';
import { activityEvents, historyItems, webhookSettings } from '../../src/server/db/schema.js';
import { call, type Member, type TestApp } from './test-app.js';

export { newMember, type Member } from './test-app.js';

/** Shared set-up of the generate/revise API tests. */

/** Sets a company's webhook for an assistant, as the settings page would store it. */
export async function setWebhook(
  t: TestApp,
  company: { id: number },
  assistantType: AssistantId,
  url: string,
  apiKey = '',
) {
  const values = {
    companyId: company.id,
    assistantType,
    webhookUrl: url,
    apiKeyEncrypted: t.app.ctx.secrets.encrypt(apiKey),
  };
  await t.database.db
    .insert(webhookSettings)
    .values(values)
    .onConflictDoUpdate({
      target: [webhookSettings.companyId, webhookSettings.assistantType],
      set: { webhookUrl: url, apiKeyEncrypted: values.apiKeyEncrypted },
    });
  // Written behind the app's back (not through the settings API, which forgets what the tenant
  // cache kept): forget here as an announcement from another instance would.
  t.app.ctx.companies.drop('*');
}

export function generate(
  t: TestApp,
  m: Pick<Member, 'slug' | 'cookie'>,
  payload: unknown,
  headers?: Record<string, string>,
) {
  return call(t, {
    method: 'POST',
    url: '/api/generate',
    slug: m.slug,
    cookie: m.cookie,
    payload,
    headers,
  });
}

export function revise(
  t: TestApp,
  m: Pick<Member, 'slug' | 'cookie'>,
  payload: unknown,
  headers?: Record<string, string>,
) {
  return call(t, {
    method: 'POST',
    url: '/api/revise',
    slug: m.slug,
    cookie: m.cookie,
    payload,
    headers,
  });
}

/** What a company has kept: history items and content_generation events. */
export async function savedFor(t: TestApp, companyId: number) {
  await t.app.ctx.activity.flush();
  const [history] = await t.database.db
    .select({ n: count() })
    .from(historyItems)
    .where(eq(historyItems.companyId, companyId));
  const [events] = await t.database.db
    .select({ n: count() })
    .from(activityEvents)
    .where(
      and(eq(activityEvents.companyId, companyId), eq(activityEvents.action, 'content_generation')),
    );
  return { history: Number(history.n), events: Number(events.n) };
}

/** Valid form values of every assistant, as its form holds them. */
export const VALID_FORMS: Record<AssistantId, Record<string, unknown>> = {
  'topic-generator': {
    industryTopic: 'Cybersecurity for dental practices',
    timeframe: 'past-week',
    contentApproach: 'trending',
    businessContext: 'Managed IT for dentists',
    numberOfTopics: '5',
    platforms: ['linkedin', 'blog'],
  },
  'lead-generator': {
    keywords: 'dental office\n  law firm  \n\naccounting firm\n',
    location: 'Austin, TX',
    searchRadius: 40,
    dataSources: ['google-maps', 'thomasnet'],
    businessType: 'established-businesses',
    useAdvancedScoring: true,
    reviewCountWeight: 10,
    emailTypeWeight: 15,
    websiteWeight: 20,
    languageWeight: 25,
    verificationWeight: 30,
  },
  facebook: {
    postTopic: 'Why MFA matters',
    targetAudience: 'Small clinics',
    toneOfVoice: 'casual',
  },
  linkedin2: {
    postTopic: 'Cloud migration lessons',
    targetAudience: 'CFOs of mid-sized firms',
    contentPurpose: 'thought-leadership',
    toneOfVoice: 'professional',
    tagPeopleOrCompanies: '@Microsoft',
    includeLink: '',
    linkCTA: 'learn-more',
    sourceUrl: '',
    includeResearch: false,
    generateAIImage: true,
    imageStyle: 'auto',
    imageFocus: 'people',
  },
  instagram: {
    postTopic: 'Backup tips',
    targetAudience: 'Shop owners',
    contentFormat: 'carousel',
    visualApproach: 'infographic',
    visualDetails: 'Blue and white slides',
    toneOfVoice: 'educational',
    hashtagStrategy: 'balanced',
    callToAction: 'save-post',
    brandElements: ['logo', 'website'],
    captionLength: 'short',
  },
  blog: {
    articleTopic: 'How to survive ransomware with good backups',
    audience: 'Owners of accounting firms',
    length: 'Medium (1000 words)',
    contentType: 'how-to',
    focusKeywords: 'ransomware, backups',
    referenceUrl: '  https://example.com/report  ',
    enableResearch: true,
    generateTags: false,
    generateAIImage: true,
    imageStyle: 'auto',
    imageFocus: 'auto',
  },
  newsletter: {
    newsletterTopic: 'Windows 10 end of support',
    targetAudience: 'Existing clients',
    emailPurpose: 'educational',
    keyMessage: 'Upgrade now to stay secure',
    supportingPoints: '',
    callToAction: 'Book an upgrade review',
    generateSubjectLines: true,
    subjectLine: '',
    previewText: '',
    length: 'standard',
    newsletterSection: 'full-newsletter',
    includeLink: '',
    enableResearch: false,
    generateVariations: false,
    includeSections: { companyNews: true, all: false },
    includeBlogBlock: false,
    blogTopic: '',
    blogReferenceUrl: '',
    blogTeaserLength: 'medium',
  },
  'retention-email': {
    emailPurpose: 'Client Appreciation',
    otherPurpose: '',
    keyMessage: 'Thank you for ten years together',
    length: 'Short',
    callToAction: '',
  },
  'insight-amplifier': {
    emailPurpose: 'Other',
    otherPurpose: 'Printer security reminder',
    keyMessage: 'Printers store copies of every scanned page',
    length: 'Medium',
    callToAction: 'Book a check',
  },
  'prospect-engagement': {
    emailPurpose: 'webinar-invitation',
    keyMessage: 'Join our webinar on cutting downtime',
    length: 'Long',
    callToAction: 'Register today',
  },
  website: {
    pageTopic: 'Managed IT services for law firms',
    targetAudience: 'Law firm partners',
    purpose: 'Explain our managed services and build trust',
    callToAction: 'Book a free assessment',
    wordCount: 'Short (300-500 words)',
  },
};
