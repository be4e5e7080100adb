import type { N8nPrompt } from '../types.js';

/**
 * The Blog Article assistant's part of its ready-made n8n workflow's "Build prompt" node
 * (JavaScript run by n8n; the prelude and ending are in src/server/automations/n8n/). Every form
 * field is used, with the meaning of its options; the output structure is the one
 * src/core/formatting parses. Server only: the client build never contains it.
 */
export const n8nPrompt: N8nPrompt = {
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
