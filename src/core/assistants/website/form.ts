import { labelOptions } from '../field-helpers.js';
import type { AssistantForm } from '../types.js';
import type { WebsiteValues } from './schema.js';

export type { WebsiteValues };

const WORD_COUNT_OPTIONS = labelOptions([
  'Short (300-500 words)',
  'Medium (600-900 words)',
  'Long (1000+ words)',
]);

export const websiteForm: AssistantForm<WebsiteValues> = {
  cardTitle: 'Website Content Details',
  submitLabel: 'Generate Website Content',
  fields: [
    {
      kind: 'text',
      name: 'pageTopic',
      label: 'Page Topic',
      required: true,
      placeholder: 'e.g., Managed IT services for small businesses',
      exampleKey: 'page_topic_example',
    },
    {
      kind: 'text',
      name: 'targetAudience',
      label: 'Target Audience',
      required: true,
      placeholder: 'e.g., Owners of businesses with 10-100 employees',
      exampleKey: 'audience_example',
    },
    {
      kind: 'textarea',
      name: 'purpose',
      label: 'Page Purpose',
      rows: 3,
      required: true,
      placeholder: 'e.g., Explain our services and convince visitors to book a consultation',
      exampleKey: 'page_purpose_example',
    },
    {
      kind: 'text',
      name: 'callToAction',
      label: 'Call to Action',
      required: true,
      placeholder: 'e.g., Schedule your free IT assessment',
      exampleKey: 'call_to_action_example',
    },
    {
      kind: 'select',
      name: 'wordCount',
      label: 'Word Count',
      options: WORD_COUNT_OPTIONS,
      optionsKey: 'word_count_options',
    },
  ],
  defaults: {
    pageTopic: '',
    targetAudience: '',
    purpose: '',
    callToAction: '',
    wordCount: 'Medium (600-900 words)',
  },
  schema: () => import('./schema.js').then((m) => m.schema),
  transform: (values) => ({ ...values }),
};
