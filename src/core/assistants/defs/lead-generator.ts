import { z } from 'zod';
import { minText, oneOf, optionsFrom } from '../schema-helpers.js';
import type { AssistantDefinition, GroupOption, TransformContext } from '../types.js';

export const LEAD_DATA_SOURCES = [
  'google-maps',
  'yelp',
  'thomasnet',
  'facebook-pages',
  'angi',
  'yellow-pages',
  'linkedin',
] as const;
export type LeadDataSource = (typeof LEAD_DATA_SOURCES)[number];

const COMING_SOON: Partial<GroupOption> = { disabled: true, note: 'Coming soon' };

export const LEAD_DATA_SOURCE_OPTIONS: GroupOption[] = [
  { value: 'google-maps', label: 'Google Maps' },
  { value: 'yelp', label: 'Yelp' },
  { value: 'thomasnet', label: 'ThomasNet (B2B industrial)' },
  { value: 'facebook-pages', label: 'Facebook Pages', ...COMING_SOON },
  { value: 'angi', label: 'Angi', ...COMING_SOON },
  { value: 'yellow-pages', label: 'Yellow Pages', ...COMING_SOON },
  { value: 'linkedin', label: 'LinkedIn', ...COMING_SOON },
];

export const BUSINESS_TYPES = ['solo-operators', 'established-businesses'] as const;

export const BUSINESS_TYPE_OPTIONS = optionsFrom(BUSINESS_TYPES, {
  'solo-operators': 'Solo Operators',
  'established-businesses': 'Established Businesses',
});

export const SEARCH_RADIUS = { min: 5, max: 100, step: 5, default: 25 } as const;
export const SCORING_WEIGHT = { min: 0, max: 30, step: 1, default: 20 } as const;

const RADIUS_MESSAGE = 'Search radius must be between 5 and 100 miles';
const WEIGHT_MESSAGE = 'Weight must be between 0 and 30';

const weight = () =>
  z
    .number({ error: WEIGHT_MESSAGE })
    .min(SCORING_WEIGHT.min, WEIGHT_MESSAGE)
    .max(SCORING_WEIGHT.max, WEIGHT_MESSAGE);

const schema = z.object({
  keywords: minText(3, 'Keywords must be at least 3 characters'),
  location: minText(3, 'Location must be at least 3 characters'),
  searchRadius: z
    .number({ error: RADIUS_MESSAGE })
    .min(SEARCH_RADIUS.min, RADIUS_MESSAGE)
    .max(SEARCH_RADIUS.max, RADIUS_MESSAGE),
  dataSources: z
    .array(oneOf(LEAD_DATA_SOURCES), { error: 'Please select at least one data source' })
    .min(1, 'Please select at least one data source'),
  businessType: oneOf(BUSINESS_TYPES),
  useAdvancedScoring: z.boolean(),
  reviewCountWeight: weight(),
  emailTypeWeight: weight(),
  websiteWeight: weight(),
  languageWeight: weight(),
  verificationWeight: weight(),
});

export type LeadGeneratorValues = z.infer<typeof schema>;

/** The lead generator's webhook payload (spec forms-and-admin §7). */
export interface LeadGeneratorPayload {
  type: 'new';
  assistantType: 'lead-generator';
  sessionId: string;
  companyInfo: { id: string; name: string };
  formData: {
    searchConfig: {
      keywords: string[];
      location: { type: 'radius'; center: string; radiusMiles: number };
      sources: {
        googleMaps: boolean;
        yelp: boolean;
        thomasnet: boolean;
        facebook: false;
        angi: false;
        yellowPages: false;
      };
    };
    scoringConfig: {
      reviewsWeight: number;
      emailTypeWeight: number;
      websiteWeight: number;
      languageWeight: number;
      verifiedWeight: number;
    };
    businessType: string;
    useAdvancedScoring: boolean;
  };
  userId: number | string | null;
}

