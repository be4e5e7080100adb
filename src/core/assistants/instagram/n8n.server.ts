import type { N8nPrompt } from '../types.js';

/**
 * The Instagram assistant's part of its ready-made n8n workflow's "Build prompt" node
 * (JavaScript run by n8n; the prelude and ending are in src/server/automations/n8n/). Every form
 * field is used, with the meaning of its options; the output structure is the one
 * src/core/formatting parses. Server only: the client build never contains it.
 */
export const n8nPrompt: N8nPrompt = {
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
