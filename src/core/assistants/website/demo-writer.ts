import { lowerFirst, titleCase } from '../../demo/demo-request.js';
import type { DemoRequest } from '../../demo/demo-request.js';
import { proseSentences, talkingPoints } from '../../demo/talking-points.js';

const BENEFITS = [
  ['Fast, friendly response', 'Real people who pick up the phone and fix things the first time.'],
  ['Clear, fixed pricing', 'No surprise invoices. You know what you pay before we start.'],
  [
    'Proactive, not reactive',
    'We spot problems early, so you hear about them before they cost you.',
  ],
  ['Plain-English advice', 'Recommendations you can act on, without the jargon.'],
  ['Local and accountable', 'A team that knows your area and stands behind its work.'],
  ['Built to scale with you', 'Start with what you need today and grow without starting over.'],
];

const TESTIMONIALS = [
  [
    'They made the whole process painless. We wish we had called them sooner.',
    'Operations Manager',
  ],
  ['Responsive, honest and genuinely helpful. It feels like an extension of our team.', 'Owner'],
  ['We finally have a plan we understand, and it works.', 'Practice Director'],
];

/** Plain-text website copy with headings (the demo answers this one as text/plain). */
export function websiteCopy(req: DemoRequest): string {
  const { form, rng } = req;
  const topic = form.text('pageTopic', 'Managed IT services');
  const audience = form.text('targetAudience', 'growing businesses');
  const purpose = form.text('purpose', 'generate consultation requests');
  const cta = form.text('callToAction', 'Book a free consultation');
  const wordCount = form.text('wordCount', 'Medium (600-900 words)');
  const long = /long|1000/i.test(wordCount);
  const short = /short|300/i.test(wordCount);
  const a = lowerFirst(audience);

  const headline = rng.pick([
    `${titleCase(topic)} That Work as Hard as You Do`,
    `${titleCase(topic)} for ${titleCase(audience)}`,
    `Stress-Free ${titleCase(topic)}, Done Right`,
  ]);
  const lines = [
    `# ${headline}`,
    '',
    `## ${rng.pick(['Reliable', 'Practical', 'Straightforward'])} support for ${a}, ` +
      'so you can focus on what you do best',
    '',
    `${proseSentences(topic, audience, rng, 2).join(' ')} ${req.companyName} helps ${a} ` +
      `with ${lowerFirst(topic)}, from the first conversation to long-term results.`,
    '',
    `**${cta} →**`,
    '',
    `## Why ${titleCase(audience)} Choose ${req.companyName}`,
    '',
  ];
  for (const [title, text] of rng.pickMany(BENEFITS, short ? 3 : 4)) {
    lines.push(`### ${title}`, text, '');
  }
  lines.push('## How It Works', '');
  lines.push(
    `1. **Talk to us.** Tell us about your goals and what is getting in the way.`,
    `2. **Get a clear plan.** We recommend the right approach to ${lowerFirst(topic)}, ` +
      'with fixed pricing.',
    '3. **See the difference.** We put the plan in place and check in regularly.',
    '',
  );
  if (!short) {
    lines.push('## What You Can Expect', '');
    lines.push(...talkingPoints(topic, audience, rng, 4).map((p) => `- ${p}`), '');
    const [quote, role] = rng.pick(TESTIMONIALS);
    lines.push('## What Our Clients Say', '', `> "${quote}"`, `> — ${role}, local client`, '');
  }
  if (long) {
    lines.push('## Frequently Asked Questions', '');
    lines.push(
      `**How quickly can we get started?**`,
      'Most clients are up and running within two weeks of our first call.',
      '',
      `**Do you work with organisations like ours?**`,
      `Yes. We specialise in ${a}, and we tailor every plan to your size and goals.`,
      '',
      `**What does it cost?**`,
      'Pricing depends on your needs; you get a clear, fixed quote before any work begins.',
      '',
    );
  }
  lines.push(
    `## Ready to Get Started?`,
    '',
    `Our goal with this page is simple: to ${lowerFirst(purpose)}. ` +
      `If ${lowerFirst(topic)} is on your list, let's talk.`,
    '',
    `**${cta} →**`,
  );
  return lines.join('\n');
}
