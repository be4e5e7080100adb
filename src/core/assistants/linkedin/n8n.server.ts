import type { N8nPrompt } from '../types.js';

/**
 * The LinkedIn assistant's part of its ready-made n8n workflow's "Build prompt" node
 * (JavaScript run by n8n; the prelude and ending are in src/server/automations/n8n/). Every form
 * field is used, with the meaning of its options; the output structure is the one
 * src/core/formatting parses. Server only: the client build never contains it.
 */
export const n8nPrompt: N8nPrompt = {
  name: 'LinkedIn post',
  code: `const ROLE =
  'You are a LinkedIn ghostwriter for business leaders. You write posts with a strong opening ' +
  'line, short paragraphs and one clear takeaway.';
const PURPOSES = {
  'thought-leadership': 'thought leadership: a clear point of view backed by experience',
  'company-update': 'a company update: news from the company and why it matters to clients',
  'industry-news-commentary': 'commentary on industry news: what happened and what it means',
  'client-success-story': 'a client success story: challenge, what was done, the result',
  'team-culture-highlight': 'a team and culture highlight: the people behind the work',
  'educational-how-to': 'an educational how-to: practical steps the reader can apply',
  'event-announcement': 'an event announcement: what, when, who it is for and how to join',
};
const TONES = {
  professional: 'professional', 'thought-leader': 'thought leader: bold and opinionated',
  educational: 'educational: clear and practical', conversational: 'conversational: warm, first person',
  inspirational: 'inspirational: uplifting and forward-looking',
};
const LINK_CTAS = {
  'learn-more': 'Learn more', 'read-article': 'Read the article',
  'download-resource': 'Download the resource', 'register-now': 'Register now',
  'contact-us': 'Contact us', 'get-started': 'Get started', 'watch-video': 'Watch the video',
  'view-demo': 'View the demo', 'book-meeting': 'Book a meeting',
};
const IMAGE_FOCUS = {
  people: 'people at work', workspace: 'the workspace', conceptual: 'a conceptual metaphor',
  process: 'a process or workflow', results: 'results and outcomes',
};
const image = flag(f.generateAIImage);
const link = text(f.includeLink);
const FORMAT = lines(
  'The post as plain text (150-250 words): a first line that hooks, short paragraphs, ' +
    'line breaks between them, a question or call to action near the end, then 3-5 hashtags.',
  link ? 'Put the link on its own line, introduced by its call to action: "<CTA>: ' + link + '".' : null,
  image ? '' : null,
  image ? 'Then a line with three dashes (---) and, after it, the image prompt on one line:' : null,
  image ? '**AI Image Prompt:** <a detailed prompt for an image that goes with the post>' : null,
  image ? null : 'No image prompt.',
).join('\\n');
function brief(f) {
  return lines(
    item('Post topic', text(f.postTopic)),
    item('Target audience', text(f.targetAudience)),
    item('Content purpose', meaning(PURPOSES, f.contentPurpose)),
    item('Tone of voice', meaning(TONES, f.toneOfVoice)),
    item('Tag these people or companies (as @Name in the text)', list(f.tagPeopleOrCompanies).join(', ')),
    item('Link to include', link),
    link ? item('Link call to action', meaning(LINK_CTAS, f.linkCTA)) : null,
    item('Source to base the post on (refer to it)', text(f.sourceUrl)),
    flag(f.includeResearch)
      ? '- Research: include current data or statistics you are sure of, with their source'
      : null,
    image
      ? item(
          'AI image prompt',
          'yes; style: ' + text(f.imageStyle, 'your choice') + '; focus: ' +
            (text(f.imageFocus) ? meaning(IMAGE_FOCUS, f.imageFocus) : 'your choice'),
        )
      : '- AI image prompt: no',
  );
}`,
};
