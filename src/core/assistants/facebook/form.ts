import { z } from 'zod/mini';
import { MESSAGES, choice, minText, recordOptions } from '../schema-helpers.js';
import type { AssistantForm } from '../types.js';

const FACEBOOK_TONE_OPTIONS = recordOptions({
  professional: 'Professional',
  casual: 'Casual',
  enthusiastic: 'Enthusiastic',
  informative: 'Informative',
  humorous: 'Humorous',
});

const schema = z.object({
  postTopic: minText(3, MESSAGES.topicMin3),
  targetAudience: minText(3, MESSAGES.audienceMin3),
  toneOfVoice: choice(),
});

export type FacebookValues = z.infer<typeof schema>;

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
  schema,
  transform: (values) => ({ ...values }),
};
