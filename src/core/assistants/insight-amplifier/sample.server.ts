import type { EmailValues } from '../email/schemas.js';
import type { AssistantSample } from '../types.js';

/** The Insight Amplifier's samples for tests and benches (server only). */
export const sample: AssistantSample<EmailValues> = {
  texts: {
    displayName: 'Insight Amplifier',
    pillLabel: 'Insight',
    cardTitle: 'Insight Amplifier',
    submitLabel: 'Generate Email',
  },
  required: {
    emailPurpose: 'Cybersecurity Best Practice',
    keyMessage: 'Why every staff member needs MFA by June',
  },
  form: {
    emailPurpose: 'Other',
    otherPurpose: 'Printer security reminder',
    keyMessage: 'Printers store copies of every scanned page',
    length: 'Medium',
    callToAction: 'Book a check',
  },
  demoForm: {
    emailPurpose: 'Backup & Disaster Recovery Awareness',
    keyMessage: 'Test your restores monthly',
    length: 'Short',
  },
  everyFieldShown: { emailPurpose: 'Other' },
};
