import type { AssistantPrompt } from './prompt-common.js';

/**
 * Prompts of the blog, newsletter and website assistants (JavaScript run by n8n, see
 * prompt-common.ts). The blog's SEO metadata block and the newsletter's subject-line section are
 * asked for in the shapes src/core/formatting/blog.ts and newsletter.ts parse.
 */

export const blogPrompt: AssistantPrompt = {
  name: 'blog article',
  code: `const ROLE =
  'You are an SEO content writer. You write well-structured, genuinely useful blog articles ' +
  'that rank for their keywords and read naturally.';
const TYPES = {
  'how-to': 'a how-to guide: numbered, practical steps',
  'thought-leadership': 'thought leadership: a clear point of view with arguments and examples',
  'case-study': 'a case study: situation, challenge, approach, results, lessons',
  'industry-news': 'industry news: what happened, why it matters, what to do now',
  educational: 'educational: explains a concept from the basics, with examples',
};
const FOCUS = {
  hero: 'a hero image', diagram: 'a diagram', data: 'a data visualisation',
  conceptual: 'a conceptual illustration', screenshot: 'a screenshot-style image',
};
const words = (v) => {
  const m = /(\\d[\\d,]*)/.exec(text(v));
  return m ? m[1] + (/\\+/.test(text(v)) ? ' or more' : '') + ' words' : text(v, 'about 1000 words');
};
const seo = [
  flag(f.generateMetaDescription) ? '**Meta Description:** <150-160 characters>' : null,
  flag(f.generateFocusKeywords) ? '**Focus Keyphrase:** <the main keyphrase>' : null,
  flag(f.generateTags) ? '**Tags:** <5-8 tags, comma-separated>' : null,
  flag(f.suggestUrlSlug) ? '**URL Slug:** <lowercase-words-with-hyphens>' : null,
  flag(f.generateAIImage) ? '**AI Image Prompt:** <a detailed prompt for the featured image>' : null,
  flag(f.generateAIImage) ? '**Image Alt Text:** <65-125 characters describing the image>' : null,
].filter(Boolean);
const FORMAT = lines(
  '# <Title>',
  '<introduction>',
  '## <Section heading> (as many sections as the length needs; ### for sub-sections)',
  '## Conclusion (ending with a call to contact ' + company + ')',
  'Use Markdown: headings, short paragraphs, bullet or numbered lists where they help.',
  seo.length ? 'After the article: a line with three dashes (---), then **SEO Metadata** and one labelled line each:' : 'No metadata after the article.',
  seo,
).join('\\n');
function brief(f) {
  return lines(
    item('Article topic', text(f.articleTopic)),
    item('Audience', text(f.audience)),
    item('Length', words(f.length)),
    item('Content type', meaning(TYPES, f.contentType)),
    item('Keywords to include naturally', list(f.focusKeywords).join(', ')),
    item('Reference to draw on (cite it)', text(f.referenceUrl)),
    flag(f.enableResearch)
      ? '- Research: include current data and statistics you are sure of, naming the source'
      : null,
    flag(f.generateAIImage)
      ? item(
          'Featured image',
          'style: ' + text(f.imageStyle, 'your choice') + '; focus: ' +
            (text(f.imageFocus) ? meaning(FOCUS, f.imageFocus) : 'your choice'),
        )
      : null,
  );
}`,
};

export const newsletterPrompt: AssistantPrompt = {
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

export const websitePrompt: AssistantPrompt = {
  name: 'website page copy',
  code: `const ROLE =
  'You are a conversion copywriter for websites. You write clear, benefit-led page copy that ' +
  'answers visitors\\' questions and leads them to one action.';
const FORMAT = lines(
  '# <Headline>',
  '<a one-sentence subheadline>',
  '## <Section heading> for each part of the page: the problem, how ' + company + ' helps, ' +
    'benefits as a bullet list, why choose ' + company + ', frequently asked questions',
  '## <closing heading> with the call to action as the last line, in bold',
  'Markdown only; no notes to the editor.',
).join('\\n');
function brief(f) {
  return lines(
    item('Page topic', text(f.pageTopic)),
    item('Target audience', text(f.targetAudience)),
    item('Purpose of the page', text(f.purpose)),
    item('Call to action', text(f.callToAction)),
    item('Length', text(f.wordCount, 'Medium (600-900 words)')),
  );
}`,
};
