import type { N8nPrompt } from '../types.js';

/**
 * The Topic Generator assistant's part of its ready-made n8n workflow's "Build prompt" node
 * (JavaScript run by n8n; the prelude and ending are in src/server/automations/n8n/). Every form
 * field is used, with the meaning of its options; the output structure is the one
 * src/core/formatting parses. Server only: the client build never contains it.
 */
export const n8nPrompt: N8nPrompt = {
  name: 'content topic list',
  code: `const ROLE =
  'You are a content strategist for a B2B services company. You find timely, specific content ' +
  'topics and turn each into a ready-to-use idea for the chosen platforms.';
const TIMEFRAMES = {
  'past-3-days': 'news and discussions of the past 3 days',
  'past-week': 'what happened in the past week',
  'past-month': 'developments of the past month',
  'past-6-months': 'trends of the past 6 months',
  evergreen: 'evergreen topics that stay relevant at any time (no news hooks)',
};
const APPROACHES = {
  trending: 'trending topics people are talking about now',
  problems: 'common problems and pain points the audience faces',
  solutions: 'solutions and how-tos that fix those problems',
  'industry-news': 'industry news and what it means for the audience',
  'thought-leadership': 'thought leadership: a clear, defensible point of view',
  'surprise-me': 'a surprising mix of angles of your choice',
};
const PLATFORMS = {
  facebook: 'Facebook', linkedin: 'LinkedIn', instagram: 'Instagram', blog: 'Blog',
  email: 'Email', twitter: 'Twitter / X', youtube: 'YouTube', tiktok: 'TikTok',
};
const count = Number(text(f.numberOfTopics, '10')) || 10;
const platforms = list(f.platforms).map((p) => meaning(PLATFORMS, p));
const FORMAT = lines(
  'Exactly ' + count + ' topics, numbered, each in this form:',
  '## 1. <Topic title>',
  '**Hook:** <one sentence that makes the reader stop>',
  '**Angle:** <the point of view and why it matters to the audience>',
  flag(f.includeCompetitors)
    ? '**Competitor Angle:** <how competitors cover this and how ' + company + ' can stand apart>'
    : null,
  '**Platform Prompts:**',
  platforms.map((p) => '- ' + p + ': <a ready-to-use post idea or prompt for ' + p + '>'),
  'Leave a blank line between topics. No introduction and no closing remarks.',
).join('\\n');
function brief(f) {
  return lines(
    item('Industry or topic', text(f.industryTopic, 'choose the most promising topics for ' + company)),
    item('Timeframe', meaning(TIMEFRAMES, f.timeframe)),
    item('Content approach', meaning(APPROACHES, f.contentApproach)),
    item('Business context', text(f.businessContext)),
    item('Number of topics', String(count)),
    item('Platforms', platforms.join(', ')),
    item('Competitor analysis', flag(f.includeCompetitors) ? 'yes, add a competitor angle per topic' : 'no'),
  );
}`,
};
