import { z } from 'zod/mini';
import { MESSAGES, choice, minText, oneOf } from '../schema-helpers.js';
import { BRAND_ELEMENTS } from './options.js';

/** The form's checks (docs/product.md#forms): loaded apart from the form (decision 054). */
export const schema = z.object({
  postTopic: minText(3, MESSAGES.topicMin3),
  targetAudience: minText(3, MESSAGES.audienceMin3),
  contentFormat: choice(),
  visualApproach: choice(),
  visualDetails: minText(3, 'Visual details must be at least 3 characters'),
  toneOfVoice: choice(),
  hashtagStrategy: choice(),
  callToAction: choice(),
  brandElements: z.array(oneOf(BRAND_ELEMENTS)),
  captionLength: choice(),
});

export type InstagramValues = z.infer<typeof schema>;
