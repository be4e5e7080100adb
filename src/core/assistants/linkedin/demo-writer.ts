import { capitalise, humanise, lowerFirst, hashtagsFrom } from '../../demo/demo-request.js';
import type { DemoRequest } from '../../demo/demo-request.js';
import { talkingPoints } from '../../demo/talking-points.js';

const IMAGE_FOCUS: Record<string, string> = {
  people: 'a small, diverse team collaborating around a laptop',
  workspace: 'a bright, modern workspace with natural light and a tidy desk',
  conceptual: 'an abstract visual metaphor of connected shapes and clear paths',
  process: 'a clean step-by-step flow diagram with three stages',
  results: 'an upward-trending dashboard on a large monitor, viewed over a shoulder',
};

export function linkedInPost(req: DemoRequest): string {
  const { form, rng } = req;
  const topic = form.text('postTopic', 'Building a resilient IT strategy');
  const audience = form.text('targetAudience', 'business leaders');
  const purpose = form.label('contentPurpose', 'thought leadership');
  const a = lowerFirst(audience);
  const points = talkingPoints(topic, audience, rng, rng.int(3, 4));
  const hook = rng.pick([
    `Most ${a} underestimate ${lowerFirst(topic)}. Here's why that matters more than ever.`,
    `I've had the same conversation about ${lowerFirst(topic)} five times this month.`,
    `${capitalise(topic)} isn't a technology problem. It's a leadership decision.`,
    `The quiet advantage of getting ${lowerFirst(topic)} right:`,
  ]);
  const lines = [
    hook,
    '',
    rng.pick([
      `When we sit down with ${a}, the pattern is familiar: good intentions, busy ` +
        'calendars, and a plan that never quite gets finished.',
      `Across the ${a} we work with, the teams that move fastest aren't the biggest. ` +
        "They're the most deliberate.",
    ]),
    '',
    `What works in practice (${purpose}):`,
    '',
    ...points.map((p, i) => `${i + 1}. ${p}`),
    '',
    rng.pick([
      'None of this is glamorous. All of it compounds.',
      'Simple beats clever, every single time.',
      'The payoff is calmer weeks and fewer surprises.',
    ]),
    '',
    rng.pick([
      `What's the one thing your team is doing about ${lowerFirst(topic)} this quarter?`,
      `How are you approaching this? I'd love to hear what's working for you.`,
    ]),
  ];
  const tags = form.list('tagPeopleOrCompanies');
  if (tags.length) lines.push('', tags.map((t) => `@${t.replace(/^@/, '')}`).join(' '));
  const link = form.text('includeLink', '');
  if (link) {
    const cta = humanise(form.text('linkCTA', 'learn-more'));
    lines.push('', `👉 ${capitalise(cta)}: ${link}`);
  }
  lines.push('', hashtagsFrom(topic).concat('#Leadership').join(' '));
  if (form.flag('generateAIImage', true)) {
    const style = form.text('imageStyle', '') || 'photorealistic';
    const focus = IMAGE_FOCUS[form.text('imageFocus', '')] ?? rng.pick(Object.values(IMAGE_FOCUS));
    lines.push(
      '',
      '---',
      '',
      '**AI Image Prompt:**',
      `A ${style} image of ${focus}, conveying ${lowerFirst(topic)} for ${a}. ` +
        'Professional, optimistic mood, soft natural lighting, brand-neutral blue accents, ' +
        'no text overlays, 1200x627 landscape format for LinkedIn.',
    );
  }
  return lines.join('\n');
}
