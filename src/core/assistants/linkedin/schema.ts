import { z } from 'zod/mini';
import { MESSAGES, choice, minText, oneOf, optionalFlag, optionalText } from '../schema-helpers.js';
import { IMAGE_STYLES } from '../image-options.js';
import { LINKEDIN_IMAGE_FOCUSES } from './options.js';

/** The form's checks (docs/product.md#forms): loaded apart from the form (decision 054). */
export const schema = z.object({
  postTopic: minText(3, MESSAGES.topicMin3),
  targetAudience: minText(3, MESSAGES.audienceMin3),
  contentPurpose: choice('Content purpose is required'),
  toneOfVoice: choice('Tone of voice is required'),
  tagPeopleOrCompanies: optionalText(),
  includeLink: optionalText(),
  linkCTA: optionalText(),
  sourceUrl: optionalText(),
  includeResearch: optionalFlag(),
  generateAIImage: optionalFlag(),
  imageStyle: z.optional(oneOf(IMAGE_STYLES)),
  imageFocus: z.optional(oneOf(LINKEDIN_IMAGE_FOCUSES)),
});

export type LinkedInValues = z.infer<typeof schema>;
