import { z } from 'zod/mini';
import { MESSAGES, choice, minText } from '../schema-helpers.js';

/** The form's checks (docs/product.md#forms): loaded apart from the form (decision 054). */
export const schema = z.object({
  postTopic: minText(3, MESSAGES.topicMin3),
  targetAudience: minText(3, MESSAGES.audienceMin3),
  toneOfVoice: choice(),
});

export type FacebookValues = z.infer<typeof schema>;
