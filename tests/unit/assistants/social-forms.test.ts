import { describe, expect, it } from 'vitest';
import {
  getAssistant,
  listFields,
  resolveOptions,
} from '../../../src/core/assistants/catalogue.js';
import type { LinkedInValues } from '../../../src/core/assistants/linkedin/form.js';
import type { FieldDescriptor } from '../../../src/core/assistants/types.js';
import { filledForm } from '../../support/sample-forms.js';
import { issuesOf } from './helpers.js';

const ctx = { sessionId: 's1', company: { id: 'acme', name: 'Acme' }, userId: 7 };

function options(id: 'facebook' | 'instagram' | 'linkedin2', name: string) {
  const field = listFields(getAssistant(id)).find((f) => f.name === name) as FieldDescriptor;
  return resolveOptions(field).map((o) => `${o.value}=${o.label}`);
}

describe('facebook', () => {
  it('checks topic and audience with the spec messages', () => {
    expect(
      issuesOf('facebook', filledForm('facebook', { postTopic: 'ab', targetAudience: 'x' })),
    ).toEqual({
      postTopic: 'Topic must be at least 3 characters',
      targetAudience: 'Target audience must be at least 3 characters',
    });
  });

  it('reports a missing value as Required', () => {
    const { postTopic: _omit, ...rest } = filledForm('facebook');
    expect(issuesOf('facebook', rest)).toEqual({ postTopic: 'Required' });
  });

  it('offers the spec tones and sends values as they are', () => {
    expect(options('facebook', 'toneOfVoice')).toEqual([
      'professional=Professional',
      'casual=Casual',
      'enthusiastic=Enthusiastic',
      'informative=Informative',
      'humorous=Humorous',
    ]);
    const values = filledForm('facebook');
    expect(getAssistant('facebook').transform(values, ctx)).toEqual(values);
  });
});

describe('instagram', () => {
  it('checks topic, audience and visual details', () => {
    const bad = filledForm('instagram', {
      postTopic: '',
      targetAudience: 'x',
      visualDetails: 'ab',
    });
    expect(issuesOf('instagram', bad)).toEqual({
      postTopic: 'Topic must be at least 3 characters',
      targetAudience: 'Target audience must be at least 3 characters',
      visualDetails: 'Visual details must be at least 3 characters',
    });
  });

  it('accepts brand elements from the fixed list only', () => {
    const ok = filledForm('instagram', {
      brandElements: ['logo', 'colors', 'website', 'tagline'],
    });
    expect(issuesOf('instagram', ok)).toEqual({});
    expect(
      Object.keys(issuesOf('instagram', filledForm('instagram', { brandElements: ['x'] }))),
    ).toEqual(['brandElements.0']);
  });

  it('has the spec defaults and labelled option lists', () => {
    expect(getAssistant('instagram').defaults.brandElements).toEqual([]);
    expect(options('instagram', 'hashtagStrategy')).toEqual([
      'maximum=Maximum (25-30 hashtags)',
      'balanced=Balanced (15-20 hashtags)',
      'minimal=Minimal (5-10 hashtags)',
    ]);
    expect(options('instagram', 'captionLength')).toEqual([
      'short=Short (1-2 lines)',
      'medium=Medium (3-5 lines)',
      'long=Long (mini blog)',
    ]);
    expect(options('instagram', 'contentFormat').map((o) => o.split('=')[0])).toEqual([
      'feed-post',
      'carousel',
      'reel-concept',
      'story-idea',
    ]);
    expect(options('instagram', 'visualApproach').map((o) => o.split('=')[0])).toEqual([
      'existing-photo',
      'infographic',
      'ai-image-prompt',
      'stock-photo',
      'text-only',
    ]);
    expect(options('instagram', 'callToAction').map((o) => o.split('=')[0])).toEqual([
      'link-in-bio',
      'dm-us',
      'save-post',
      'share',
      'comment',
      'learn-more',
    ]);
    expect(options('instagram', 'brandElements')).toEqual([
      'logo=Company Logo',
      'colors=Brand Colors',
      'website=Website URL',
      'tagline=Tagline',
    ]);
  });
});

