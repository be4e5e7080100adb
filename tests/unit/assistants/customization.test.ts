import { describe, expect, it } from 'vitest';
import {
  customizationOf,
  defaultsFor,
  effectiveDescription,
  getAssistant,
  listFields,
  optionListJson,
  parseOptionList,
  placeholderFor,
  resolveOptions,
} from '../../../src/core/assistants/catalogue.js';
import type { AssistantId } from '../../../src/core/assistants/ids.js';
import { filledForm } from '../../support/sample-forms.js';
import { issuesOf } from './helpers.js';

function field(id: AssistantId, name: string) {
  const found = listFields(getAssistant(id)).find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
}

function recorder() {
  const calls: [string, Record<string, unknown> | undefined][] = [];
  const log = (message: string, details?: Record<string, unknown>) => {
    calls.push([message, details]);
  };
  return { calls, log };
}

const prospectPurpose = field('prospect-engagement', 'emailPurpose');

describe('resolveOptions', () => {
  it('uses a valid JSON object of value -> label, in its order', () => {
    const custom = { email_purpose_options: '{"intro":"Introduction","other":"Other"}' };
    const { calls, log } = recorder();
    expect(resolveOptions(prospectPurpose, custom, log)).toEqual([
      { value: 'intro', label: 'Introduction' },
      { value: 'other', label: 'Other' },
    ]);
    expect(calls).toEqual([]);
  });

  it('falls back to the defaults and warns on invalid JSON', () => {
    const { calls, log } = recorder();
    const options = resolveOptions(prospectPurpose, { email_purpose_options: '{intro:' }, log);
    expect(options).toBe((prospectPurpose as { options: readonly unknown[] }).options);
    expect(options.map((o) => o.value)).toEqual([
      'welcome-first-contact',
      'educational-follow-up',
      'case-study-highlight',
      'webinar-invitation',
      'trust-building',
      'newsletter-update',
      'other',
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0][0]).toBe(
      'Invalid email_purpose_options customisation, using the default options',
    );
    expect(calls[0][1]).toMatchObject({ key: 'email_purpose_options', field: 'emailPurpose' });
  });

  it.each(['["a","b"]', '"text"', 'null', '42', '{"a":{"b":1}}', '{"":"Blank"}'])(
    'falls back and warns for the non-object list %s',
    (raw) => {
      const { calls, log } = recorder();
      const options = resolveOptions(prospectPurpose, { email_purpose_options: raw }, log);
      expect(options[0]).toEqual({
        value: 'welcome-first-contact',
        label: 'Welcome / First Contact',
      });
      expect(calls).toHaveLength(1);
    },
  );

  it.each(['', '   ', '{}'])('uses the defaults without warning for the empty list %j', (raw) => {
    const { calls, log } = recorder();
    const options = resolveOptions(prospectPurpose, { email_purpose_options: raw }, log);
    expect(options).toHaveLength(7);
    expect(calls).toEqual([]);
  });

  it('uses the defaults when nothing is customised and works without a logger', () => {
    expect(resolveOptions(field('facebook', 'toneOfVoice'))).toHaveLength(5);
    expect(resolveOptions(field('facebook', 'toneOfVoice'), { tone_options: 'oops' })).toHaveLength(
      5,
    );
  });

  it('never customises fixed lists', () => {
    const purposes = field('retention-email', 'emailPurpose');
    const options = resolveOptions(purposes, { email_purpose_options: '{"x":"X"}' });
    expect(options.map((o) => o.value)).toEqual([
      'Why Platinum: Highlight Our Value',
      'Team Member Spotlight',
      'Company Update',
      'Client Success Story',
      'Strategic Partnership Highlight',
      'Client Appreciation',
      'Behind-the-Scenes Insight',
      'General Relationship Touchpoint',
      'Other',
    ]);
  });

  it('returns no options for fields without a list', () => {
    expect(resolveOptions(field('facebook', 'postTopic'))).toEqual([]);
  });

  it('accepts numeric labels as text', () => {
    const count = field('topic-generator', 'numberOfTopics');
    expect(resolveOptions(count, { topic_count_options: '{"3":3,"20":"20 Topics"}' })).toEqual([
      { value: '3', label: '3' },
      { value: '20', label: '20 Topics' },
    ]);
  });
});

