import type { AssistantSample } from '../types.js';
import type { WebsiteValues } from './schema.js';

/** The Website Content assistant's samples for tests and benches (server only). */
export const sample: AssistantSample<WebsiteValues> = {
  texts: {
    displayName: 'Website Content',
    pillLabel: 'Website',
    cardTitle: 'Website Content Details',
    submitLabel: 'Generate Website Content',
  },
  required: {
    pageTopic: 'Managed IT services for small businesses',
    targetAudience: 'Owners of small firms',
    purpose: 'Explain our services and win consultations',
    callToAction: 'Book your free IT assessment',
  },
  form: {
    pageTopic: 'Managed IT services for law firms',
    targetAudience: 'Law firm partners',
    purpose: 'Explain our managed services and build trust',
    callToAction: 'Book a free assessment',
    wordCount: 'Short (300-500 words)',
  },
  demoForm: {
    pageTopic: 'Managed cybersecurity',
    targetAudience: 'Law firms',
    purpose: 'Generate consultation requests',
    callToAction: 'Book your free assessment',
    wordCount: 'Long (1000+ words)',
  },
};
