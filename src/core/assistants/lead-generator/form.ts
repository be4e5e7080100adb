import { optionsFrom } from '../field-helpers.js';
import type { AssistantForm, GroupOption } from '../types.js';
import { BUSINESS_TYPES } from './options.js';
import { SCORING_WEIGHT, SEARCH_RADIUS, buildLeadPayload, readLeadSubmission } from './payload.js';
import type { LeadGeneratorValues } from './schema.js';

export type { LeadGeneratorValues };

const COMING_SOON: Partial<GroupOption> = { disabled: true, note: 'Coming soon' };

const LEAD_DATA_SOURCE_OPTIONS: GroupOption[] = [
  { value: 'google-maps', label: 'Google Maps' },
  { value: 'yelp', label: 'Yelp' },
  { value: 'thomasnet', label: 'ThomasNet (B2B industrial)' },
  { value: 'facebook-pages', label: 'Facebook Pages', ...COMING_SOON },
  { value: 'angi', label: 'Angi', ...COMING_SOON },
  { value: 'yellow-pages', label: 'Yellow Pages', ...COMING_SOON },
  { value: 'linkedin', label: 'LinkedIn', ...COMING_SOON },
];

const BUSINESS_TYPE_OPTIONS = optionsFrom(BUSINESS_TYPES, {
  'solo-operators': 'Solo Operators',
  'established-businesses': 'Established Businesses',
});

const advanced = (values: Record<string, unknown>) => values.useAdvancedScoring === true;

const weightSlider = <N extends string>(name: N, label: string) =>
  ({
    kind: 'slider',
    name,
    label,
    min: SCORING_WEIGHT.min,
    max: SCORING_WEIGHT.max,
    step: SCORING_WEIGHT.step,
    visibleWhen: advanced,
  }) as const;

export const leadGeneratorForm: AssistantForm<LeadGeneratorValues> = {
  cardTitle: 'Lead Generator Details',
  submitLabel: 'Generate Leads',
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
  schema: () => import('./schema.js').then((m) => m.schema),
  transform: (values, ctx) => ({ ...buildLeadPayload(values, ctx) }),
  readSubmitted: readLeadSubmission,
};
