import {
  capitalise,
  clip,
  humanise,
  lowerFirst,
  slugify,
  titleCase,
} from '../../demo/demo-request.js';
import type { DemoRequest } from '../../demo/demo-request.js';
import type { Rng } from '../../demo/random.js';
import { createProseDeck, talkingPoints } from '../../demo/talking-points.js';

/** Sections per content type: heading and opening sentence; `%t` topic, `%a` audience. */
const OUTLINES: Record<string, Array<[string, string]>> = {
  'how-to': [
    [
      'Why %T Matters',
      'Before the steps, it is worth being clear about why %t deserves attention.',
    ],
    ['Step 1: Take Stock of Where You Are', 'Start with an honest look at how %t works today.'],
    ['Step 2: Set One Clear Goal', 'Pick a single, measurable goal for the next 90 days.'],
    ['Step 3: Put a Simple Process in Place', 'A light, repeatable process beats a heroic effort.'],
    [
      'Step 4: Measure and Adjust',
      'Check progress monthly and change course when the numbers say so.',
    ],
    ['Common Mistakes to Avoid', 'We see the same few mistakes with %t again and again.'],
  ],
  'thought-leadership': [
    [
      'The Conversation We Should Be Having About %T',
      'Most discussions about %t start in the wrong place.',
    ],
    [
      'What Most Advice Gets Wrong',
      'Generic advice assumes unlimited time and budget; %a have neither.',
    ],
    [
      'A Better Way to Think About It',
      'Treat %t as a business decision first and a technical one second.',
    ],
    ['What This Means for Leaders', 'Leaders set the tone: what gets attention gets done.'],
    ['Where We Go From Here', 'The next few years will reward the organisations that act early.'],
  ],
  'case-study': [
    ['The Challenge', 'Our client, a team much like many %a, had outgrown its approach to %t.'],
    ['The Approach', 'Rather than a big-bang project, we agreed on three focused changes.'],
    [
      'The Results',
      'Within a few months the team reported fewer interruptions and faster turnaround.',
    ],
    ['Lessons for Your Organisation', 'Three lessons from this project apply to almost any team.'],
  ],
  'industry-news': [
    ['What Changed', 'Recent developments around %t have caught the attention of many %a.'],
    [
      'Why It Matters',
      'The change affects costs, risk and customer expectations at the same time.',
    ],
    ['Who Is Affected', 'Smaller teams feel the impact first, because they have less slack.'],
    ['What to Do Next', 'You do not need to react overnight, but you should have a plan.'],
  ],
  educational: [
    ['What Is %T?', 'In plain terms, %t is about doing the basics consistently and well.'],
    ['The Key Concepts', 'A handful of ideas explain most of what you need to know about %t.'],
    ['How It Works in Practice', 'Here is what %t looks like in a typical week for %a.'],
    ['Frequently Asked Questions', 'These are the questions %a ask us most often about %t.'],
    ['Key Takeaways', 'If you remember only a few things from this article, make it these.'],
  ],
};

/** Words per length option; unknown values fall back to Medium. */
function targetWords(length: string): number {
  if (/very short|\b250\b/i.test(length)) return 250;
  if (/long|1500/i.test(length)) return 1600;
  if (/short|\b500\b/i.test(length)) return 500;
  return 1000;
}

function fitAltText(text: string): string {
  let alt = text;
  for (const p of [' in a bright, modern office', ' with soft natural light', ', calm mood']) {
    if (alt.length < 65) alt += p;
  }
  return clip(alt, 125).replace(/…$/, '');
}

function seoTags(keywords: string[], topic: string, type: string, rng: Rng): string {
  const extra = rng.pickMany(['best practices', 'guide', 'tips', 'strategy', 'small business'], 2);
  const tags = [...keywords, lowerFirst(topic), humanise(type), ...extra].map((t) =>
    t.toLowerCase(),
  );
  return [...new Set(tags)].slice(0, 6).join(', ');
}

