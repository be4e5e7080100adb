import type { N8nPrompt } from '../types.js';

/**
 * The Newsletter assistant's part of its ready-made n8n workflow's "Build prompt" node
 * (JavaScript run by n8n; the prelude and ending are in src/server/automations/n8n/). Every form
 * field is used, with the meaning of its options; the output structure is the one
 * src/core/formatting parses. Server only: the client build never contains it.
 */
export const n8nPrompt: N8nPrompt = {
  name: 'newsletter',
  code: `const ROLE =
  'You are an email marketing copywriter. You write newsletters that get opened, read to the ' +
  'end and clicked.';
const PURPOSES = {
  welcome: 'welcome new subscribers and set expectations',
  'product-update': 'announce product or service updates and what they change for the reader',
  educational: 'teach something useful',
  promotional: 'promote an offer with a clear reason to act now',
  'community-news': 'share news from the community and the team',
  'monthly-roundup': 'a monthly roundup of the most useful news and content',
};
const LENGTHS = {
  brief: 'brief: 150-250 words', standard: 'standard: 300-500 words',
  detailed: 'detailed: 600-900 words',
};
const SECTIONS = {
  'full-newsletter': 'the full newsletter',
  'hero-section': 'only the hero section (headline, opening and main call to action)',
  'content-block': 'only one content block',
  'footer-update': 'only the footer update',
};
const INCLUDE = {
  companyNews: 'Company News', productUpdates: 'Product Updates',
  customerSpotlight: 'Customer Spotlight', industryInsights: 'Industry Insights',
  upcomingEvents: 'Upcoming Events',
};
const TEASERS = {
  short: 'short: 1-2 sentences', medium: 'medium: 3-4 sentences',
  extended: 'extended: a paragraph of 5-6 sentences',
};
const sections = f.includeSections || {};
const chosen = Object.keys(INCLUDE).filter((k) => sections.all === true || sections[k] === true);
const generate = flag(f.generateSubjectLines);
const FORMAT = lines(
  generate ? '## Subject Line Recommendations' : '**Subject:** ' + text(f.subjectLine),
  generate ? '3-5 numbered options, each as two lines:' : null,
  generate ? '1. **Subject:** <subject line>' : null,
  generate ? '   **Rationale:** <why it works: urgency, curiosity, benefit or value>' : null,
  '**Preview Text:** <the line shown after the subject in the inbox>',
  '---',
  '# <Newsletter headline>',
  'Hi [First Name],',
  '<the newsletter in Markdown, ## for each section>',
  flag(f.generateVariations) ? '## A/B Variation (Version B Opening)' : null,
  flag(f.generateVariations) ? '<an alternative opening to test against the first>' : null,
  '<sign-off from the ' + company + ' team>',
).join('\\n');
function brief(f) {
  return lines(
    item('Newsletter topic', text(f.newsletterTopic)),
    item('Target audience', text(f.targetAudience)),
    item('Purpose', meaning(PURPOSES, f.emailPurpose)),
    item('Key message', text(f.keyMessage)),
    item('Supporting points', list(String(f.supportingPoints || '').split('\\n')).join('; ')),
    generate ? '- Subject line: write 3-5 options' : item('Subject line (use as written)', text(f.subjectLine)),
    item('Preview text (use as written)', text(f.previewText)),
    item('Length', meaning(LENGTHS, f.length)),
    item('Write', meaning(SECTIONS, f.newsletterSection)),
    item('Sections to include', chosen.map((k) => INCLUDE[k]).join(', ')),
    item('Call to action', text(f.callToAction)),
    item('Link for the call to action', text(f.includeLink)),
    flag(f.enableResearch) ? '- Research: include current data you are sure of, naming the source' : null,
    flag(f.generateVariations) ? '- A/B test: add a second version of the opening' : null,
    flag(f.includeBlogBlock)
      ? lines(
          '- Blog content block: a section "From the Blog" teasing an article',
          item('  Blog topic', text(f.blogTopic)),
          item('  Link to the article', text(f.blogReferenceUrl)),
          item('  Teaser length', meaning(TEASERS, f.blogTeaserLength)),
        )
      : null,
  );
}`,
};
