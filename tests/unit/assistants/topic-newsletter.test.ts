import { describe, expect, it } from 'vitest';
import {
  getAssistant,
  listFields,
  resolveOptions,
} from '../../../src/core/assistants/catalogue.js';
import type { TopicGeneratorValues } from '../../../src/core/assistants/topic-generator/form.js';
import type { FieldDescriptor } from '../../../src/core/assistants/types.js';
import { filledForm } from '../../support/sample-forms.js';
import { issuesOf } from './helpers.js';

const ctx = { sessionId: 's1', company: { id: 'acme', name: 'Acme' } };
const BLOG_TOPIC = 'Blog topic is required when blog content block is enabled';

function field(id: 'topic-generator' | 'newsletter', name: string) {
  return listFields(getAssistant(id)).find((f) => f.name === name) as FieldDescriptor;
}
const optionValues = (id: 'topic-generator' | 'newsletter', name: string) =>
  resolveOptions(field(id, name)).map((o) => o.value);

describe('topic-generator', () => {
  const topics = getAssistant('topic-generator');

  it('has the spec option lists and defaults', () => {
    expect(optionValues('topic-generator', 'timeframe')).toEqual([
      'past-3-days',
      'past-week',
      'past-month',
      'past-6-months',
      'evergreen',
    ]);
    expect(resolveOptions(field('topic-generator', 'timeframe'))[1].label).toBe('Past Week');
    expect(optionValues('topic-generator', 'contentApproach')).toEqual([
      'trending',
      'problems',
      'solutions',
      'industry-news',
      'thought-leadership',
      'surprise-me',
    ]);
    expect(optionValues('topic-generator', 'numberOfTopics')).toEqual(['5', '10', '15']);
    expect(optionValues('topic-generator', 'platforms')).toEqual([
      'facebook',
      'linkedin',
      'instagram',
      'blog',
      'email',
      'twitter',
      'youtube',
      'tiktok',
    ]);
    expect(topics.defaults).toMatchObject({
      timeframe: 'past-week',
      contentApproach: 'trending',
      numberOfTopics: '10',
      includeCompetitors: false,
    });
  });

  it('requires at least one platform and the three choices', () => {
    const bad = filledForm('topic-generator', {
      platforms: [],
      timeframe: '',
      contentApproach: '',
      numberOfTopics: '',
    });
    expect(issuesOf('topic-generator', bad)).toEqual({
      platforms: 'Select at least one platform',
      timeframe: 'Required',
      contentApproach: 'Required',
      numberOfTopics: 'Required',
    });
    expect(
      issuesOf('topic-generator', filledForm('topic-generator', { industryTopic: '' })),
    ).toEqual({});
  });

  it('forces includeCompetitors to a boolean and sends the count as a number', () => {
    const form = filledForm('topic-generator') as TopicGeneratorValues;
    const { includeCompetitors: _omit, ...withoutFlag } = form;
    expect(topics.transform(withoutFlag, ctx)).toEqual({
      industryTopic: form.industryTopic,
      timeframe: 'past-week',
      contentApproach: 'trending',
      businessContext: '',
      numberOfTopics: 10,
      platforms: ['linkedin'],
      includeCompetitors: false,
    });
    expect(topics.transform({ ...form, includeCompetitors: true }, ctx).includeCompetitors).toBe(
      true,
    );
  });
});

describe('newsletter', () => {
  const newsletter = getAssistant('newsletter');

  it('checks the required texts and the purpose', () => {
    const bad = filledForm('newsletter', {
      newsletterTopic: 'Updates',
      targetAudience: 'All',
      emailPurpose: '',
      keyMessage: 'Upgrade',
    });
    // docs/product.md#forms gives these no message of their own: the generic default messages apply.
    expect(issuesOf('newsletter', bad)).toEqual({
      newsletterTopic: 'String must contain at least 10 character(s)',
      targetAudience: 'String must contain at least 5 character(s)',
      emailPurpose: 'Required',
      keyMessage: 'String must contain at least 10 character(s)',
    });
  });

  it('requires a subject line only when subject lines are not generated', () => {
    const off = filledForm('newsletter', { generateSubjectLines: false, subjectLine: '' });
    expect(issuesOf('newsletter', off)).toEqual({ subjectLine: 'Required' });
    expect(issuesOf('newsletter', { ...off, subjectLine: 'Ready for Windows 11?' })).toEqual({});
    expect(field('newsletter', 'subjectLine').visibleWhen?.({ generateSubjectLines: true })).toBe(
      false,
    );
    expect(field('newsletter', 'subjectLine').visibleWhen?.({ generateSubjectLines: false })).toBe(
      true,
    );
  });

  it('requires a blog topic of 10 characters after trimming when the blog block is on', () => {
    const on = filledForm('newsletter', { includeBlogBlock: true, blogTopic: '   Too short   ' });
    expect(issuesOf('newsletter', on)).toEqual({ blogTopic: BLOG_TOPIC });
    expect(issuesOf('newsletter', { ...on, blogTopic: undefined })).toEqual({
      blogTopic: BLOG_TOPIC,
    });
    expect(issuesOf('newsletter', { ...on, blogTopic: 'Windows 11 checklist' })).toEqual({});
    expect(issuesOf('newsletter', { ...on, includeBlogBlock: false })).toEqual({});
    expect(field('newsletter', 'blogTopic').visibleWhen?.({ includeBlogBlock: true })).toBe(true);
  });

  it('reports the cross-field rules together with field errors', () => {
    const bad = filledForm('newsletter', {
      keyMessage: '',
      includeBlogBlock: true,
      generateSubjectLines: false,
    });
    expect(Object.keys(issuesOf('newsletter', bad)).sort()).toEqual([
      'blogTopic',
      'keyMessage',
      'subjectLine',
    ]);
  });

  it('has the spec lists and defaults', () => {
    expect(optionValues('newsletter', 'emailPurpose')).toEqual([
      'welcome',
      'product-update',
      'educational',
      'promotional',
      'community-news',
      'monthly-roundup',
    ]);
    expect(optionValues('newsletter', 'length')).toEqual(['brief', 'standard', 'detailed']);
    expect(optionValues('newsletter', 'newsletterSection')).toEqual([
      'full-newsletter',
      'hero-section',
      'content-block',
      'footer-update',
    ]);
    expect(optionValues('newsletter', 'blogTeaserLength')).toEqual(['short', 'medium', 'extended']);
    expect(optionValues('newsletter', 'includeSections')).toEqual([
      'companyNews',
      'productUpdates',
      'customerSpotlight',
      'industryInsights',
      'upcomingEvents',
    ]);
    expect(newsletter.defaults).toMatchObject({
      length: 'standard',
      blogTeaserLength: 'medium',
      generateSubjectLines: true,
      includeBlogBlock: false,
      includeSections: {
        companyNews: false,
        productUpdates: false,
        customerSpotlight: false,
        industryInsights: false,
        upcomingEvents: false,
        all: false,
      },
    });
  });

  it('sends the values as they are, with all true only when the five sections are', () => {
    const form = filledForm('newsletter', { includeSections: { companyNews: true, all: false } });
    expect(newsletter.transform(form, ctx)).toEqual(form);
    const five = {
      companyNews: true,
      productUpdates: true,
      customerSpotlight: true,
      industryInsights: true,
      upcomingEvents: true,
    };
    const ticked = filledForm('newsletter', { includeSections: { ...five, all: true } });
    expect(newsletter.transform(ticked, ctx)).toEqual(ticked);
  });
});
