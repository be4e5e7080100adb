import type { AssistantSample } from '../types.js';
import type { LeadGeneratorValues } from './schema.js';

/**
 * The Lead Generator's samples for tests and benches (server only). Its demo writer reads the
 * payload after the submit transformation, so its tests send the specification's own example.
 */
export const sample: AssistantSample<LeadGeneratorValues> = {
  texts: {
    displayName: 'Lead Generator',
    pillLabel: 'Leads',
    cardTitle: 'Lead Generator Details',
    submitLabel: 'Generate Leads',
  },
  required: { keywords: 'plumber\nelectrician', location: 'Austin, TX' },
  form: {
    keywords: 'dental office\n  law firm  \n\naccounting firm\n',
    location: 'Austin, TX',
    searchRadius: 40,
    dataSources: ['google-maps', 'thomasnet'],
    businessType: 'established-businesses',
    useAdvancedScoring: true,
    reviewCountWeight: 10,
    emailTypeWeight: 15,
    websiteWeight: 20,
    languageWeight: 25,
    verificationWeight: 30,
  },
};
