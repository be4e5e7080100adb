import type { AssistantSample } from '../types.js';
import type { FacebookValues } from './schema.js';

/** The Facebook assistant's samples for tests and benches (server only). */
export const sample: AssistantSample<FacebookValues> = {
  texts: {
    displayName: 'Facebook',
    pillLabel: 'Facebook',
    cardTitle: 'Facebook Post Details',
    submitLabel: 'Generate Post',
  },
  required: { postTopic: 'Why MFA matters', targetAudience: 'Small business owners' },
  form: { postTopic: 'Why MFA matters', targetAudience: 'Small clinics', toneOfVoice: 'casual' },
  demoForm: {
    postTopic: 'Phishing scams',
    targetAudience: 'Retail shop owners',
    toneOfVoice: 'humorous',
  },
};
