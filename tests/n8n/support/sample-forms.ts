import { ASSISTANTS } from '../../../src/core/assistants/catalogue.js';
import type { AssistantId } from '../../../src/core/assistants/ids.js';
import type { FormValues } from '../../../src/core/assistants/types.js';

/**
 * A valid form per assistant, as a user fills it in: the defaults and the required fields only.
 * Not tests/support/sample-forms.ts on purpose: these workflows run on a real n8n with every
 * option at its default, and the lead tests expect these keywords and this place in the searches.
 */
const FILLED: Record<AssistantId, FormValues> = {
  'topic-generator': { industryTopic: 'Cybersecurity for dental practices' },
  'lead-generator': { keywords: 'plumber\nelectrician', location: 'Austin, TX' },
  facebook: { postTopic: 'Why MFA matters', targetAudience: 'Small business owners' },
  linkedin2: {
    postTopic: 'Testing your backups',
    targetAudience: 'IT managers',
    contentPurpose: 'thought-leadership',
  },
  instagram: {
    postTopic: 'Phishing red flags',
    targetAudience: 'Office staff',
    visualDetails: 'Bold blue and white, friendly',
  },
  blog: {
    articleTopic: 'Backups that survive ransomware',
    audience: 'Dental office owners',
    contentType: 'how-to',
    focusKeywords: 'ransomware backups',
  },
  newsletter: {
    newsletterTopic: 'Backups you can trust this spring',
    targetAudience: 'Our clients',
    emailPurpose: 'educational',
    keyMessage: 'Tested backups keep your practice open',
  },
  'retention-email': {
    emailPurpose: 'Client Appreciation',
    keyMessage: 'Thank you for five years of working together',
  },
  'insight-amplifier': {
    emailPurpose: 'Cybersecurity Best Practice',
    keyMessage: 'Why every staff member needs MFA by June',
  },
  'prospect-engagement': {
    emailPurpose: 'trust-building',
    keyMessage: 'How we cut downtime by 40% for a firm like theirs',
  },
  website: {
    pageTopic: 'Managed IT services for small businesses',
    targetAudience: 'Owners of small firms',
    purpose: 'Explain our services and win consultations',
    callToAction: 'Book your free IT assessment',
  },
};

export function sampleForm(id: AssistantId): FormValues {
  return { ...ASSISTANTS[id].defaults, ...FILLED[id] };
}
