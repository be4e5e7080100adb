import type { AssistantPrompt } from './prompt-common.js';

/**
 * Prompts of the three email assistants (JavaScript run by n8n, see prompt-common.ts). They share
 * the form (emailPurpose, otherPurpose, keyMessage, length, callToAction) and differ in whom they
 * write to and in the meaning of their purposes.
 */

function emailPrompt(role: string, purposes: Record<string, string>): AssistantPrompt {
  return {
    name: 'email',
    code: `const ROLE = ${JSON.stringify(role)};
const PURPOSES = ${JSON.stringify(purposes, null, 2)};
const LENGTHS = {
  Short: 'short: 75-125 words', Medium: 'medium: 150-250 words', Long: 'long: 300-450 words',
};
const other = /^other$/i.test(text(f.emailPurpose));
const FORMAT = lines(
  '**Subject:** <subject line>',
  '',
  'Hi [First Name],',
  '',
  '<the email body in short paragraphs>',
  '',
  '<the next step or call to action>',
  '',
  'Best regards,',
  '[Your Name]',
  company,
).join('\\n');
function brief(f) {
  return lines(
    item('Purpose', other ? text(f.otherPurpose, 'other') : meaning(PURPOSES, f.emailPurpose)),
    item('Key message to emphasise', text(f.keyMessage)),
    item('Length', meaning(LENGTHS, f.length)),
    item('Next step or call to action', text(f.callToAction, 'a soft invitation to reply')),
  );
}`,
  };
}

export const retentionEmailPrompt = emailPrompt(
  'You write relationship emails from a managed services company to its existing clients: ' +
    'warm, personal and specific, so clients feel valued and stay.',
  {
    'Why Platinum: Highlight Our Value':
      'highlight the value the client gets from us: outcomes, responsiveness, what we prevented',
    'Team Member Spotlight': 'introduce a team member the client works with, with a human touch',
    'Company Update': 'share a company update and what it means for the client',
    'Client Success Story': 'tell a success story of a similar client: challenge, work, result',
    'Strategic Partnership Highlight': 'present a partnership and how the client benefits',
    'Client Appreciation': 'thank the client sincerely for working with us',
    'Behind-the-Scenes Insight': 'show how we work behind the scenes to keep them safe',
    'General Relationship Touchpoint': 'a friendly check-in that keeps the relationship warm',
  },
);

export const insightAmplifierPrompt = emailPrompt(
  'You turn IT best practices and policies into clear, value-driven emails for clients: one ' +
    'insight, why it matters to their business, and what to do.',
  {
    'Cybersecurity Best Practice': 'a cybersecurity best practice and the risk it removes',
    'IT Policy or Standards Reinforcement': 'reinforce an IT policy or standard and its reason',
    'Technology Lifecycle or Refresh Planning': 'plan hardware and software refreshes in time',
    'Backup & Disaster Recovery Awareness': 'backup and disaster recovery readiness',
    'Cloud Strategy or SaaS Optimization': 'cloud strategy and getting more from SaaS tools',
    'Compliance & Risk Management': 'compliance obligations and managing risk',
    'Productivity & Collaboration Tools': 'using productivity and collaboration tools better',
    'Strategic IT Alignment': 'aligning IT with business goals',
  },
);

export const prospectEngagementPrompt = emailPrompt(
  'You write nurturing emails to prospects who do not work with us yet: helpful before ' +
    'salesy, building trust step by step toward a conversation.',
  {
    'welcome-first-contact': 'a welcome or first contact: introduce us and why we reached out',
    'educational-follow-up': 'an educational follow-up with one useful insight',
    'case-study-highlight': 'highlight a case study of a similar business',
    'webinar-invitation': 'invite to a webinar: topic, date, what they will learn',
    'trust-building': 'build trust: credentials, approach, what working with us is like',
    'newsletter-update': 'a short update in newsletter style',
  },
);
