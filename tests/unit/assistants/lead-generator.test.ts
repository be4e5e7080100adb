import { describe, expect, it } from 'vitest';
import {
  getAssistant,
  listFields,
  resolveOptions,
} from '../../../src/core/assistants/catalogue.js';
import type { LeadGeneratorValues } from '../../../src/core/assistants/lead-generator/form.js';
import type { CheckboxGroupField, NumberField } from '../../../src/core/assistants/types.js';
import { filledForm } from '../../support/sample-forms.js';
import { issuesOf } from './helpers.js';

const leads = getAssistant('lead-generator');
const fields = listFields(leads);
const ctx = { sessionId: 'sess-42', company: { id: 'acme', name: 'Acme IT' }, userId: 9 };

describe('lead-generator form', () => {
  it('has the spec defaults', () => {
    expect(leads.defaults).toEqual({
      keywords: '',
      location: '',
      searchRadius: 25,
      dataSources: ['google-maps'],
      businessType: 'solo-operators',
      useAdvancedScoring: false,
      reviewCountWeight: 20,
      emailTypeWeight: 20,
      websiteWeight: 20,
      languageWeight: 20,
      verificationWeight: 20,
    });
  });

  it('offers three sources and shows four as coming soon', () => {
    const sources = fields.find((f) => f.name === 'dataSources') as CheckboxGroupField;
    expect(
      resolveOptions(sources).map((o) => [o.value, Boolean(o.disabled), o.note ?? '']),
    ).toEqual([
      ['google-maps', false, ''],
      ['yelp', false, ''],
      ['thomasnet', false, ''],
      ['facebook-pages', true, 'Coming soon'],
      ['angi', true, 'Coming soon'],
      ['yellow-pages', true, 'Coming soon'],
      ['linkedin', true, 'Coming soon'],
    ]);
    expect(sources.options[2].label).toBe('ThomasNet (B2B industrial)');
  });

  it('has a radius slider 5-100 and weight sliders 0-30 shown with advanced scoring', () => {
    const radius = fields.find((f) => f.name === 'searchRadius') as NumberField;
    expect([radius.kind, radius.min, radius.max]).toEqual(['slider', 5, 100]);
    const weights = fields.filter((f) => f.name.endsWith('Weight')) as NumberField[];
    expect(weights.map((w) => w.name)).toEqual([
      'reviewCountWeight',
      'emailTypeWeight',
      'websiteWeight',
      'languageWeight',
      'verificationWeight',
    ]);
    for (const w of weights) {
      expect([w.kind, w.min, w.max]).toEqual(['slider', 0, 30]);
      expect(w.visibleWhen?.({ useAdvancedScoring: false })).toBe(false);
      expect(w.visibleWhen?.({ useAdvancedScoring: true })).toBe(true);
    }
    const type = fields.find((f) => f.name === 'businessType');
    expect(type?.kind).toBe('radio');
  });

  it('checks keywords, location and sources with the spec messages', () => {
    const bad = filledForm('lead-generator', { keywords: 'ab', location: 'TX', dataSources: [] });
    expect(issuesOf('lead-generator', bad)).toEqual({
      keywords: 'Keywords must be at least 3 characters',
      location: 'Location must be at least 3 characters',
      dataSources: 'Please select at least one data source',
    });
  });

  it('keeps the radius within 5-100 and weights within 0-30, with the generic messages', () => {
    expect(issuesOf('lead-generator', filledForm('lead-generator', { searchRadius: 4 }))).toEqual({
      searchRadius: 'Number must be greater than or equal to 5',
    });
    expect(issuesOf('lead-generator', filledForm('lead-generator', { searchRadius: 101 }))).toEqual(
      {
        searchRadius: 'Number must be less than or equal to 100',
      },
    );
    expect(issuesOf('lead-generator', filledForm('lead-generator', { searchRadius: 5 }))).toEqual(
      {},
    );
    const weights = filledForm('lead-generator', { websiteWeight: 31, languageWeight: -1 });
    expect(issuesOf('lead-generator', weights)).toEqual({
      websiteWeight: 'Number must be less than or equal to 30',
      languageWeight: 'Number must be greater than or equal to 0',
    });
  });

  it('accepts only the two business types', () => {
    const bad = filledForm('lead-generator', { businessType: 'enterprise' });
    expect(issuesOf('lead-generator', bad)).toEqual({ businessType: 'Required' });
  });
});

describe('lead-generator payload', () => {
  const form: LeadGeneratorValues = {
    keywords: '  dentist \n\n law firm\r\n   \naccounting firm  ',
    location: 'Austin, TX',
    searchRadius: 40,
    dataSources: ['yelp', 'thomasnet', 'linkedin'],
    businessType: 'established-businesses',
    useAdvancedScoring: true,
    reviewCountWeight: 10,
    emailTypeWeight: 15,
    websiteWeight: 25,
    languageWeight: 5,
    verificationWeight: 30,
  };

  it('builds the full documented payload', () => {
    expect(leads.transform(form, ctx)).toEqual({
      type: 'new',
      assistantType: 'lead-generator',
      sessionId: 'sess-42',
      companyInfo: { id: 'acme', name: 'Acme IT' },
      formData: {
        searchConfig: {
          keywords: ['dentist', 'law firm', 'accounting firm'],
          location: { type: 'radius', center: 'Austin, TX', radiusMiles: 40 },
          sources: {
            googleMaps: false,
            yelp: true,
            thomasnet: true,
            facebook: false,
            angi: false,
            yellowPages: false,
          },
        },
        scoringConfig: {
          reviewsWeight: 10,
          emailTypeWeight: 15,
          websiteWeight: 25,
          languageWeight: 5,
          verifiedWeight: 30,
          businessType: 'established-businesses',
        },
      },
      userId: 9,
    });
  });

  it('sends userId null when there is no user and never enables coming-soon sources', () => {
    const payload = leads.transform(
      { ...form, dataSources: ['google-maps', 'facebook-pages', 'angi', 'yellow-pages'] },
      { sessionId: 's', company: { id: 'c', name: 'C' } },
    ) as { userId: unknown; formData: { searchConfig: { sources: unknown } } };
    expect(payload.userId).toBeNull();
    expect(payload.formData.searchConfig.sources).toEqual({
      googleMaps: true,
      yelp: false,
      thomasnet: false,
      facebook: false,
      angi: false,
      yellowPages: false,
    });
  });
});
