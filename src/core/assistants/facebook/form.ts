import { recordOptions } from '../field-helpers.js';
import type { AssistantForm } from '../types.js';
import type { FacebookValues } from './schema.js';

export type { FacebookValues };

const FACEBOOK_TONE_OPTIONS = recordOptions({
  professional: 'Professional',
  casual: 'Casual',
  enthusiastic: 'Enthusiastic',
  informative: 'Informative',
  humorous: 'Humorous',
});

export const facebookForm: AssistantForm<FacebookValues> = {
  cardTitle: 'Facebook Post Details',
  submitLabel: 'Generate Post',
  fields: [
    {
      kind: 'text',
      name: 'postTopic',
      label: 'Post Topic',
      required: true,
      placeholder: 'e.g., Why small businesses need multi-factor authentication',
      exampleKey: 'topic_example',
    },
    {
      kind: 'text',
      name: 'targetAudience',
      label: 'Target Audience',
      required: true,
      placeholder: 'e.g., Small business owners in healthcare',
      exampleKey: 'audience_example',
    },
    {
      kind: 'select',
      name: 'toneOfVoice',
      label: 'Tone of Voice',
      options: FACEBOOK_TONE_OPTIONS,
      optionsKey: 'tone_options',
    },
  ],
  defaults: { postTopic: '', targetAudience: '', toneOfVoice: 'professional' },
  schema: () => import('./schema.js').then((m) => m.schema),
  transform: (values) => ({ ...values }),
};
