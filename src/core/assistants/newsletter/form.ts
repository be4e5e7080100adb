import type { AssistantForm } from '../types.js';
import {
  ALL_SECTIONS_KEY,
  BLOG_TEASER_LENGTH_OPTIONS,
  INCLUDE_SECTION_OPTIONS,
  NEWSLETTER_EMAIL_PURPOSE_OPTIONS,
  NEWSLETTER_LENGTH_OPTIONS,
  NEWSLETTER_SECTION_OPTIONS,
  withAllSections,
} from './options.js';
import type { NewsletterValues } from './schema.js';

export type { NewsletterValues };

const blogBlockOn = (values: Record<string, unknown>) => values.includeBlogBlock === true;

export const newsletterForm: AssistantForm<NewsletterValues> = {
  cardTitle: 'Newsletter Assistant',
  submitLabel: 'Generate Content',
  fields: [
    {
      kind: 'text',
      name: 'newsletterTopic',
      label: 'Newsletter Topic',
      required: true,
      placeholder: 'e.g., Preparing your business for the end of Windows 10 support',
      exampleKey: 'topic_example',
    },
    {
      kind: 'text',
      name: 'targetAudience',
      label: 'Target Audience',
      required: true,
      placeholder: 'e.g., Existing clients and subscribers',
      exampleKey: 'audience_example',
    },
    {
      kind: 'select',
      name: 'emailPurpose',
      label: 'Email Purpose',
      required: true,
      placeholder: 'Select the purpose of this newsletter',
      options: NEWSLETTER_EMAIL_PURPOSE_OPTIONS,
      optionsKey: 'email_purpose_options',
    },
    {
      kind: 'textarea',
      name: 'keyMessage',
      label: 'Key Message',
      rows: 3,
      required: true,
      placeholder: 'e.g., Upgrading now avoids security gaps and rushed, costly replacements',
      exampleKey: 'key_message_example',
    },
    {
      kind: 'textarea',
      name: 'supportingPoints',
      label: 'Supporting Points (Optional)',
      rows: 3,
      hint: 'Facts, examples or details to include, one per line',
      placeholder: 'e.g., Support ends October 14, 2025',
    },
    {
      kind: 'section',
      heading: 'Subject Line & Preview',
      fields: [
        {
          kind: 'switch',
          name: 'generateSubjectLines',
          label: 'Generate Subject Lines',
          hint: 'The AI creates 3-5 subject line options',
        },
        {
          kind: 'text',
          name: 'subjectLine',
          label: 'Subject Line',
          required: true,
          placeholder: 'e.g., Is your business ready for the Windows 10 deadline?',
          visibleWhen: (values) => values.generateSubjectLines !== true,
        },
        {
          kind: 'text',
          name: 'previewText',
          label: 'Preview Text (Optional)',
          hint: 'The short line shown after the subject in the inbox',
          placeholder: 'e.g., Three steps to a smooth, secure upgrade',
        },
      ],
    },
    {
      kind: 'select',
      name: 'length',
      label: 'Length',
      options: NEWSLETTER_LENGTH_OPTIONS,
      optionsKey: 'length_options',
    },
    {
      kind: 'select',
      name: 'newsletterSection',
      label: 'Newsletter Section',
      options: NEWSLETTER_SECTION_OPTIONS,
      optionsKey: 'newsletter_section_options',
    },
    {
      kind: 'text',
      name: 'callToAction',
      label: 'Call to Action (Optional)',
      placeholder: 'e.g., Book your upgrade planning call',
      exampleKey: 'call_to_action_example',
    },
    {
      kind: 'url',
      name: 'includeLink',
      label: 'Include Link (Optional)',
      placeholder: 'https://example.com/landing-page',
    },
    { kind: 'checkbox', name: 'enableResearch', label: 'Research and include current data' },
    {
      kind: 'checkbox',
      name: 'generateVariations',
      label: 'Generate A/B variations',
      hint: 'Two versions to test against each other',
    },
    {
      kind: 'boolean-group',
      name: 'includeSections',
      label: 'Include Sections',
      options: INCLUDE_SECTION_OPTIONS,
      allKey: ALL_SECTIONS_KEY,
    },
    {
      kind: 'section',
      heading: 'Blog Content Block',
      fields: [
        {
          kind: 'switch',
          name: 'includeBlogBlock',
          label: 'Include Blog Content Block',
          hint: 'Adds a teaser that links to a blog article',
        },
        {
          kind: 'text',
          name: 'blogTopic',
          label: 'Blog Topic',
          required: true,
          placeholder: 'e.g., A step-by-step checklist for upgrading to Windows 11',
          visibleWhen: blogBlockOn,
        },
        {
          kind: 'url',
          name: 'blogReferenceUrl',
          label: 'Blog Reference URL (Optional)',
          placeholder: 'https://example.com/blog/article',
          visibleWhen: blogBlockOn,
        },
        {
          kind: 'select',
          name: 'blogTeaserLength',
          label: 'Blog Teaser Length',
          options: BLOG_TEASER_LENGTH_OPTIONS,
          optionsKey: 'blog_teaser_length_options',
          visibleWhen: blogBlockOn,
        },
      ],
    },
  ],
  defaults: {
    newsletterTopic: '',
    targetAudience: '',
    emailPurpose: '',
    keyMessage: '',
    supportingPoints: '',
    callToAction: '',
    generateSubjectLines: true,
    subjectLine: '',
    previewText: '',
    length: 'standard',
    newsletterSection: 'full-newsletter',
    includeLink: '',
    enableResearch: false,
    generateVariations: false,
    includeSections: {
      companyNews: false,
      productUpdates: false,
      customerSpotlight: false,
      industryInsights: false,
      upcomingEvents: false,
      all: false,
    },
    includeBlogBlock: false,
    blogTopic: '',
    blogReferenceUrl: '',
    blogTeaserLength: 'medium',
  },
  schema: () => import('./schema.js').then((m) => m.schema),
  // The form sends its values as they are; `all` is kept true only when all five are ticked,
  // whoever built the request.
  transform: (values) =>
    values.includeSections
      ? { ...values, includeSections: withAllSections(values.includeSections) }
      : { ...values },
};
