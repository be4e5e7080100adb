import { recordOptions } from '../field-helpers.js';

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

/** The five includeSections checks ; the data also carries `all` (docs/product.md#forms). */
const NEWSLETTER_SECTION_KEYS = [
  'companyNews',
  'productUpdates',
  'customerSpotlight',
  'industryInsights',
  'upcomingEvents',
] as const;

export type NewsletterSectionKey = (typeof NEWSLETTER_SECTION_KEYS)[number];

/** The key of includeSections that is true exactly when all five sections are ticked. */
export const ALL_SECTIONS_KEY = 'all';

export const INCLUDE_SECTION_OPTIONS = recordOptions({
  companyNews: 'Company News',
  productUpdates: 'Product Updates',
  customerSpotlight: 'Customer Spotlight',
  industryInsights: 'Industry Insights',
  upcomingEvents: 'Upcoming Events',
} satisfies Record<NewsletterSectionKey, string>);

/** includeSections with `all` set as the data defines it: true only when all five are ticked. */
export function withAllSections<T extends Partial<Record<NewsletterSectionKey | 'all', boolean>>>(
  sections: T,
): T & { all: boolean } {
  return { ...sections, all: NEWSLETTER_SECTION_KEYS.every((key) => sections[key] === true) };
}
