import { isAssistantId, producesLeads } from '../../../src/core/assistants/ids.js';
import { SAMPLES } from '../../support/sample-forms.js';

/**
 * Webhook bodies for every assistant, shared by the demo tests: the form is the assistant's
 * `demoForm` (its folder's sample), whose values the tests look for in the texts. The lead
 * generator's writer reads the payload after the submit transformation: the specification's own.
 */
export const LEAD_BODY = {
  type: 'new',
  assistantType: 'lead-generator',
  sessionId: 'session-1',
  companyInfo: { id: 'demo', name: 'Demo Company' },
  formData: {
    searchConfig: {
      keywords: ['roofer', 'plumber'],
      location: { type: 'radius', center: 'Tulsa, OK', radiusMiles: 25 },
      sources: {
        googleMaps: true,
        yelp: false,
        thomasnet: false,
        facebook: false,
        angi: false,
        yellowPages: false,
      },
    },
    scoringConfig: {
      reviewsWeight: 20,
      emailTypeWeight: 20,
      websiteWeight: 20,
      languageWeight: 20,
      verifiedWeight: 20,
    },
  },
  userId: 7,
};

/** The form the demo tests send an assistant. */
export const demoForm = (id: string) =>
  isAssistantId(id) ? (SAMPLES[id].demoForm ?? SAMPLES[id].form) : {};

export const generateBody = (id: string) =>
  producesLeads(id)
    ? LEAD_BODY
    : {
        action: 'generate',
        assistantType: id,
        sessionId: 'session-1',
        formData: demoForm(id),
        company: { id: 'demo', name: 'Demo Company' },
        user: { id: 7, username: 'demo-user' },
      };

export const toAnswer = (r: { contentType: string; body: string }) => ({
  text: r.body,
  contentType: r.contentType,
});
