import type { AssistantSample } from '../types.js';
import type { NewsletterValues } from './schema.js';

/** The Newsletter assistant's samples for tests and benches (server only). */
export const sample: AssistantSample<NewsletterValues> = {
  texts: {
    displayName: 'Newsletter',
    pillLabel: 'Newsletter',
    cardTitle: 'Newsletter Assistant',
    submitLabel: 'Generate Content',
  },
  required: {
    newsletterTopic: 'Backups you can trust this spring',
    targetAudience: 'Our clients',
    emailPurpose: 'educational',
    keyMessage: 'Tested backups keep your practice open',
  },
  form: {
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
  demoForm: {
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
  everyFieldShown: { generateSubjectLines: false, subjectLine: 'Our news', includeBlogBlock: true },
};
