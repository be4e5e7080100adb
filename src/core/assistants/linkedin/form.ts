import { isBlank, optionsFrom, recordOptions, whenOn } from '../field-helpers.js';
import type { AssistantForm } from '../types.js';
import { IMAGE_STYLE_OPTIONS, autoToEmpty } from '../image-options.js';
import { LINKEDIN_IMAGE_FOCUSES } from './options.js';
import type { LinkedInValues } from './schema.js';

export type { LinkedInValues };

const LINKEDIN_CONTENT_PURPOSE_OPTIONS = recordOptions({
  'thought-leadership': 'Thought Leadership',
  'company-update': 'Company Update',
  'industry-news-commentary': 'Industry News Commentary',
  'client-success-story': 'Client Success Story',
  'team-culture-highlight': 'Team Culture Highlight',
  'educational-how-to': 'Educational / How-To',
  'event-announcement': 'Event Announcement',
});

const LINKEDIN_TONE_OPTIONS = recordOptions({
  professional: 'Professional',
  'thought-leader': 'Thought Leader',
  educational: 'Educational',
  conversational: 'Conversational',
  inspirational: 'Inspirational',
});

const LINKEDIN_LINK_CTA_OPTIONS = recordOptions({
  'learn-more': 'Learn More',
  'read-article': 'Read the Article',
  'download-resource': 'Download the Resource',
  'register-now': 'Register Now',
  'contact-us': 'Contact Us',
  'get-started': 'Get Started',
  'watch-video': 'Watch the Video',
  'view-demo': 'View the Demo',
  'book-meeting': 'Book a Meeting',
});

const LINKEDIN_IMAGE_FOCUS_OPTIONS = optionsFrom(LINKEDIN_IMAGE_FOCUSES, {
  auto: 'Auto (AI decides)',
  people: 'People',
  workspace: 'Workspace',
  conceptual: 'Conceptual',
  process: 'Process',
  results: 'Results',
});

const imageOn = whenOn('generateAIImage');

/** docs/product.md#submit-payloads: linkCTA only with a link; 'auto' image choices become ''; no image, no choices. */
function transformLinkedIn(values: LinkedInValues): Record<string, unknown> {
  const payload: Record<string, unknown> = { ...values };
  if (isBlank(values.includeLink)) delete payload.linkCTA;
  if (values.generateAIImage) {
    payload.imageStyle = autoToEmpty(values.imageStyle);
    payload.imageFocus = autoToEmpty(values.imageFocus);
  } else {
    delete payload.imageStyle;
    delete payload.imageFocus;
  }
  return payload;
}

/** docs/product.md#submit-payloads sends an image choice of 'auto' as '': read it back as 'auto'. */
function readLinkedIn(data: Record<string, unknown>) {
  const values = { ...data };
  for (const key of ['imageStyle', 'imageFocus']) if (values[key] === '') values[key] = 'auto';
  return { values };
}

export const linkedinForm: AssistantForm<LinkedInValues> = {
  cardTitle: 'LinkedIn Post Details',
  submitLabel: 'Generate Post',
  fields: [
    {
      kind: 'text',
      name: 'postTopic',
      label: 'Post Topic',
      required: true,
      placeholder: 'e.g., Lessons learned from moving a 50-person firm to the cloud',
      exampleKey: 'topic_example',
    },
    {
      kind: 'text',
      name: 'targetAudience',
      label: 'Target Audience',
      required: true,
      placeholder: 'e.g., CFOs and operations leaders at mid-sized firms',
      exampleKey: 'audience_example',
    },
    {
      kind: 'select',
      name: 'contentPurpose',
      label: 'Content Purpose',
      required: true,
      placeholder: 'Select a purpose',
      options: LINKEDIN_CONTENT_PURPOSE_OPTIONS,
      optionsKey: 'content_purpose_options',
    },
    {
      kind: 'select',
      name: 'toneOfVoice',
      label: 'Tone',
      required: true,
      placeholder: 'Select a tone',
      options: LINKEDIN_TONE_OPTIONS,
      optionsKey: 'tone_options',
    },
    {
      kind: 'text',
      name: 'tagPeopleOrCompanies',
      label: 'Tag People or Companies',
      hint: 'Comma-separated',
      placeholder: 'e.g., @Microsoft, @Jane Smith',
    },
    {
      kind: 'url',
      name: 'includeLink',
      label: 'Include Link',
      placeholder: 'https://example.com/article',
    },
    {
      kind: 'select',
      name: 'linkCTA',
      label: 'Link Call-to-Action',
      options: LINKEDIN_LINK_CTA_OPTIONS,
      optionsKey: 'link_cta_options',
      visibleWhen: (values) => !isBlank(values.includeLink),
    },
    {
      kind: 'url',
      name: 'sourceUrl',
      label: 'Source URL',
      hint: 'An article or report the post should draw on',
      placeholder: 'https://example.com/source',
    },
    { kind: 'checkbox', name: 'includeResearch', label: 'Research and include current data' },
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
          visibleWhen: imageOn,
        },
        {
          kind: 'select',
          name: 'imageFocus',
          label: 'Visual Focus',
          options: LINKEDIN_IMAGE_FOCUS_OPTIONS,
          visibleWhen: imageOn,
        },
      ],
    },
  ],
  defaults: {
    postTopic: '',
    targetAudience: '',
    contentPurpose: '',
    toneOfVoice: 'professional',
    tagPeopleOrCompanies: '',
    includeLink: '',
    linkCTA: 'learn-more',
    sourceUrl: '',
    includeResearch: false,
    generateAIImage: true,
    imageStyle: 'auto',
    imageFocus: 'auto',
  },
  schema: () => import('./schema.js').then((m) => m.schema),
  transform: transformLinkedIn,
  readSubmitted: readLinkedIn,
};
