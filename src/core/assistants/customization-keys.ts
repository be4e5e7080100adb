/**
 * The AssistantCustomization keys of docs/product.md#customisation: a description, example texts
 * (shown as field placeholders) and option lists (JSON objects of value -> label).
 */
export const CUSTOMIZATION_KEY_LABELS = {
  description: 'Description',
  topic_example: 'Topic Example',
  audience_example: 'Audience Example',
  industry_focus_example: 'Industry Focus Example',
  business_context_example: 'Business Context Example',
  keywords_example: 'Keywords Example',
  emphasis_example: 'Emphasis Example',
  cta_example: 'Call-to-Action Example',
  key_message_example: 'Key Message Example',
  call_to_action_example: 'Call to Action Example',
  page_topic_example: 'Page Topic Example',
  page_purpose_example: 'Page Purpose Example',
  timeframe_options: 'Timeframe Options',
  content_approach_options: 'Content Approach Options',
  topic_count_options: 'Topic Count Options',
  content_platforms_options: 'Content Platforms Options',
  tone_options: 'Tone Options',
  content_format_options: 'Content Format Options',
  visual_approach_options: 'Visual Approach Options',
  hashtag_strategy_options: 'Hashtag Strategy Options',
  call_to_action_options: 'Call-to-Action Options',
  caption_length_options: 'Caption Length Options',
  content_purpose_options: 'Content Purpose Options',
  link_cta_options: 'Link CTA Options',
  length_options: 'Length Options',
  content_type_options: 'Content Type Options',
  image_style_options: 'Image Style Options',
  visual_focus_options: 'Visual Focus Options',
  email_purpose_options: 'Email Purpose Options',
  newsletter_section_options: 'Newsletter Section Options',
  blog_teaser_length_options: 'Blog Teaser Length Options',
  email_length_options: 'Email Length Options',
  word_count_options: 'Word Count Options',
} as const;

export type CustomizationKey = keyof typeof CUSTOMIZATION_KEY_LABELS;

/** How the Customise dialog edits a key. */
export type CustomizationKeyKind = 'description' | 'example' | 'options';

export function customizationKeyKind(key: CustomizationKey): CustomizationKeyKind {
  if (key === 'description') return 'description';
  return key.endsWith('_options') ? 'options' : 'example';
}
