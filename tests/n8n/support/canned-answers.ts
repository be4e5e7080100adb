import type { ChatRequest } from './fake-model.js';

/**
 * What the fake model answers, by the subject the prompt names: the blog, newsletter and
 * LinkedIn answers carry the structures Copydesk's formatter parses; a revision answers with the
 * request it got, so a test can see it went through.
 */

const BLOG = [
  '# Backups That Survive Ransomware',
  '',
  'Ransomware hits small practices hardest. Here is how to keep working when it does.',
  '',
  '## Keep three copies',
  '',
  'One on site, one off site, one offline.',
  '',
  '## Conclusion',
  '',
  'Talk to Acme IT about a backup review.',
  '',
  '---',
  '',
  '**SEO Metadata**',
  '',
  '**Meta Description:** How dental practices keep backups that survive ransomware, in three steps.',
  '**Focus Keyphrase:** ransomware backups',
  '**Tags:** ransomware, backups, dental IT',
  '**URL Slug:** ransomware-backups-for-dentists',
  '**AI Image Prompt:** A photorealistic dental office at night, a glowing shield over a server.',
  '**Image Alt Text:** A dental office at night with a glowing shield protecting its backup server',
].join('\n');

const NEWSLETTER = [
  '## Subject Line Recommendations',
  '',
  '1. **Subject:** Your backups, checked in five minutes',
  '   **Rationale:** A clear benefit and value for a busy reader.',
  '2. **Subject:** Is your practice one click from losing it all?',
  '   **Rationale:** A question sparks curiosity.',
  '3. **Subject:** Last chance: free backup review ends Friday',
  '   **Rationale:** Urgency from a real deadline.',
  '',
  '**Preview Text:** Three steps to backups that survive ransomware.',
  '',
  '---',
  '',
  '# Backups, Simply',
  '',
  'Hi [First Name],',
  '',
  'This month is all about backups that work when you need them.',
  '',
  'The Acme IT team',
].join('\n');

export const LINKEDIN_PROMPT = 'A photorealistic team reviewing a backup dashboard together.';
const LINKEDIN = [
  'Most ransomware recoveries fail for one reason: nobody tested the backups.',
  '',
  'We test ours every month, and so should you.',
  '',
  '#Cybersecurity #Backups',
  '',
  '---',
  '',
  `**AI Image Prompt:** ${LINKEDIN_PROMPT}`,
].join('\n');

/** Several sentences, so the answer streams in many chunks. */
const filler = (subject: string) =>
  `The ${subject} from the fake model starts here. ` +
  Array.from({ length: 12 }, (_, i) => `Sentence ${i + 1} of the ${subject}.`).join(' ');

export function cannedAnswer(request: ChatRequest): string {
  const last = request.messages[request.messages.length - 1]?.content ?? '';
  // A rewrite of one passage: the passage's replacement only.
  const rewrite = /^Request: (.+)$/m.exec(last);
  if (last.startsWith('Rewrite one passage') && rewrite) return `Rewritten: ${rewrite[1]}`;
  const revision = /Revision request: (.+)/.exec(last);
  if (revision) return `Revised ${request.subject}: ${revision[1]}`;
  if (request.subject === 'blog article') return BLOG;
  if (request.subject === 'newsletter') return NEWSLETTER;
  if (request.subject === 'LinkedIn post') return LINKEDIN;
  return filler(request.subject);
}

/** What the maps search answers (Google Places Text Search fields). */
export const PLACES = [
  {
    displayName: { text: 'Hill Plumbing', languageCode: 'en' },
    nationalPhoneNumber: '(512) 555-0101',
    websiteUri: 'https://hillplumbing.example',
    rating: 4.6,
    userRatingCount: 12,
    businessStatus: 'OPERATIONAL',
    addressComponents: [{ longText: 'Austin', types: ['locality', 'political'] }],
  },
  {
    displayName: { text: 'Bolt Electric', languageCode: 'en' },
    nationalPhoneNumber: '(512) 555-0102',
    rating: 3.9,
    userRatingCount: 210,
    businessStatus: 'CLOSED_TEMPORARILY',
    formattedAddress: '1 Main St, Round Rock, TX 78664, USA',
  },
];
