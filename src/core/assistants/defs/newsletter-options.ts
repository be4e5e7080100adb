import { recordOptions } from '../schema-helpers.js';

export const NEWSLETTER_EMAIL_PURPOSE_OPTIONS = recordOptions({
  welcome: 'Welcome',
  'product-update': 'Product Update',
  educational: 'Educational',
  promotional: 'Promotional',
  'community-news': 'Community News',
  'monthly-roundup': 'Monthly Roundup',
});

export const NEWSLETTER_LENGTH_OPTIONS = recordOptions({
  brief: 'Brief',
  standard: 'Standard',
  detailed: 'Detailed',
});

export const NEWSLETTER_SECTION_OPTIONS = recordOptions({
  'full-newsletter': 'Full Newsletter',
  'hero-section': 'Hero Section',
  'content-block': 'Content Block',
  'footer-update': 'Footer Update',
});

export const BLOG_TEASER_LENGTH_OPTIONS = recordOptions({
  short: 'Short',
  medium: 'Medium',
  extended: 'Extended',
});

/** The includeSections keys (spec §3), each a boolean. */
export const NEWSLETTER_SECTION_KEYS = [
  'companyNews',
  'productUpdates',
  'customerSpotlight',
  'industryInsights',
  'upcomingEvents',
  'all',
] as const;

export type NewsletterSectionKey = (typeof NEWSLETTER_SECTION_KEYS)[number];

export const INCLUDE_SECTION_OPTIONS = recordOptions({
  companyNews: 'Company News',
  productUpdates: 'Product Updates',
  customerSpotlight: 'Customer Spotlight',
  industryInsights: 'Industry Insights',
  upcomingEvents: 'Upcoming Events',
  all: 'All Sections',
} satisfies Record<NewsletterSectionKey, string>);
