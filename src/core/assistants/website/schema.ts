import { z } from 'zod/mini';
import { MESSAGES, choice, minText } from '../schema-helpers.js';

/** The form's checks (docs/product.md#forms): loaded apart from the form (decision 054). */
export const schema = z.object({
  pageTopic: minText(10, MESSAGES.topicDetailed),
  targetAudience: minText(5, MESSAGES.targetAudienceSpecific),
  purpose: minText(10, 'Purpose must be detailed (at least 10 characters)'),
  callToAction: minText(5, 'Call to action must be specific (at least 5 characters)'),
  wordCount: choice(),
});

export type WebsiteValues = z.infer<typeof schema>;