describe('parseOptionList', () => {
  it('tells empty, valid and invalid lists apart', () => {
    expect(parseOptionList(undefined)).toEqual({ status: 'empty' });
    expect(parseOptionList('{"a":"A"}')).toEqual({
      status: 'valid',
      options: [{ value: 'a', label: 'A' }],
    });
    expect(parseOptionList('nope')).toEqual({ status: 'invalid', reason: 'Not valid JSON' });
  });

  it('round-trips with optionListJson', () => {
    const options = [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ];
    expect(parseOptionList(optionListJson(options))).toEqual({ status: 'valid', options });
  });
});

describe('customised values validate', () => {
  it('accepts a company option value that is not in the defaults', () => {
    expect(
      issuesOf('prospect-engagement', filledForm('prospect-engagement', { emailPurpose: 'intro' })),
    ).toEqual({});
    expect(issuesOf('facebook', filledForm('facebook', { toneOfVoice: 'witty' }))).toEqual({});
    expect(
      issuesOf('topic-generator', filledForm('topic-generator', { platforms: ['mastodon'] })),
    ).toEqual({});
  });
});

describe('effectiveDescription and placeholderFor', () => {
  const facebook = getAssistant('facebook');
  const topic = field('facebook', 'postTopic');

  it('uses the company description when set, else the default', () => {
    expect(effectiveDescription(facebook, { facebook: { description: 'Our posts' } })).toBe(
      'Our posts',
    );
    expect(effectiveDescription(facebook, { facebook: { description: '  ' } })).toBe(
      facebook.defaultDescription,
    );
    expect(effectiveDescription(facebook, { blog: { description: 'Other' } })).toBe(
      facebook.defaultDescription,
    );
    expect(effectiveDescription(facebook, undefined)).toBe(facebook.defaultDescription);
  });

  it('uses the company example as placeholder when set, else the default', () => {
    expect(placeholderFor(topic, { topic_example: 'e.g., Our spring offer' })).toBe(
      'e.g., Our spring offer',
    );
    expect(placeholderFor(topic, { topic_example: '' })).toBe(topic.placeholder);
    expect(placeholderFor(topic, undefined)).toBe(topic.placeholder);
    expect(
      placeholderFor(field('facebook', 'toneOfVoice'), { topic_example: 'x' }),
    ).toBeUndefined();
  });

  it('picks one assistant out of a company customisation', () => {
    expect(customizationOf({ blog: { description: 'B' } }, 'blog')).toEqual({ description: 'B' });
    expect(customizationOf(undefined, 'blog')).toEqual({});
  });
});

describe('defaultsFor', () => {
  it('keeps the spec defaults without customisation', () => {
    expect(defaultsFor(getAssistant('topic-generator'), {})).toEqual(
      getAssistant('topic-generator').defaults,
    );
  });

  it('moves defaults missing from a customised list to its first value', () => {
    const defaults = defaultsFor(getAssistant('topic-generator'), {
      'topic-generator': {
        timeframe_options: '{"today":"Today","past-week":"Past Week"}',
        content_approach_options: '{"myths":"Myths"}',
        content_platforms_options: '{"facebook":"Facebook","x":"X"}',
      },
    });
    expect(defaults.timeframe).toBe('past-week');
    expect(defaults.contentApproach).toBe('myths');
    expect(defaults.platforms).toEqual(['facebook']);
    expect(defaults.numberOfTopics).toBe('10');
  });

  it('keeps default checks the customised list still offers', () => {
    const defaults = defaultsFor(getAssistant('topic-generator'), {
      'topic-generator': { content_platforms_options: '{"blog":"Blog","linkedin":"LinkedIn"}' },
    });
    expect(defaults.platforms).toEqual(['linkedin']);
  });

  it('leaves blank defaults blank', () => {
    const defaults = defaultsFor(getAssistant('prospect-engagement'), {
      'prospect-engagement': { email_purpose_options: '{"intro":"Introduction"}' },
    });
    expect(defaults.emailPurpose).toBe('');
  });
});
