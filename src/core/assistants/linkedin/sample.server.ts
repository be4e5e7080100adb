import type { AssistantSample } from '../types.js';
import type { LinkedInValues } from './schema.js';

/** The LinkedIn assistant's samples for tests and benches (server only). */
export const sample: AssistantSample<LinkedInValues> = {
  texts: {
    displayName: 'LinkedIn',
    pillLabel: 'LinkedIn',
    cardTitle: 'LinkedIn Post Details',
    submitLabel: 'Generate Post',
  },
  required: {
    postTopic: 'Testing your backups',
    targetAudience: 'IT managers',
    contentPurpose: 'thought-leadership',
  },
  form: {
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
  demoForm: {
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
  everyFieldShown: { includeLink: 'https://acme.example/offer', imageStyle: 'illustration' },
};
