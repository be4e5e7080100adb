import { emailPrompt } from '../email/n8n-prompt.server.js';

/** The Insight Amplifier assistant's part of its ready-made n8n workflow's "Build prompt" node. */
export const n8nPrompt = emailPrompt(
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
