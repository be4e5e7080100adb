import { recordOptions } from '../field-helpers.js';
import type { AssistantForm } from '../types.js';
import type { TopicGeneratorValues } from './schema.js';

export type { TopicGeneratorValues };

const TIMEFRAME_OPTIONS = recordOptions({
  'past-3-days': 'Past 3 Days',
  'past-week': 'Past Week',
  'past-month': 'Past Month',
  'past-6-months': 'Past 6 Months',
  evergreen: 'Evergreen',
});

const CONTENT_APPROACH_OPTIONS = recordOptions({
  trending: 'Trending Topics',
  problems: 'Common Problems',
  solutions: 'Solutions & How-Tos',
  'industry-news': 'Industry News',
  'thought-leadership': 'Thought Leadership',
  'surprise-me': 'Surprise Me',
});

/** Values are strings, as select values and JSON object keys are. */
const TOPIC_COUNT_OPTIONS = recordOptions({
  '5': '5 Topics',
  '10': '10 Topics',
  '15': '15 Topics',
});

const CONTENT_PLATFORM_OPTIONS = recordOptions({
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  blog: 'Blog',
  email: 'Email',
  twitter: 'Twitter / X',
  youtube: 'YouTube',
  tiktok: 'TikTok',
});

/** A topic count as the webhook gets it: a number (docs/product.md#forms: 5, 10, 15), text if not one. */
function topicCount(value: string): number | string {
  return /^\d{1,6}$/.test(value.trim()) ? Number(value) : value;
}

export const topicGeneratorForm: AssistantForm<TopicGeneratorValues> = {
  cardTitle: 'Topic Generator Details',
  submitLabel: 'Generate Topics',
  fields: [
    {
      kind: 'text',
      name: 'industryTopic',
      label: 'Industry or Topic (Optional)',
      hint: 'Leave blank to let the AI choose',
      placeholder: 'e.g., Cybersecurity for dental practices',
      exampleKey: 'industry_focus_example',
    },
    {
      kind: 'select',
      name: 'timeframe',
      label: 'Timeframe',
      required: true,
      options: TIMEFRAME_OPTIONS,
      optionsKey: 'timeframe_options',
    },
    {
      kind: 'select',
      name: 'contentApproach',
      label: 'Content Approach',
      required: true,
      options: CONTENT_APPROACH_OPTIONS,
      optionsKey: 'content_approach_options',
    },
    {
      kind: 'textarea',
      name: 'businessContext',
      label: 'Business Context (Optional)',
      rows: 3,
      hint: 'What your business offers and who it serves',
      placeholder: 'e.g., Managed IT provider for small law firms in the Midwest',
      exampleKey: 'business_context_example',
    },
    {
      kind: 'select',
      name: 'numberOfTopics',
      label: 'Number of Topics',
      required: true,
      options: TOPIC_COUNT_OPTIONS,
      optionsKey: 'topic_count_options',
    },
    {
      kind: 'checkbox-group',
      name: 'platforms',
      label: 'Platforms',
      required: true,
      hint: 'For the best results, pick 1-2 platforms per run',
      options: CONTENT_PLATFORM_OPTIONS,
      optionsKey: 'content_platforms_options',
    },
    { kind: 'checkbox', name: 'includeCompetitors', label: 'Include competitor analysis' },
  ],
  defaults: {
    industryTopic: '',
    timeframe: 'past-week',
    contentApproach: 'trending',
    businessContext: '',
    numberOfTopics: '10',
    platforms: ['linkedin'],
    includeCompetitors: false,
  },
  schema: () => import('./schema.js').then((m) => m.schema),
  // docs/product.md#submit-payloads: includeCompetitors forced to boolean. The count is a number (docs/product.md#forms); the
  // form's select holds it as text, as select values and JSON object keys are.
  transform: (values) => ({
    ...values,
    numberOfTopics: topicCount(values.numberOfTopics),
    includeCompetitors: Boolean(values.includeCompetitors),
  }),
  // A client written from the specification sends the count as a number.
  readSubmitted: (data) => ({
    values:
      typeof data.numberOfTopics === 'number'
        ? { ...data, numberOfTopics: String(data.numberOfTopics) }
        : data,
  }),
};
