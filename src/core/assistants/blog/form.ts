import { labelOptions, recordOptions, whenOn } from '../field-helpers.js';
import type { AssistantForm } from '../types.js';
import { IMAGE_STYLE_OPTIONS, autoToEmpty } from '../image-options.js';
import type { BlogValues } from './schema.js';

export type { BlogValues };

const BLOG_LENGTH_OPTIONS = labelOptions([
  'Very Short (250 words)',
  'Short (500 words)',
  'Medium (1000 words)',
  'Long (1500+ words)',
]);

const BLOG_CONTENT_TYPE_OPTIONS = recordOptions({
  'how-to': 'How-To Guide',
  'thought-leadership': 'Thought Leadership',
  'case-study': 'Case Study',
  'industry-news': 'Industry News',
  educational: 'Educational',
});

const BLOG_IMAGE_FOCUS_OPTIONS = recordOptions({
  auto: 'Auto (AI decides)',
  hero: 'Hero Image',
  diagram: 'Diagram',
  data: 'Data Visualization',
  conceptual: 'Conceptual',
  screenshot: 'Screenshot',
});

/** The booleans coerced on submit (docs/product.md#submit-payloads). */
const BLOG_FLAGS = [
  'enableResearch',
  'generateMetaDescription',
  'generateTags',
  'suggestUrlSlug',
  'generateFocusKeywords',
  'generateAIImage',
] as const;

/** docs/product.md#submit-payloads: booleans coerced, referenceUrl trimmed, 'auto' style and focus become ''. */
function transformBlog(values: BlogValues): Record<string, unknown> {
  const payload: Record<string, unknown> = { ...values };
  for (const flag of BLOG_FLAGS) payload[flag] = Boolean(values[flag]);
  payload.referenceUrl = (values.referenceUrl ?? '').trim();
  payload.imageStyle = autoToEmpty(values.imageStyle);
  payload.imageFocus = autoToEmpty(values.imageFocus);
  return payload;
}

const imageOn = whenOn('generateAIImage');

export const blogForm: AssistantForm<BlogValues> = {
  cardTitle: 'Blog Article Details',
  submitLabel: 'Generate Article',
  fields: [
    {
      kind: 'textarea',
      name: 'articleTopic',
      label: 'Article Topic',
      rows: 3,
      required: true,
      placeholder: 'e.g., How to build a backup strategy that survives ransomware',
      exampleKey: 'topic_example',
    },
    {
      kind: 'text',
      name: 'audience',
      label: 'Audience',
      required: true,
      placeholder: 'e.g., Owners of accounting firms with 10-50 staff',
      exampleKey: 'audience_example',
    },
    {
      kind: 'select',
      name: 'length',
      label: 'Length',
      options: BLOG_LENGTH_OPTIONS,
      optionsKey: 'length_options',
    },
    {
      kind: 'select',
      name: 'contentType',
      label: 'Content Type',
      required: true,
      placeholder: 'Select a content type',
      options: BLOG_CONTENT_TYPE_OPTIONS,
      optionsKey: 'content_type_options',
    },
    {
      kind: 'text',
      name: 'focusKeywords',
      label: 'Keywords to Include',
      required: true,
      hint: 'Comma-separated',
      placeholder: 'e.g., ransomware protection, data backup, disaster recovery',
      exampleKey: 'keywords_example',
    },
    {
      kind: 'url',
      name: 'referenceUrl',
      label: 'Reference URL',
      hint: 'Optional: an article or source to draw on',
      placeholder: 'https://example.com/reference',
    },
    { kind: 'checkbox', name: 'enableResearch', label: 'Research and include current data' },
    {
      kind: 'section',
      heading: 'SEO Options',
      fields: [
        { kind: 'checkbox', name: 'generateMetaDescription', label: 'Generate meta description' },
        { kind: 'checkbox', name: 'generateTags', label: 'Generate tags' },
        { kind: 'checkbox', name: 'suggestUrlSlug', label: 'Suggest URL slug' },
        { kind: 'checkbox', name: 'generateFocusKeywords', label: 'Generate focus keywords' },
      ],
    },
    {
      kind: 'section',
      heading: 'Visual Content Options',
      fields: [
        { kind: 'checkbox', name: 'generateAIImage', label: 'Generate AI Image Prompt' },
        {
          kind: 'select',
          name: 'imageStyle',
          label: 'Image Style',
          options: IMAGE_STYLE_OPTIONS,
          optionsKey: 'image_style_options',
          visibleWhen: imageOn,
        },
        {
          kind: 'select',
          name: 'imageFocus',
          label: 'Visual Focus',
          options: BLOG_IMAGE_FOCUS_OPTIONS,
          optionsKey: 'visual_focus_options',
          visibleWhen: imageOn,
        },
      ],
    },
  ],
  defaults: {
    articleTopic: '',
    audience: '',
    length: 'Medium (1000 words)',
    contentType: '',
    focusKeywords: '',
    referenceUrl: '',
    enableResearch: false,
    generateMetaDescription: true,
    generateTags: true,
    suggestUrlSlug: true,
    generateFocusKeywords: true,
    generateAIImage: true,
    imageStyle: 'auto',
    imageFocus: 'auto',
  },
  schema: () => import('./schema.js').then((m) => m.schema),
  transform: transformBlog,
};
