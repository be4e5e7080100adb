import { describe, expect, it } from 'vitest';
import {
  getAssistant,
  listFields,
  resolveOptions,
} from '../../../src/core/assistants/catalogue.js';
import type { BlogValues } from '../../../src/core/assistants/blog/form.js';
import type { FieldDescriptor } from '../../../src/core/assistants/types.js';
import { filledForm } from '../../support/sample-forms.js';
import { issuesOf } from './helpers.js';

const ctx = { sessionId: 's1', company: { id: 'acme', name: 'Acme' }, userId: null };

function values(id: 'blog' | 'website', name: string) {
  const field = listFields(getAssistant(id)).find((f) => f.name === name) as FieldDescriptor;
  return resolveOptions(field).map((o) => o.value);
}

describe('blog', () => {
  const blog = getAssistant('blog');

  it('checks topic, audience, content type and keywords with the spec messages', () => {
    const bad = filledForm('blog', {
      articleTopic: 'Short one',
      audience: 'IT',
      contentType: '',
      focusKeywords: 'ab',
    });
    expect(issuesOf('blog', bad)).toEqual({
      articleTopic: 'Topic must be detailed (at least 10 characters)',
      audience: 'Audience must be specific (at least 5 characters)',
      contentType: 'Content type is required',
      focusKeywords: 'Focus keywords must be at least 3 characters',
    });
  });

  it('has the spec lengths, content types, focuses and defaults', () => {
    expect(values('blog', 'length')).toEqual([
      'Very Short (250 words)',
      'Short (500 words)',
      'Medium (1000 words)',
      'Long (1500+ words)',
    ]);
    expect(values('blog', 'contentType')).toEqual([
      'how-to',
      'thought-leadership',
      'case-study',
      'industry-news',
      'educational',
    ]);
    expect(values('blog', 'imageStyle')).toEqual([
      'auto',
      'photorealistic',
      'illustration',
      'infographic',
      'hybrid',
    ]);
    expect(values('blog', 'imageFocus')).toEqual([
      'auto',
      'hero',
      'diagram',
      'data',
      'conceptual',
      'screenshot',
    ]);
    expect(blog.defaults).toMatchObject({ length: 'Medium (1000 words)', generateAIImage: true });
  });

  it('coerces booleans, trims the reference URL and blanks auto image choices', () => {
    const input = {
      articleTopic: 'Ransomware recovery plans',
      audience: 'Clinic managers',
      length: 'Short (500 words)',
      contentType: 'how-to',
      focusKeywords: 'backup',
      referenceUrl: '  https://acme.example/ref  ',
      generateTags: true,
      imageStyle: 'auto',
      imageFocus: 'auto',
    } as BlogValues;
    expect(blog.transform(input, ctx)).toEqual({
      articleTopic: 'Ransomware recovery plans',
      audience: 'Clinic managers',
      length: 'Short (500 words)',
      contentType: 'how-to',
      focusKeywords: 'backup',
      referenceUrl: 'https://acme.example/ref',
      enableResearch: false,
      generateMetaDescription: false,
      generateTags: true,
      suggestUrlSlug: false,
      generateFocusKeywords: false,
      generateAIImage: false,
      imageStyle: '',
      imageFocus: '',
    });
  });

  it('keeps chosen image style and focus and fills a missing reference URL', () => {
    const input = { ...filledForm('blog'), imageStyle: 'hybrid', imageFocus: 'diagram' };
    delete (input as Record<string, unknown>).referenceUrl;
    const payload = blog.transform(input as BlogValues, ctx);
    expect(payload).toMatchObject({
      imageStyle: 'hybrid',
      imageFocus: 'diagram',
      referenceUrl: '',
    });
  });

  it('shows image style and focus only with an image prompt', () => {
    const style = listFields(blog).find((f) => f.name === 'imageFocus');
    expect(style?.visibleWhen?.({ generateAIImage: false })).toBe(false);
    expect(style?.visibleWhen?.({ generateAIImage: true })).toBe(true);
  });
});

describe('website', () => {
  it('checks every text with the spec messages', () => {
    const bad = filledForm('website', {
      pageTopic: 'IT',
      targetAudience: 'SMB',
      purpose: 'Sell',
      callToAction: 'Call',
    });
    expect(issuesOf('website', bad)).toEqual({
      pageTopic: 'Topic must be detailed (at least 10 characters)',
      targetAudience: 'Target audience must be specific (at least 5 characters)',
      purpose: 'Purpose must be detailed (at least 10 characters)',
      callToAction: 'Call to action must be specific (at least 5 characters)',
    });
  });

  it('offers the word counts with Medium by default and sends values as they are', () => {
    expect(values('website', 'wordCount')).toEqual([
      'Short (300-500 words)',
      'Medium (600-900 words)',
      'Long (1000+ words)',
    ]);
    const website = getAssistant('website');
    expect(website.defaults.wordCount).toBe('Medium (600-900 words)');
    const form = filledForm('website');
    expect(website.transform(form, ctx)).toEqual(form);
  });
});