describe('linkedin2', () => {
  const linkedin = getAssistant('linkedin2');

  it('checks topic, audience, purpose and tone', () => {
    const bad = filledForm('linkedin2', {
      postTopic: 'ab',
      targetAudience: 'ab',
      contentPurpose: '',
      toneOfVoice: '',
    });
    expect(issuesOf('linkedin2', bad)).toEqual({
      postTopic: 'Topic must be at least 3 characters',
      targetAudience: 'Target audience must be at least 3 characters',
      contentPurpose: 'Content purpose is required',
      toneOfVoice: 'Tone of voice is required',
    });
  });

  it('turns the AI image prompt on by default', () => {
    expect(linkedin.defaults).toMatchObject({
      generateAIImage: true,
      imageStyle: 'auto',
      imageFocus: 'auto',
    });
  });

  it('shows the link CTA only with a link and image choices only with an image', () => {
    const fields = listFields(linkedin);
    const cta = fields.find((f) => f.name === 'linkCTA');
    const style = fields.find((f) => f.name === 'imageStyle');
    expect(cta?.visibleWhen?.({ includeLink: '' })).toBe(false);
    expect(cta?.visibleWhen?.({ includeLink: 'https://a.example' })).toBe(true);
    expect(style?.visibleWhen?.({ generateAIImage: false })).toBe(false);
    expect(style?.visibleWhen?.({ generateAIImage: true })).toBe(true);
  });

  it('has the spec default lists', () => {
    expect(options('linkedin2', 'contentPurpose').map((o) => o.split('=')[0])).toEqual([
      'thought-leadership',
      'company-update',
      'industry-news-commentary',
      'client-success-story',
      'team-culture-highlight',
      'educational-how-to',
      'event-announcement',
    ]);
    expect(options('linkedin2', 'toneOfVoice').map((o) => o.split('=')[0])).toEqual([
      'professional',
      'thought-leader',
      'educational',
      'conversational',
      'inspirational',
    ]);
    expect(options('linkedin2', 'linkCTA').map((o) => o.split('=')[0])).toEqual([
      'learn-more',
      'read-article',
      'download-resource',
      'register-now',
      'contact-us',
      'get-started',
      'watch-video',
      'view-demo',
      'book-meeting',
    ]);
    expect(options('linkedin2', 'imageFocus').map((o) => o.split('=')[0])).toEqual([
      'auto',
      'people',
      'workspace',
      'conceptual',
      'process',
      'results',
    ]);
  });

  const base = filledForm('linkedin2') as LinkedInValues;

  it('drops linkCTA without a link and blanks auto image choices', () => {
    expect(linkedin.transform(base, ctx)).toEqual({
      postTopic: base.postTopic,
      targetAudience: base.targetAudience,
      contentPurpose: 'thought-leadership',
      toneOfVoice: 'professional',
      tagPeopleOrCompanies: '',
      includeLink: '',
      sourceUrl: '',
      includeResearch: false,
      generateAIImage: true,
      imageStyle: '',
      imageFocus: '',
    });
  });

  it('keeps linkCTA with a link and explicit image choices', () => {
    const values = {
      ...base,
      includeLink: 'https://acme.example/post',
      linkCTA: 'register-now',
      imageStyle: 'illustration' as const,
      imageFocus: 'people' as const,
    };
    expect(linkedin.transform(values, ctx)).toEqual({ ...values });
  });

  it('treats a blank link as no link', () => {
    const payload = linkedin.transform({ ...base, includeLink: '   ' }, ctx);
    expect(payload).not.toHaveProperty('linkCTA');
  });

  it('removes image style and focus when no image prompt is wanted', () => {
    const payload = linkedin.transform({ ...base, generateAIImage: false }, ctx);
    expect(payload).not.toHaveProperty('imageStyle');
    expect(payload).not.toHaveProperty('imageFocus');
    expect(payload.generateAIImage).toBe(false);
  });

  it('does not change the form values it is given', () => {
    const values = { ...base };
    linkedin.transform(values, ctx);
    expect(values).toEqual(base);
  });
});
