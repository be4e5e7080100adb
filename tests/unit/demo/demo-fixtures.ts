import { isAssistantId, type AssistantId } from '../../../src/core/assistants/ids.js';
import type { FormValues } from '../../../src/core/assistants/types.js';

/**
 * Realistic webhook bodies for every assistant, shared by the demo tests. The forms differ from
 * tests/support/sample-forms.ts on purpose: the demo tests look for these values in the texts.
 */
export const FORM: Record<Exclude<AssistantId, 'lead-generator'>, FormValues> = {
  'topic-generator': {
    industryTopic: 'veterinary clinics',
    timeframe: 'past-month',
    contentApproach: 'problems',
    numberOfTopics: '15',
    platforms: ['linkedin', 'blog', 'tiktok'],
    includeCompetitors: true,
  },
  facebook: {
    postTopic: 'Phishing scams',
    targetAudience: 'Retail shop owners',
    toneOfVoice: 'humorous',
  },
  linkedin2: {
    postTopic: 'Hybrid work security',
    targetAudience: 'CFOs',
    contentPurpose: 'thought-leadership',
    toneOfVoice: 'professional',
    tagPeopleOrCompanies: 'Acme Corp, Jane Doe',
    includeLink: 'https://example.com/guide',
    linkCTA: 'download-resource',
    generateAIImage: true,
    imageStyle: 'illustration',
    imageFocus: 'people',
  },
  instagram: {
    postTopic: 'Meet our help desk team',
    targetAudience: 'local businesses',
    contentFormat: 'reel-concept',
    hashtagStrategy: 'maximum',
    callToAction: 'dm-us',
    captionLength: 'long',
    brandElements: ['logo', 'colors'],
  },
  blog: {
    articleTopic: 'Ransomware recovery planning',
    audience: 'Healthcare administrators',
    length: 'Long (1500+ words)',
    contentType: 'how-to',
    focusKeywords: 'ransomware recovery, backup testing',
    generateAIImage: true,
  },
  newsletter: {
    newsletterTopic: 'Summer security roundup',
    targetAudience: 'Existing clients',
    emailPurpose: 'monthly-roundup',
    keyMessage: 'Small habits prevent big breaches',
    generateSubjectLines: true,
    includeSections: { companyNews: true, upcomingEvents: true },
    includeBlogBlock: true,
    blogTopic: 'Password hygiene',
    blogReferenceUrl: 'https://example.com/blog/passwords',
  },
  'retention-email': {
    emailPurpose: 'Client Appreciation',
    keyMessage: 'Thank you for ten years together',
    length: 'Long',
  },
  'insight-amplifier': {
    emailPurpose: 'Backup & Disaster Recovery Awareness',
    keyMessage: 'Test your restores monthly',
    length: 'Short',
  },
  'prospect-engagement': {
    emailPurpose: 'other',
    otherPurpose: 'Trade show follow-up',
    keyMessage: 'Great to meet you at the expo',
    callToAction: 'Book a 20-minute call',
  },
  website: {
    pageTopic: 'Managed cybersecurity',
    targetAudience: 'Law firms',
    purpose: 'Generate consultation requests',
    callToAction: 'Book your free assessment',
    wordCount: 'Long (1000+ words)',
  },
};

export const LEAD_BODY = {
  type: 'new',
  assistantType: 'lead-generator',
  sessionId: 'session-1',
  companyInfo: { id: 'demo', name: 'Demo Company' },
  formData: {
    searchConfig: {
      keywords: ['roofer', 'plumber'],
      location: { type: 'radius', center: 'Tulsa, OK', radiusMiles: 25 },
      sources: {
        googleMaps: true,
        yelp: false,
        thomasnet: false,
        facebook: false,
        angi: false,
        yellowPages: false,
      },
    },
    scoringConfig: {
      reviewsWeight: 20,
      emailTypeWeight: 20,
      websiteWeight: 20,
      languageWeight: 20,
      verifiedWeight: 20,
    },
  },
  userId: 7,
};

export const generateBody = (id: string) =>
  id === 'lead-generator'
    ? LEAD_BODY
    : {
        action: 'generate',
        assistantType: id,
        sessionId: 'session-1',
        formData: isAssistantId(id) && id !== 'lead-generator' ? FORM[id] : {},
        company: { id: 'demo', name: 'Demo Company' },
        user: { id: 7, username: 'demo-user' },
      };

export const toAnswer = (r: { contentType: string; body: string }) => ({
  text: r.body,
  contentType: r.contentType,
});