export function buildLeadPayload(
  values: LeadGeneratorValues,
  ctx: TransformContext,
): LeadGeneratorPayload {
  const sources: readonly string[] = values.dataSources;
  return {
    type: 'new',
    assistantType: 'lead-generator',
    sessionId: ctx.sessionId,
    companyInfo: { id: ctx.company.id, name: ctx.company.name },
    formData: {
      searchConfig: {
        keywords: values.keywords
          .split(/\r?\n/)
          .map((keyword) => keyword.trim())
          .filter((keyword) => keyword !== ''),
        location: { type: 'radius', center: values.location, radiusMiles: values.searchRadius },
        sources: {
          googleMaps: sources.includes('google-maps'),
          yelp: sources.includes('yelp'),
          thomasnet: sources.includes('thomasnet'),
          facebook: false,
          angi: false,
          yellowPages: false,
        },
      },
      scoringConfig: {
        reviewsWeight: values.reviewCountWeight,
        emailTypeWeight: values.emailTypeWeight,
        websiteWeight: values.websiteWeight,
        languageWeight: values.languageWeight,
        verifiedWeight: values.verificationWeight,
      },
      businessType: values.businessType,
      useAdvancedScoring: values.useAdvancedScoring,
    },
    userId: ctx.userId ?? null,
  };
}

const advanced = (values: Record<string, unknown>) => values.useAdvancedScoring === true;

const weightSlider = (name: string, label: string) =>
  ({
    kind: 'slider',
    name,
    label,
    min: SCORING_WEIGHT.min,
    max: SCORING_WEIGHT.max,
    step: SCORING_WEIGHT.step,
    visibleWhen: advanced,
  }) as const;

export const leadGenerator: AssistantDefinition<LeadGeneratorValues> = {
  id: 'lead-generator',
  displayName: 'Lead Generator',
  pillLabel: 'Leads',
  cardTitle: 'Lead Generator Details',
  submitLabel: 'Generate Leads',
  heading: 'Lead Generator',
  defaultDescription:
    'Find local businesses that match your ideal client and score them as qualified leads',
  fields: [
    {
      kind: 'textarea',
      name: 'keywords',
      label: 'Keywords',
      rows: 4,
      required: true,
      hint: 'One per line',
      placeholder: 'e.g.,\ndental office\nlaw firm\naccounting firm',
      exampleKey: 'keywords_example',
    },
    {
      kind: 'text',
      name: 'location',
      label: 'Location',
      required: true,
      placeholder: 'City, State',
    },
    {
      kind: 'slider',
      name: 'searchRadius',
      label: 'Search Radius',
      min: SEARCH_RADIUS.min,
      max: SEARCH_RADIUS.max,
      step: SEARCH_RADIUS.step,
      unit: 'miles',
    },
    {
      kind: 'checkbox-group',
      name: 'dataSources',
      label: 'Data Sources',
      required: true,
      options: LEAD_DATA_SOURCE_OPTIONS,
    },
    {
      kind: 'radio',
      name: 'businessType',
      label: 'Business Type',
      options: BUSINESS_TYPE_OPTIONS,
    },
    {
      kind: 'section',
      heading: 'Scoring',
      fields: [
        {
          kind: 'switch',
          name: 'useAdvancedScoring',
          label: 'Use Advanced Scoring',
          hint: 'Adjust how much each signal counts towards a lead score',
        },
        weightSlider('reviewCountWeight', 'Review Count Weight'),
        weightSlider('emailTypeWeight', 'Email Type Weight'),
        weightSlider('websiteWeight', 'Website Weight'),
        weightSlider('languageWeight', 'Language Weight'),
        weightSlider('verificationWeight', 'Verification Weight'),
      ],
    },
  ],
  defaults: {
    keywords: '',
    location: '',
    searchRadius: SEARCH_RADIUS.default,
    dataSources: ['google-maps'],
    businessType: 'solo-operators',
    useAdvancedScoring: false,
    reviewCountWeight: SCORING_WEIGHT.default,
    emailTypeWeight: SCORING_WEIGHT.default,
    websiteWeight: SCORING_WEIGHT.default,
    languageWeight: SCORING_WEIGHT.default,
    verificationWeight: SCORING_WEIGHT.default,
  },
  schema,
  customizationKeys: ['description', 'keywords_example'],
  transform: (values, ctx) => ({ ...buildLeadPayload(values, ctx) }),
};
