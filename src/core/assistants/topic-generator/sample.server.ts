import type { AssistantSample } from '../types.js';
import type { TopicGeneratorValues } from './schema.js';

/** The Topic Generator's samples for tests and benches (server only). */
export const sample: AssistantSample<TopicGeneratorValues> = {
  texts: {
    displayName: 'Topic Generator',
    pillLabel: 'Topics',
    cardTitle: 'Topic Generator Details',
    submitLabel: 'Generate Topics',
  },
  required: { industryTopic: 'Cybersecurity for dental practices' },
  form: {
    industryTopic: 'Cybersecurity for dental practices',
    timeframe: 'past-week',
    contentApproach: 'trending',
    businessContext: 'Managed IT for dentists',
    numberOfTopics: '5',
    platforms: ['linkedin', 'blog'],
  },
  demoForm: {
    industryTopic: 'veterinary clinics',
    timeframe: 'past-month',
    contentApproach: 'problems',
    numberOfTopics: '15',
    platforms: ['linkedin', 'blog', 'tiktok'],
    includeCompetitors: true,
  },
};
