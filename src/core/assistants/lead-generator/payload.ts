import type { FormValues, SubmittedValues, TransformContext } from '../types.js';

/** The lead generator's form values (its schema lives in lead-generator.ts). */
export interface LeadFormValues {
  keywords: string;
  location: string;
  searchRadius: number;
  dataSources: string[];
  businessType: string;
  useAdvancedScoring: boolean;
  reviewCountWeight: number;
  emailTypeWeight: number;
  websiteWeight: number;
  languageWeight: number;
  verificationWeight: number;
}

/** docs/product.md#forms: searchRadius default 25 (5-100 miles); each scoring weight default 20 (0-30). */
export const SEARCH_RADIUS = { min: 5, max: 100, step: 5, default: 25 } as const;
export const SCORING_WEIGHT = { min: 0, max: 30, step: 1, default: 20 } as const;

interface LeadScoringConfig {
  reviewsWeight: number;
  emailTypeWeight: number;
  websiteWeight: number;
  languageWeight: number;
  verifiedWeight: number;
  /** Not listed by docs/product.md#submit-payloads; the scoring needs it (docs/automations.md, decision 008). */
  businessType: string;
}

/** The lead generator's webhook payload: exactly the shape of docs/product.md#submit-payloads. */
export interface LeadGeneratorPayload {
  type: 'new';
  assistantType: 'lead-generator';
  /** Generated afresh for every submission (docs/product.md#submit-payloads), never the memory session. */
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
    scoringConfig: LeadScoringConfig;
  };
  userId: number | string | null;
}

/**
 * Form values -> the lead generator payload. The switch "Use Advanced Scoring" decides which weights count:
 * the sliders' when on, the default weights when off (the payload has no flag for it).
 */
export function buildLeadPayload(
  values: LeadFormValues,
  ctx: TransformContext,
): LeadGeneratorPayload {
  const sources: readonly string[] = values.dataSources;
  const weight = (value: number) => (values.useAdvancedScoring ? value : SCORING_WEIGHT.default);
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
        reviewsWeight: weight(values.reviewCountWeight),
        emailTypeWeight: weight(values.emailTypeWeight),
        websiteWeight: weight(values.websiteWeight),
        languageWeight: weight(values.languageWeight),
        verifiedWeight: weight(values.verificationWeight),
        businessType: values.businessType,
      },
    },
    userId: ctx.userId ?? null,
  };
}

type Obj = Record<string, unknown>;
const objectOr = (value: unknown): Obj | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Obj) : undefined;

/** Where each form field sits in the lead generator payload's formData. */
const PAYLOAD_PATHS: Record<keyof LeadFormValues, string> = {
  keywords: 'searchConfig.keywords',
  location: 'searchConfig.location.center',
  searchRadius: 'searchConfig.location.radiusMiles',
  dataSources: 'searchConfig.sources',
  businessType: 'scoringConfig.businessType',
  useAdvancedScoring: 'scoringConfig',
  reviewCountWeight: 'scoringConfig.reviewsWeight',
  emailTypeWeight: 'scoringConfig.emailTypeWeight',
  websiteWeight: 'scoringConfig.websiteWeight',
  languageWeight: 'scoringConfig.languageWeight',
  verificationWeight: 'scoringConfig.verifiedWeight',
};

/** Payload source flags -> form data source values (every flag, so a true "coming soon" fails). */
const SOURCE_FLAGS: Array<[string, string]> = [
  ['googleMaps', 'google-maps'],
  ['yelp', 'yelp'],
  ['thomasnet', 'thomasnet'],
  ['facebook', 'facebook-pages'],
  ['angi', 'angi'],
  ['yellowPages', 'yellow-pages'],
];

/**
 * Reads the lead generator payload's formData (`{searchConfig, scoringConfig}`) back into form values; form
 * values pass through. Values of the wrong type are kept as they are, for the schema to refuse.
 * The payload's weights are the weights that count, so they read as advanced scoring on; a
 * missing business type is the form's default.
 */
export function readLeadSubmission(data: FormValues): SubmittedValues {
  if (!('searchConfig' in data) && !('scoringConfig' in data)) return { values: data };
  const search = objectOr(data.searchConfig) ?? {};
  const scoring = objectOr(data.scoringConfig) ?? {};
  const location = objectOr(search.location) ?? {};
  const sources = objectOr(search.sources);
  const list = search.keywords;
  const keywords =
    Array.isArray(list) && list.every((k) => typeof k === 'string')
      ? list.map((k) => k.trim()).join('\n')
      : list;
  const values: FormValues = {
    keywords,
    location: location.center,
    searchRadius: location.radiusMiles,
    dataSources: sources
      ? SOURCE_FLAGS.filter(([flag]) => sources[flag] === true).map(([, value]) => value)
      : search.sources,
    businessType: scoring.businessType ?? search.businessType ?? 'solo-operators',
    useAdvancedScoring: true,
    reviewCountWeight: scoring.reviewsWeight,
    emailTypeWeight: scoring.emailTypeWeight,
    websiteWeight: scoring.websiteWeight,
    languageWeight: scoring.languageWeight,
    verificationWeight: scoring.verifiedWeight,
  };
  return { values, paths: PAYLOAD_PATHS };
}
