import { emailPrompt } from '../email/n8n-prompt.server.js';

/** The Prospect Engagement assistant's part of its ready-made n8n workflow's "Build prompt" node. */
export const n8nPrompt = emailPrompt(
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
