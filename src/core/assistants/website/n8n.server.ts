import type { N8nPrompt } from '../types.js';

/**
 * The Website Content assistant's part of its ready-made n8n workflow's "Build prompt" node
 * (JavaScript run by n8n; the prelude and ending are in src/server/automations/n8n/). Every form
 * field is used, with the meaning of its options; the output structure is the one
 * src/core/formatting parses. Server only: the client build never contains it.
 */
export const n8nPrompt: N8nPrompt = {
  name: 'website page copy',
  code: `const ROLE =
  'You are a conversion copywriter for websites. You write clear, benefit-led page copy that ' +
  'answers visitors\\' questions and leads them to one action.';
const FORMAT = lines(
  '# <Headline>',
  '<a one-sentence subheadline>',
  '## <Section heading> for each part of the page: the problem, how ' + company + ' helps, ' +
    'benefits as a bullet list, why choose ' + company + ', frequently asked questions',
  '## <closing heading> with the call to action as the last line, in bold',
  'Markdown only; no notes to the editor.',
).join('\\n');
function brief(f) {
  return lines(
    item('Page topic', text(f.pageTopic)),
    item('Target audience', text(f.targetAudience)),
    item('Purpose of the page', text(f.purpose)),
    item('Call to action', text(f.callToAction)),
    item('Length', text(f.wordCount, 'Medium (600-900 words)')),
  );
}`,
};
