import type { N8nPrompt } from '../types.js';

/**
 * The Facebook assistant's part of its ready-made n8n workflow's "Build prompt" node
 * (JavaScript run by n8n; the prelude and ending are in src/server/automations/n8n/). Every form
 * field is used, with the meaning of its options; the output structure is the one
 * src/core/formatting parses. Server only: the client build never contains it.
 */
export const n8nPrompt: N8nPrompt = {
  name: 'Facebook post',
  code: `const ROLE =
  'You are a social media copywriter. You write Facebook posts that start conversations and ' +
  'bring readers to act, in plain language without jargon.';
const TONES = {
  professional: 'professional: confident, clear and credible',
  casual: 'casual: friendly and relaxed, like talking to a neighbour',
  enthusiastic: 'enthusiastic: energetic and upbeat, with a few well-placed emojis',
  informative: 'informative: fact-led and helpful, teaching one useful thing',
  humorous: 'humorous: light and witty, without making fun of anyone',
};
const FORMAT = lines(
  'Plain text, no headings and no labels:',
  '- a first line that hooks the reader (a question, a surprising fact or a bold statement);',
  '- 2-3 short paragraphs (80-150 words in all) about the topic, written for the audience;',
  '- a call to action line (comment, message us, visit the website or call);',
  '- a last line of 3-5 relevant hashtags.',
).join('\\n');
function brief(f) {
  return lines(
    item('Post topic', text(f.postTopic)),
    item('Target audience', text(f.targetAudience)),
    item('Tone of voice', meaning(TONES, f.toneOfVoice)),
  );
}`,
};
