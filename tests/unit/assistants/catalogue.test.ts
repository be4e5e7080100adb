import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ASSISTANT_IDS } from '../../../src/core/assistants/ids.js';
import {
  ASSISTANTS,
  CUSTOMIZATION_KEYS,
  findAssistant,
  getAssistant,
  listFields,
} from '../../../src/core/assistants/catalogue.js';
import { CUSTOMIZATION_KEY_LABELS } from '../../../src/core/assistants/customization-keys.js';
import { SAMPLES, filledForm } from '../../support/sample-forms.js';
import { issuesOf } from './helpers.js';

describe('assistant catalogue', () => {
  it('describes every assistant of the registry under its own id', () => {
    expect(Object.keys(ASSISTANTS).sort()).toEqual([...ASSISTANT_IDS].sort());
    for (const id of ASSISTANT_IDS) expect(getAssistant(id).id).toBe(id);
  });

  it.each(ASSISTANT_IDS)('%s has the spec names, card title and submit label', (id) => {
    const def = getAssistant(id);
    const { displayName, pillLabel, cardTitle, submitLabel } = def;
    expect({ displayName, pillLabel, cardTitle, submitLabel }).toEqual(SAMPLES[id].texts);
    expect(def.heading.length).toBeGreaterThan(0);
    expect(def.defaultDescription.length).toBeGreaterThan(20);
  });

  it('keeps the spec example description for Facebook', () => {
    expect(getAssistant('facebook').defaultDescription).toBe(
      'Generate engaging Facebook posts about IT security and support services',
    );
  });

  it('finds assistants by unchecked ids', () => {
    expect(findAssistant('blog')?.displayName).toBe('Blog Article');
    expect(findAssistant('nope')).toBeUndefined();
    expect(findAssistant(42)).toBeUndefined();
  });

  it.each(ASSISTANT_IDS)('%s defaults plus the required texts parse valid', (id) => {
    expect(issuesOf(id, filledForm(id))).toEqual({});
  });

  it.each(ASSISTANT_IDS)('%s only needs the required texts filled', (id) => {
    const def = getAssistant(id);
    const filled = Object.keys(SAMPLES[id].required);
    const issues = issuesOf(id, def.defaults);
    for (const path of Object.keys(issues)) expect(filled).toContain(path);
  });

  it.each(ASSISTANT_IDS)('%s fields, defaults and schema name the same values', (id) => {
    const def = getAssistant(id);
    const names = listFields(def).map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.sort()).toEqual(Object.keys(def.defaults).sort());
    const shape = (def.schema as unknown as z.ZodObject).shape;
    expect(Object.keys(shape).sort()).toEqual(names.sort());
  });

  it.each(ASSISTANT_IDS)('%s uses only its own customisation keys on fields', (id) => {
    const def = getAssistant(id);
    expect(def.customizationKeys[0]).toBe('description');
    for (const field of listFields(def)) {
      if (field.exampleKey) expect(def.customizationKeys).toContain(field.exampleKey);
      if ('optionsKey' in field && field.optionsKey) {
        expect(def.customizationKeys).toContain(field.optionsKey);
      }
    }
  });

  it('lists the spec option-list keys per assistant', () => {
    const lists = (id: keyof typeof ASSISTANTS) =>
      getAssistant(id).customizationKeys.filter((k) => k.endsWith('_options'));
    expect(lists('topic-generator')).toEqual([
      'timeframe_options',
      'content_approach_options',
      'topic_count_options',
      'content_platforms_options',
    ]);
    expect(lists('facebook')).toEqual(['tone_options']);
    expect(lists('instagram')).toEqual([
      'content_format_options',
      'visual_approach_options',
      'tone_options',
      'hashtag_strategy_options',
      'call_to_action_options',
      'caption_length_options',
    ]);
    expect(lists('linkedin2')).toEqual([
      'content_purpose_options',
      'tone_options',
      'link_cta_options',
    ]);
    expect(lists('blog')).toEqual([
      'length_options',
      'content_type_options',
      'image_style_options',
      'visual_focus_options',
    ]);
    expect(lists('newsletter')).toEqual([
      'email_purpose_options',
      'length_options',
      'newsletter_section_options',
      'blog_teaser_length_options',
      'image_style_options',
      'visual_focus_options',
    ]);
    expect(lists('insight-amplifier')).toEqual(['email_purpose_options', 'email_length_options']);
    expect(lists('prospect-engagement')).toEqual(['email_purpose_options', 'email_length_options']);
    // Client Engagement purposes are fixed.
    expect(lists('retention-email')).toEqual(['email_length_options']);
    expect(lists('website')).toEqual(['word_count_options']);
    expect(lists('lead-generator')).toEqual([]);
  });

  it('describes the customisation keys for the admin dialog', () => {
    const facebook = CUSTOMIZATION_KEYS.facebook;
    expect(facebook.map((k) => [k.key, k.label, k.kind])).toEqual([
      ['description', 'Description', 'description'],
      ['topic_example', 'Topic Example', 'example'],
      ['audience_example', 'Audience Example', 'example'],
      ['tone_options', 'Tone Options', 'options'],
    ]);
    expect(facebook[0].defaultText).toBe(getAssistant('facebook').defaultDescription);
    expect(facebook[1].defaultText).toMatch(/^e\.g\., /);
    expect(facebook[3].defaultOptions?.map((o) => o.value)).toEqual([
      'professional',
      'casual',
      'enthusiastic',
      'informative',
      'humorous',
    ]);
    for (const id of ASSISTANT_IDS) {
      for (const info of CUSTOMIZATION_KEYS[id]) {
        expect(info.label).toBe(CUSTOMIZATION_KEY_LABELS[info.key]);
      }
    }
  });
});
