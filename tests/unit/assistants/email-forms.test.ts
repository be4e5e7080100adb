import { describe, expect, it } from 'vitest';
import {
  getAssistant,
  listFields,
  resolveOptions,
} from '../../../src/core/assistants/catalogue.js';
import type { FieldDescriptor } from '../../../src/core/assistants/types.js';
import { filledForm } from '../../support/sample-forms.js';
import { issuesOf } from './helpers.js';

const EMAILS = ['retention-email', 'insight-amplifier', 'prospect-engagement'] as const;
const OTHER = {
  'retention-email': 'Other',
  'insight-amplifier': 'Other',
  'prospect-engagement': 'other',
};
const EMPHASIS =
  'Please provide more detail about what you want to emphasize (at least 10 characters)';
const ctx = { sessionId: 's1', company: { id: 'acme', name: 'Acme' } };

function optionValues(id: (typeof EMAILS)[number], name: string) {
  const field = listFields(getAssistant(id)).find((f) => f.name === name) as FieldDescriptor;
  return resolveOptions(field).map((o) => o.value);
}

describe.each(EMAILS)('%s', (id) => {
  const def = getAssistant(id);

  it('shares the email form layout', () => {
    expect(listFields(def).map((f) => [f.name, f.label])).toEqual([
      ['emailPurpose', 'Email Purpose'],
      ['otherPurpose', 'Other Purpose'],
      ['keyMessage', 'Key Message'],
      ['length', 'Email Length Preference'],
      ['callToAction', 'Next Step or Call to Action (Optional)'],
    ]);
    expect(optionValues(id, 'length')).toEqual(['Short', 'Medium', 'Long']);
    expect(def.defaults.length).toBe('Medium');
  });

  it('requires a purpose and a detailed key message', () => {
    expect(issuesOf(id, filledForm(id, { emailPurpose: '', keyMessage: 'Too short' }))).toEqual({
      emailPurpose: 'Email purpose is required',
      keyMessage: EMPHASIS,
    });
  });

  it('requires otherPurpose only when the purpose is Other', () => {
    const other = filledForm(id, { emailPurpose: OTHER[id], otherPurpose: ' ' });
    expect(issuesOf(id, other)).toEqual({ otherPurpose: 'Required' });
    expect(issuesOf(id, { ...other, otherPurpose: 'Holiday greeting' })).toEqual({});
    expect(issuesOf(id, filledForm(id, { otherPurpose: '' }))).toEqual({});
  });

  it('shows the Other purpose field only for Other', () => {
    const field = listFields(def).find((f) => f.name === 'otherPurpose');
    expect(field?.visibleWhen?.({ emailPurpose: OTHER[id] })).toBe(true);
    expect(field?.visibleWhen?.({ emailPurpose: optionValues(id, 'emailPurpose')[0] })).toBe(false);
  });

  it('sends the values as they are', () => {
    const form = filledForm(id, { callToAction: 'Reply to book' });
    expect(def.transform(form, ctx)).toEqual(form);
  });
});

describe('email purposes', () => {
  it('keeps Client Engagement purposes fixed', () => {
    expect(
      issuesOf('retention-email', filledForm('retention-email', { emailPurpose: 'Promo' })),
    ).toEqual({ emailPurpose: 'Email purpose is required' });
    expect(optionValues('retention-email', 'emailPurpose')[0]).toBe(
      'Why Platinum: Highlight Our Value',
    );
  });

  it('lists the Insight Amplifier defaults', () => {
    expect(optionValues('insight-amplifier', 'emailPurpose')).toEqual([
      'Cybersecurity Best Practice',
      'IT Policy or Standards Reinforcement',
      'Technology Lifecycle or Refresh Planning',
      'Backup & Disaster Recovery Awareness',
      'Cloud Strategy or SaaS Optimization',
      'Compliance & Risk Management',
      'Productivity & Collaboration Tools',
      'Strategic IT Alignment',
      'Other',
    ]);
  });

  it('lists the Prospect Engagement defaults', () => {
    expect(optionValues('prospect-engagement', 'emailPurpose')).toEqual([
      'welcome-first-contact',
      'educational-follow-up',
      'case-study-highlight',
      'webinar-invitation',
      'trust-building',
      'newsletter-update',
      'other',
    ]);
  });
});
