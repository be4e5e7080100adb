import { emailPrompt } from '../email/n8n-prompt.server.js';

/** The Client Engagement assistant's part of its ready-made n8n workflow's "Build prompt" node. */
export const n8nPrompt = emailPrompt(
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
