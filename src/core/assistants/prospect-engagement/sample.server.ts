import type { EmailValues } from '../email/schemas.js';
import type { AssistantSample } from '../types.js';

/** The Prospect Engagement assistant's samples for tests and benches (server only). */
export const sample: AssistantSample<EmailValues> = {
  texts: {
    displayName: 'Prospect Engagement',
    pillLabel: 'Prospect',
    cardTitle: 'Prospect Engagement',
    submitLabel: 'Generate Email',
  },
  required: {
    emailPurpose: 'trust-building',
    keyMessage: 'How we cut downtime by 40% for a firm like theirs',
  },
  form: {
    emailPurpose: 'webinar-invitation',
    keyMessage: 'Join our webinar on cutting downtime',
    length: 'Long',
    callToAction: 'Register today',
  },
  demoForm: {
    emailPurpose: 'other',
    otherPurpose: 'Trade show follow-up',
    keyMessage: 'Great to meet you at the expo',
    callToAction: 'Book a 20-minute call',
  },
  everyFieldShown: { emailPurpose: 'other' },
};