export function blogArticle(req: DemoRequest): string {
  const { form, rng } = req;
  const topic = form.text('articleTopic', 'Cloud backup strategies for growing businesses');
  const audience = form.text('audience', 'small and mid-sized business owners');
  const type = form.text('contentType', 'how-to');
  const words = targetWords(form.text('length', 'Medium (1000 words)'));
  const keywords = form.list('focusKeywords');
  const keyphrase = keywords[0] ?? lowerFirst(topic);
  const fill = (text: string) =>
    text
      .replace(/%T/g, titleCase(topic))
      .replace(/%t/g, lowerFirst(topic))
      .replace(/%a/g, lowerFirst(audience));
  const outline = OUTLINES[type] ?? OUTLINES['how-to'];
  const sections = words <= 250 ? 2 : words <= 500 ? 3 : outline.length;
  // Roughly 20 words a sentence: spread the target over the sections.
  const perSection = Math.max(2, Math.round(words / 20 / (sections + 2)));
  const prose = createProseDeck(topic, audience, rng);
  const paragraphs = (count: number) => {
    const out: string[] = [];
    for (let left = count; left > 0; left -= 4) out.push(prose(Math.min(4, left)).join(' '), '');
    return out;
  };

  const title = rng.pick([
    `${titleCase(topic)}: A Practical Guide for ${titleCase(audience)}`,
    `${titleCase(topic)}: What ${titleCase(audience)} Need to Know`,
    `Getting ${titleCase(topic)} Right in ${new Date().getFullYear()}`,
  ]);
  const lines = [`# ${title}`, ''];
  lines.push(
    `${capitalise(topic)} comes up in almost every conversation we have with ` +
      `${lowerFirst(audience)}. ${prose(2).join(' ')}`,
    '',
  );
  if (keywords.length > 1) {
    lines.push(`In this article we cover ${keywords.slice(0, 3).join(', ')} and more.`, '');
  }
  for (const [heading, opening] of outline.slice(0, sections)) {
    lines.push(`## ${fill(heading)}`, '');
    const [first, ...rest] = paragraphs(perSection - 1);
    lines.push(`${fill(opening)} ${first}`, ...rest);
    if (words > 250 && rng.chance(0.4)) {
      lines.push(...talkingPoints(topic, audience, rng, 3).map((p) => `- ${p}`), '');
    }
  }
  const reference = form.text('referenceUrl', '');
  if (reference) lines.push(`For further reading, see [this reference](${reference}).`, '');
  lines.push('## Conclusion', '');
  lines.push(
    `${capitalise(topic)} does not have to be overwhelming. ${prose(2).join(' ')} ` +
      `If you would like a second opinion, ${req.companyName} is happy to help.`,
    '',
  );

  const style = form.text('imageStyle', '') || 'photorealistic';
  const meta = clip(
    `Practical steps, common mistakes and quick wins: how ${lowerFirst(audience)} can ` +
      `approach ${lowerFirst(topic)} with confidence.`,
    156,
  ).replace(/…$/, '.');
  const alt = fitAltText(`${capitalise(topic)} illustrated for ${lowerFirst(audience)}`);
  lines.push(
    '---',
    '',
    '**SEO Metadata**',
    '',
    `**Meta Description:** ${meta}`,
    `**Focus Keyphrase:** ${keyphrase}`,
    `**Tags:** ${seoTags(keywords, topic, type, rng)}`,
    `**URL Slug:** ${slugify(keyphrase)}`,
    `**AI Image Prompt:** A ${style} hero image illustrating ${lowerFirst(topic)} for ` +
      `${lowerFirst(audience)}: a clear focal subject, clean composition, soft natural light, ` +
      'brand-neutral blue and white palette, wide 16:9 format, no text in the image.',
    `**Image Alt Text:** ${alt}`,
  );
  return lines.join('\n');
}
