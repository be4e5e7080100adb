import type { N8nPrompt } from '../types.js';

/**
 * The n8n "Build prompt" part shared by the three email assistants (JavaScript run by n8n). They
 * share the form (emailPurpose, otherPurpose, keyMessage, length, callToAction) and differ in
 * whom they write to and in the meaning of their purposes. Server only.
 */
export function emailPrompt(role: string, purposes: Record<string, string>): N8nPrompt {
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
