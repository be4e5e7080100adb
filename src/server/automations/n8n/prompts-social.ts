import type { AssistantPrompt } from './prompt-common.js';

/**
 * Prompts of the topic generator and the three social assistants (JavaScript run by n8n, see
 * prompt-common.ts). Every form field of spec forms-and-admin §3 is used, with the meaning of its
 * options; the output structures are those src/core/formatting parses.
 */

export const topicGeneratorPrompt: AssistantPrompt = {
  name: 'content topic list',
  code: `const ROLE =
  'You are a content strategist for a B2B services company. You find timely, specific content ' +
  'topics and turn each into a ready-to-use idea for the chosen platforms.';
const TIMEFRAMES = {
  'past-3-days': 'news and discussions of the past 3 days',
  'past-week': 'what happened in the past week',
  'past-month': 'developments of the past month',
  'past-6-months': 'trends of the past 6 months',
  evergreen: 'evergreen topics that stay relevant at any time (no news hooks)',
};
const APPROACHES = {
  trending: 'trending topics people are talking about now',
  problems: 'common problems and pain points the audience faces',
  solutions: 'solutions and how-tos that fix those problems',
  'industry-news': 'industry news and what it means for the audience',
  'thought-leadership': 'thought leadership: a clear, defensible point of view',
  'surprise-me': 'a surprising mix of angles of your choice',
};
const PLATFORMS = {
  facebook: 'Facebook', linkedin: 'LinkedIn', instagram: 'Instagram', blog: 'Blog',
  email: 'Email', twitter: 'Twitter / X', youtube: 'YouTube', tiktok: 'TikTok',
};
const count = Number(text(f.numberOfTopics, '10')) || 10;
const platforms = list(f.platforms).map((p) => meaning(PLATFORMS, p));
const FORMAT = lines(
  'Exactly ' + count + ' topics, numbered, each in this form:',
  '## 1. <Topic title>',
  '**Hook:** <one sentence that makes the reader stop>',
  '**Angle:** <the point of view and why it matters to the audience>',
  flag(f.includeCompetitors)
    ? '**Competitor Angle:** <how competitors cover this and how ' + company + ' can stand apart>'
    : null,
  '**Platform Prompts:**',
  platforms.map((p) => '- ' + p + ': <a ready-to-use post idea or prompt for ' + p + '>'),
  'Leave a blank line between topics. No introduction and no closing remarks.',
).join('\\n');
function brief(f) {
  return lines(
    item('Industry or topic', text(f.industryTopic, 'choose the most promising topics for ' + company)),
    item('Timeframe', meaning(TIMEFRAMES, f.timeframe)),
    item('Content approach', meaning(APPROACHES, f.contentApproach)),
    item('Business context', text(f.businessContext)),
    item('Number of topics', String(count)),
    item('Platforms', platforms.join(', ')),
    item('Competitor analysis', flag(f.includeCompetitors) ? 'yes, add a competitor angle per topic' : 'no'),
  );
}`,
};

export const facebookPrompt: AssistantPrompt = {
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

export const instagramPrompt: AssistantPrompt = {
  name: 'Instagram post',
  code: `const ROLE =
  'You are an Instagram content creator for a B2B services company. You write captions and ' +
  'visual directions that earn saves, shares and comments.';
const FORMATS = {
  'feed-post': 'a single-image feed post',
  carousel: 'a carousel of 5-8 slides',
  'reel-concept': 'a reel concept of 20-30 seconds',
  'story-idea': 'a story of 3-5 frames with an interactive sticker',
};
const VISUALS = {
  'existing-photo': 'an existing photo of the company: say which photo to use and how to crop it',
  infographic: 'an infographic: give its title, the data points and the layout',
  'ai-image-prompt': 'an AI-generated image: write a detailed image generation prompt',
  'stock-photo': 'a stock photo: give the search terms and what the photo must show',
  'text-only': 'a text-only graphic: give the words on the graphic and the typography',
};
const TONES = {
  professional: 'professional: polished and credible',
  casual: 'casual: friendly and conversational',
  inspirational: 'inspirational: uplifting, about what is possible',
  educational: 'educational: teaches one clear, useful thing',
  humorous: 'humorous: playful and witty',
};
const HASHTAGS = {
  maximum: 'maximum reach: 25-30 hashtags',
  balanced: 'balanced: 15-20 hashtags',
  minimal: 'minimal: 5-10 hashtags',
};
const CTAS = {
  'link-in-bio': 'point to the link in bio',
  'dm-us': 'invite a direct message',
  'save-post': 'ask to save this post',
  share: 'ask to share it with someone who needs it',
  comment: 'ask a question to answer in the comments',
  'learn-more': 'invite to learn more',
};
const LENGTHS = {
  short: 'short: 1-2 lines',
  medium: 'medium: 3-5 lines',
  long: 'long: a mini blog of 150-300 words',
};
const BRAND = {
  logo: 'the company logo', colors: 'the brand colours', website: 'the website URL',
  tagline: 'the tagline',
};
const format = text(f.contentFormat, 'feed-post');
const FORMAT = lines(
  '<the caption, with a strong first line; its length as the brief says>',
  '',
  '<the call to action line>',
  '',
  '<the hashtags on one line, as many as the hashtag strategy says>',
  '',
  format === 'carousel' ? '**Carousel Slides:** then one line per slide: Slide 1: ...' : null,
  format === 'reel-concept' ? '**Reel Concept (20-30 seconds):** then one line per shot: 0-3s: ...' : null,
  format === 'story-idea' ? '**Story Frames:** then one line per frame: Frame 1: ...' : null,
  '**Visual Suggestion:** <the visual, following the visual approach and visual details>',
  text(f.visualApproach) === 'ai-image-prompt' ? '**AI Image Prompt:** <a detailed image generation prompt>' : null,
  list(f.brandElements).length ? 'Brand elements to include: <where each brand element appears>' : null,
).join('\\n');
function brief(f) {
  return lines(
    item('Post topic', text(f.postTopic)),
    item('Target audience', text(f.targetAudience)),
    item('Content format', meaning(FORMATS, f.contentFormat)),
    item('Visual approach', meaning(VISUALS, f.visualApproach)),
    item('Visual details (colours, style, mood)', text(f.visualDetails)),
    item('Tone of voice', meaning(TONES, f.toneOfVoice)),
    item('Hashtag strategy', meaning(HASHTAGS, f.hashtagStrategy)),
    item('Call to action', meaning(CTAS, f.callToAction)),
    item('Brand elements to show', list(f.brandElements).map((b) => meaning(BRAND, b)).join(', ') || 'none'),
    item('Caption length', meaning(LENGTHS, f.captionLength)),
  );
}`,
};

export const linkedInPrompt: AssistantPrompt = {
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
