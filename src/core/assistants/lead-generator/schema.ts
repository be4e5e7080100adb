import { z } from 'zod/mini';
import { minText, numberBetween, oneOf } from '../schema-helpers.js';
import { BUSINESS_TYPES, LEAD_DATA_SOURCES } from './options.js';
import { SCORING_WEIGHT, SEARCH_RADIUS } from './payload.js';

// docs/product.md#forms gives the radius and the weights no message of their own: the generic ones apply.
const weight = () => numberBetween(SCORING_WEIGHT.min, SCORING_WEIGHT.max);

/** The form's checks (docs/product.md#forms): loaded apart from the form (decision 054). */
export const schema = z.object({
  keywords: minText(3, 'Keywords must be at least 3 characters'),
  location: minText(3, 'Location must be at least 3 characters'),
  searchRadius: numberBetween(SEARCH_RADIUS.min, SEARCH_RADIUS.max),
  dataSources: z
    .array(oneOf(LEAD_DATA_SOURCES), { error: 'Please select at least one data source' })
    .check(z.minLength(1, 'Please select at least one data source')),
  businessType: oneOf(BUSINESS_TYPES),
  useAdvancedScoring: z.boolean(),
  reviewCountWeight: weight(),
  emailTypeWeight: weight(),
  websiteWeight: weight(),
  languageWeight: weight(),
  verificationWeight: weight(),
});

export type LeadGeneratorValues = z.infer<typeof schema>;
