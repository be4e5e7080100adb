import type { EmailValues } from '../email/schemas.js';
import type { AssistantSample } from '../types.js';

/** The Client Engagement assistant's samples for tests and benches (server only). */
export const sample: AssistantSample<EmailValues> = {
  texts: {
    displayName: 'Client Engagement',
    pillLabel: 'Client',
    cardTitle: 'Client Engagement',
    submitLabel: 'Generate Email',
  },
  required: {
    emailPurpose: 'Client Appreciation',
    keyMessage: 'Thank you for five years of working together',
  },
  form: {
    emailPurpose: 'Client Appreciation',
    otherPurpose: '',
    keyMessage: 'Thank you for ten years together',
    length: 'Short',
    callToAction: '',
  },
  demoForm: {
    emailPurpose: 'Client Appreciation',
    keyMessage: 'Thank you for ten years together',
    length: 'Long',
  },
  everyFieldShown: { emailPurpose: 'Other' },
};
