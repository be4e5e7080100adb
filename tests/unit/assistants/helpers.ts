import type { AssistantId } from '../../../src/core/assistants/ids.js';
import { getAssistant } from '../../../src/core/assistants/catalogue.js';

/** Values that complete each assistant's defaults into a valid form. */
export const VALID_FILL: Record<AssistantId, Record<string, unknown>> = {
  'topic-generator': {},
  'lead-generator': { keywords: 'dentist\nlaw firm', location: 'Austin, TX' },
  facebook: { postTopic: 'Phishing', targetAudience: 'Dentists' },
  linkedin2: {
    postTopic: 'Cloud migration',
    targetAudience: 'CFOs',
    contentPurpose: 'thought-leadership',
  },
  instagram: { postTopic: 'Backups', targetAudience: 'Owners', visualDetails: 'Blue, calm' },
  blog: {
    articleTopic: 'Ransomware recovery plans',
    audience: 'Clinic managers',
    contentType: 'how-to',
    focusKeywords: 'backup',
  },
  newsletter: {
    newsletterTopic: 'Windows 10 end of support',
    targetAudience: 'Clients',
    emailPurpose: 'educational',
    keyMessage: 'Upgrade before October',
  },
  'retention-email': { emailPurpose: 'Company Update', keyMessage: 'We opened a new office' },
  'insight-amplifier': {
    emailPurpose: 'Cybersecurity Best Practice',
    keyMessage: 'Turn on MFA everywhere',
  },
  'prospect-engagement': { emailPurpose: 'trust-building', keyMessage: 'We know your industry' },
  website: {
    pageTopic: 'Managed IT services',
    targetAudience: 'Small firms',
    purpose: 'Convince visitors to book a call',
    callToAction: 'Book a call',
  },
};

/** A valid form for an assistant, with some values replaced. */
export function validValues(id: AssistantId, overrides: Record<string, unknown> = {}) {
  return { ...getAssistant(id).defaults, ...VALID_FILL[id], ...overrides };
}

/** The schema's issues as `path -> message` (first message per path). */
export function issuesOf(id: AssistantId, values: unknown): Record<string, string> {
  const result = getAssistant(id).schema.safeParse(values);
  const issues: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join('.');
    issues[path] ??= issue.message;
  }
  return issues;
}
