import { optionsFrom, recordOptions } from '../field-helpers.js';
import type { AssistantForm } from '../types.js';
import { BRAND_ELEMENTS } from './options.js';
import type { InstagramValues } from './schema.js';

export type { InstagramValues };

const INSTAGRAM_CONTENT_FORMAT_OPTIONS = recordOptions({
  'feed-post': 'Feed Post',
  carousel: 'Carousel',
  'reel-concept': 'Reel Concept',
  'story-idea': 'Story Idea',
});

const INSTAGRAM_VISUAL_APPROACH_OPTIONS = recordOptions({
  'existing-photo': 'Existing Photo',
  infographic: 'Infographic',
  'ai-image-prompt': 'AI Image Prompt',
  'stock-photo': 'Stock Photo',
  'text-only': 'Text Only',
});

const INSTAGRAM_TONE_OPTIONS = recordOptions({
  professional: 'Professional',
  casual: 'Casual',
  inspirational: 'Inspirational',
  educational: 'Educational',
  humorous: 'Humorous',
});

const INSTAGRAM_HASHTAG_STRATEGY_OPTIONS = recordOptions({
  maximum: 'Maximum (25-30 hashtags)',
  balanced: 'Balanced (15-20 hashtags)',
  minimal: 'Minimal (5-10 hashtags)',
});

const INSTAGRAM_CALL_TO_ACTION_OPTIONS = recordOptions({
  'link-in-bio': 'Link in Bio',
  'dm-us': 'DM Us',
  'save-post': 'Save This Post',
  share: 'Share with Others',
  comment: 'Comment Below',
  'learn-more': 'Learn More',
});

const INSTAGRAM_CAPTION_LENGTH_OPTIONS = recordOptions({
  short: 'Short (1-2 lines)',
  medium: 'Medium (3-5 lines)',
  long: 'Long (mini blog)',
});

/** Brand elements are a fixed list (no customisation key exists for them). */
const BRAND_ELEMENT_OPTIONS = optionsFrom(BRAND_ELEMENTS, {
  logo: 'Company Logo',
  colors: 'Brand Colors',
  website: 'Website URL',
  tagline: 'Tagline',
});

export const instagramForm: AssistantForm<InstagramValues> = {
  cardTitle: 'Instagram Post Details',
  submitLabel: 'Generate Post',
  fields: [
    {
      kind: 'textarea',
      name: 'postTopic',
      label: 'Post Topic',
      rows: 3,
      required: true,
      placeholder: 'e.g., 5 signs your business has outgrown its IT setup',
      exampleKey: 'topic_example',
    },
    {
      kind: 'text',
      name: 'targetAudience',
      label: 'Target Audience',
      required: true,
      placeholder: 'e.g., Local business owners and office managers',
      exampleKey: 'audience_example',
    },
    {
      kind: 'select',
      name: 'contentFormat',
      label: 'Content Format',
      options: INSTAGRAM_CONTENT_FORMAT_OPTIONS,
      optionsKey: 'content_format_options',
    },
    {
      kind: 'select',
      name: 'visualApproach',
      label: 'Visual Approach',
      options: INSTAGRAM_VISUAL_APPROACH_OPTIONS,
      optionsKey: 'visual_approach_options',
    },
    {
      kind: 'textarea',
      name: 'visualDetails',
      label: 'Visual Details',
      rows: 3,
      required: true,
      hint: 'Be specific about colors, style and mood',
      placeholder: 'e.g., Bright, modern office with a technician helping a smiling client',
    },
    {
      kind: 'select',
      name: 'toneOfVoice',
      label: 'Tone',
      options: INSTAGRAM_TONE_OPTIONS,
      optionsKey: 'tone_options',
    },
    {
      kind: 'select',
      name: 'hashtagStrategy',
      label: 'Hashtag Strategy',
      options: INSTAGRAM_HASHTAG_STRATEGY_OPTIONS,
      optionsKey: 'hashtag_strategy_options',
    },
    {
      kind: 'select',
      name: 'callToAction',
      label: 'Call-to-Action',
      options: INSTAGRAM_CALL_TO_ACTION_OPTIONS,
      optionsKey: 'call_to_action_options',
    },
    {
      kind: 'checkbox-group',
      name: 'brandElements',
      label: 'Brand Elements',
      hint: 'Choose what the post should feature',
      options: BRAND_ELEMENT_OPTIONS,
    },
    {
      kind: 'select',
      name: 'captionLength',
      label: 'Caption Length',
      options: INSTAGRAM_CAPTION_LENGTH_OPTIONS,
      optionsKey: 'caption_length_options',
    },
  ],
  defaults: {
    postTopic: '',
    targetAudience: '',
    contentFormat: 'feed-post',
    visualApproach: 'existing-photo',
    visualDetails: '',
    toneOfVoice: 'professional',
    hashtagStrategy: 'balanced',
    callToAction: 'link-in-bio',
    brandElements: [],
    captionLength: 'medium',
  },
  schema: () => import('./schema.js').then((m) => m.schema),
  transform: (values) => ({ ...values }),
};
