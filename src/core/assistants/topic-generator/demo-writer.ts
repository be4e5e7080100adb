import { capitalise, lowerFirst, titleCase } from '../../demo/demo-request.js';
import type { DemoRequest } from '../../demo/demo-request.js';

const INDUSTRIES = [
  'managed IT services',
  'cybersecurity for small businesses',
  'local home services',
  'professional services marketing',
  'healthcare practice management',
];

const TIMEFRAMES: Record<string, string> = {
  'past-3-days': 'the past 3 days',
  'past-week': 'the past week',
  'past-month': 'the past month',
  'past-6-months': 'the past 6 months',
  evergreen: 'evergreen (not time-bound)',
};

/** Title, hook and angle templates; `%i` is the industry. */
const IDEAS: Array<[string, string, string]> = [
  [
    'The hidden cost of ignoring %i basics',
    'Most teams only notice the cost when it is too late.',
    'Quantify the everyday losses in plain numbers and show a cheap fix.',
  ],
  [
    '5 %i myths your customers still believe',
    "You've probably heard at least three of these this month.",
    'Myth-busting list with a short, practical correction for each.',
  ],
  [
    'What recent changes in %i mean for you',
    'The headlines are noisy; here is what actually matters.',
    'Translate the news into three concrete decisions for the reader.',
  ],
  [
    'A day in the life of a %i team',
    'Ever wondered what happens after you hit send?',
    'Behind-the-scenes story that builds trust through transparency.',
  ],
  [
    'The one-page %i checklist',
    'Print it, stick it on the wall, sleep better.',
    'Downloadable checklist as a lead magnet with a simple opt-in.',
  ],
  [
    'How a local business fixed its %i problem in 30 days',
    'They almost gave up in week one.',
    'Before/after client story with a single clear lesson.',
  ],
  [
    'Questions to ask before you buy %i',
    'The cheapest quote is rarely the cheapest choice.',
    'Buyer guide that positions you as the honest expert.',
  ],
  [
    '%i on a budget: what to do first',
    'You do not need a big budget to make real progress.',
    'Prioritised list: free, low-cost, and worth-paying-for steps.',
  ],
  [
    "Why 'we have always done it this way' hurts %i",
    'Habits are comfortable until they are expensive.',
    'Challenge a common habit and offer a gentle alternative.',
  ],
  [
    'The future of %i: 3 predictions',
    'Some of these are already happening.',
    'Thought-leadership piece with a clear point of view.',
  ],
  [
    '%i mistakes we see every week',
    'Number three surprises almost everyone.',
    'Candid list drawn from real support conversations.',
  ],
  [
    'How to explain %i to your team in 5 minutes',
    'No jargon. No slides. Just clarity.',
    'Short explainer leaders can forward to their staff.',
  ],
  [
    'Is your %i ready for growth?',
    'What works for 10 people breaks at 30.',
    'Self-assessment quiz with a score and next steps.',
  ],
  [
    'The real ROI of %i',
    'It is not where most people look.',
    'Reframe value around time, risk and customer experience.',
  ],
  [
    'Seasonal %i tips for the months ahead',
    'A little preparation now avoids a scramble later.',
    'Timely tips tied to the calendar and upcoming events.',
  ],
  [
    '%i: what our clients asked us this month',
    'Your questions, answered honestly.',
    'FAQ roundup that reuses real questions for SEO and trust.',
  ],
];

const PLATFORM_NAMES: Record<string, string> = {
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  blog: 'Blog',
  email: 'Email',
  twitter: 'X (Twitter)',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

const PLATFORM_PROMPTS: Record<string, (title: string) => string> = {
  facebook: (t) => `Friendly post with a question to spark comments about "${t}"; add one photo.`,
  linkedin: (t) => `Thought-leadership post opening with a bold one-line hook on "${t}".`,
  instagram: (t) => `Carousel of 5 slides summarising "${t}" with a save-this CTA.`,
  blog: (t) => `800-1,200 word article on "${t}" with H2 sections and a checklist.`,
  email: (t) => `Short email with a curiosity subject line linking to "${t}".`,
  twitter: (t) => `Thread of 5-7 posts breaking down "${t}" one point at a time.`,
  youtube: (t) => `6-8 minute explainer video on "${t}" with chapters and a pinned comment.`,
  tiktok: (t) => `30-second talking-head clip with on-screen text for "${t}".`,
};

export function topicList(req: DemoRequest): string {
  const { form, rng } = req;
  const industry = form.text('industryTopic', rng.pick(INDUSTRIES));
  const count = Math.min(15, Math.max(1, Number(form.text('numberOfTopics', '10')) || 10));
  const timeframe = TIMEFRAMES[form.text('timeframe', 'past-week')] ?? 'the past week';
  const approach = form.label('contentApproach', 'trending');
  const platforms = form.list('platforms').filter((p) => p in PLATFORM_PROMPTS);
  const chosen = platforms.length ? platforms : ['linkedin', 'blog'];
  const context = form.text('businessContext', '');
  const competitors = form.flag('includeCompetitors', false);

  const names = chosen.map((p) => PLATFORM_NAMES[p]);
  const lines = [
    `# ${count} Content Topics: ${titleCase(industry)}`,
    '',
    `**Timeframe:** ${capitalise(timeframe)} · **Approach:** ${capitalise(approach)} · ` +
      `**Platforms:** ${names.join(', ')}`,
  ];
  if (context) lines.push(`**Business context:** ${context}`);
  const ideas = rng.pickMany(IDEAS, count);
  ideas.forEach(([titleTemplate, hook, angle], i) => {
    const title = capitalise(titleTemplate.replace('%i', lowerFirst(industry)));
    lines.push('', '---', '', `## ${i + 1}. ${title}`, '');
    lines.push(`**Hook:** ${hook}`);
    lines.push(`**Angle:** ${angle}`);
    lines.push(
      `**Why now:** ${rng.pick([
        `Interest in ${lowerFirst(industry)} has picked up over ${timeframe}.`,
        'Customers are asking about it more often in sales and support conversations.',
        'It fits the season and gives you a timely reason to post.',
        'Few competitors cover it well, so there is room to stand out.',
      ])}`,
    );
    if (competitors) {
      lines.push(
        `**Competitor gap:** ${rng.pick([
          'Competitors cover this only in generic terms; add local examples.',
          'Most competitor posts are sales-heavy; lead with practical help instead.',
          'Competitors rarely show results; share a concrete before/after.',
        ])}`,
      );
    }
    lines.push('**Platform Prompts:**');
    for (const p of chosen) lines.push(`- **${PLATFORM_NAMES[p]}:** ${PLATFORM_PROMPTS[p](title)}`);
  });
  lines.push(
    '',
    '---',
    '',
    `_Tip: pick one or two topics and repurpose them across ${names.join(' and ')}._`,
  );
  return lines.join('\n');
}
