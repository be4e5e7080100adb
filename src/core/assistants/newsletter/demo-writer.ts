import { capitalise, humanise, lowerFirst, titleCase } from '../../demo/demo-request.js';
import type { DemoRequest } from '../../demo/demo-request.js';
import { createProseDeck, talkingPoints } from '../../demo/talking-points.js';

const SECTION_TITLES: Record<string, string> = {
  companyNews: '🏢 Company News',
  productUpdates: '🚀 Product Updates',
  customerSpotlight: '🌟 Customer Spotlight',
  industryInsights: '📈 Industry Insights',
  upcomingEvents: '📅 Upcoming Events',
};

function subjectLines(topic: string, audience: string, req: DemoRequest): string[] {
  const t = lowerFirst(topic);
  const pairs: Array<[string, string]> = [
    [
      `${capitalise(t)}: what's new this month`,
      'Clear and benefit-led; works well for a loyal audience that opens regularly.',
    ],
    [
      `The ${t} checklist we wish we'd had`,
      'Curiosity plus a practical promise tends to lift open rates.',
    ],
    [
      `3 quick wins for ${lowerFirst(audience)}`,
      'Numbers set expectations and signal a fast, skimmable read.',
    ],
    [
      `Are you making this ${t} mistake?`,
      'A question creates an open loop; use it sparingly to avoid fatigue.',
    ],
    [`Inside ${req.companyName}: ${t}`, 'A behind-the-scenes angle builds familiarity and trust.'],
  ];
  return req.rng
    .pickMany(pairs, req.rng.int(3, 5))
    .map(([s, r], i) => `${i + 1}. **Subject:** ${s}\n   **Rationale:** ${r}`);
}

function enabledSections(req: DemoRequest): string[] {
  const raw = req.form.raw('includeSections');
  const chosen =
    raw && typeof raw === 'object'
      ? (raw as Record<string, unknown>)
      : ({} as Record<string, unknown>);
  const keys = Object.keys(SECTION_TITLES);
  if (chosen.all === true) return keys;
  const picked = keys.filter((k) => chosen[k] === true);
  return picked.length ? picked : ['companyNews', 'industryInsights'];
}

export function newsletter(req: DemoRequest): string {
  const { form, rng } = req;
  const topic = form.text('newsletterTopic', 'Spring product updates');
  const audience = form.text('targetAudience', 'our customers');
  const purpose = form.label('emailPurpose', 'educational');
  const keyMessage = form.text('keyMessage', `${topic} makes your work easier`);
  const cta = form.text('callToAction', 'Book a 15-minute call');
  const length = form.text('length', 'standard');
  const sentences = length === 'brief' ? 1 : length === 'detailed' ? 4 : 2;
  const prose = createProseDeck(topic, audience, rng);
  const lines: string[] = [];

  if (form.flag('generateSubjectLines', true)) {
    lines.push('## Subject Line Recommendations', '', ...subjectLines(topic, audience, req), '');
  } else {
    lines.push(`**Subject:** ${form.text('subjectLine', titleCase(topic))}`, '');
  }
  const preview = form.text(
    'previewText',
    `${capitalise(lowerFirst(keyMessage))}, plus what's coming next.`,
  );
  lines.push(`**Preview Text:** ${preview}`, '', '---', '');

  lines.push(`# ${titleCase(topic)}`, '', 'Hi [First Name],', '');
  const greeting = rng.pick([
    'Welcome to this month’s update.',
    'Thanks for being part of our community.',
    'Here’s what we have been working on.',
  ]);
  lines.push(
    `${greeting} This issue is all about ${lowerFirst(topic)} (${purpose}), ` +
      `written for ${lowerFirst(audience)}.`,
    '',
    `**The short version:** ${capitalise(keyMessage)}.`,
    '',
  );
  const supporting = form.list('supportingPoints');
  const points = supporting.length ? supporting : talkingPoints(topic, audience, rng, 3);
  lines.push(...points.map((p) => `- ${p}`), '');

  const section = form.text('newsletterSection', 'full-newsletter');
  if (section === 'full-newsletter') {
    for (const key of enabledSections(req)) {
      lines.push(`## ${SECTION_TITLES[key]}`, '');
      lines.push(prose(sentences).join(' '), '');
    }
  } else {
    lines.push(`## ${titleCase(humanise(section))}`, '');
    lines.push(prose(sentences + 1).join(' '), '');
  }

  if (form.flag('includeBlogBlock', false)) {
    const blogTopic = form.text('blogTopic', topic);
    const teaser = form.text('blogTeaserLength', 'medium');
    const teaserSentences = teaser === 'short' ? 1 : teaser === 'extended' ? 3 : 2;
    lines.push(`## 📝 From the Blog: ${titleCase(blogTopic)}`, '');
    lines.push(createProseDeck(blogTopic, audience, rng)(teaserSentences).join(' '), '');
    const url = form.text('blogReferenceUrl', '');
    lines.push(
      url ? `[Read the full article →](${url})` : '**Read the full article on our blog →**',
      '',
    );
  }
  const link = form.text('includeLink', '');
  lines.push(`**${cta}${link ? `: ${link}` : ''}**`, '');
  if (form.flag('generateVariations', false)) {
    lines.push('## A/B Variation (Version B Opening)', '');
    lines.push(
      `Quick question: how much time did ${lowerFirst(topic)} cost your team last month? ` +
        `${capitalise(keyMessage)}, and this issue shows you how.`,
      '',
    );
  }
  lines.push('Until next time,', `The ${req.companyName} team`);
  return lines.join('\n');
}
