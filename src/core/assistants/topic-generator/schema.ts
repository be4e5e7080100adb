import { z } from 'zod/mini';
import { choice, optionalFlag, optionalText } from '../schema-helpers.js';

/** The form's checks (docs/product.md#forms): loaded apart from the form (decision 054). */
export const schema = z.object({
  industryTopic: optionalText(),
  timeframe: choice(),
  contentApproach: choice(),
  businessContext: optionalText(),
  numberOfTopics: choice(),
  platforms: z
    .array(z.string().check(z.minLength(1)), { error: 'Select at least one platform' })
    .check(z.minLength(1, 'Select at least one platform')),
  includeCompetitors: optionalFlag(),
});

export type TopicGeneratorValues = z.infer<typeof schema>;
