import { capitalise, hashtagsFrom, humanise, lowerFirst, titleCase } from './demo-request.js';
import type { DemoRequest } from './demo-request.js';
import { talkingPoints } from './talking-points.js';

const GENERIC_TAGS = [
  '#SmallBusiness',
  '#BusinessTips',
  '#Growth',
  '#Strategy',
  '#Leadership',
  '#Productivity',
  '#Innovation',
  '#Teamwork',
  '#CustomerSuccess',
  '#Marketing',
  '#Technology',
  '#DigitalTransformation',
  '#Entrepreneur',
  '#WorkSmarter',
  '#BestPractices',
  '#LocalBusiness',
  '#Success',
  '#Planning',
  '#Community',
  '#Motivation',
  '#TipsAndTricks',
  '#BehindTheScenes',
  '#HowTo',
  '#Inspiration',
  '#Goals',
  '#Mindset',
  '#Efficiency',
  '#Trends',
  '#Learning',
  '#Results',
  '#ShopLocal',
  '#BusinessOwner',
  '#WeekendReads',
  '#MondayMotivation',
  '#TechTips',
];

function hashtags(req: DemoRequest, topic: string, count: number): string {
  const own = hashtagsFrom(topic);
  const extra = req.rng.pickMany(GENERIC_TAGS, Math.max(0, count - own.length));
  return [...own, ...extra].slice(0, count).join(' ');
}

export function facebookPost(req: DemoRequest): string {
  const { form, rng } = req;
  const topic = form.text('postTopic', 'IT security for small businesses');
  const audience = form.text('targetAudience', 'small business owners');
  const tone = form.text('toneOfVoice', 'professional');
  const points = talkingPoints(topic, audience, rng, 3);
  const a = lowerFirst(audience);
  const openers: Record<string, string[]> = {
    professional: [`${capitalise(topic)}: what ${a} need to know this month.`],
    casual: [`Let's talk about ${lowerFirst(topic)} for a minute 👋`],
    enthusiastic: [`🚀 Big opportunity alert for ${a}: ${lowerFirst(topic)}!`],
    informative: [`📊 Quick guide: ${lowerFirst(topic)}, explained in under a minute.`],
    humorous: [
      `If ${lowerFirst(topic)} were easy, we'd all be on a beach by now 🏖️ ` +
        "(Spoiler: it's easier than you think.)",
    ],
  };
  const opener = rng.pick(openers[tone] ?? openers.professional);
  const bullet = tone === 'professional' ? '•' : rng.pick(['✅', '👉', '💡']);
  const middle = rng.pick([
    `We work with ${a} every week, and these three habits make the biggest difference:`,
    `Here's what we keep seeing work for ${a}:`,
    `Three simple steps that pay off quickly:`,
  ]);
  const closing = rng.pick([
    `Which of these will you try first? Tell us in the comments 👇`,
    `Want a hand getting started? Send us a message and ${req.companyName} will help.`,
    `Save this post for your next team meeting, and share it with someone who needs it.`,
  ]);
  return [
    opener,
    '',
    middle,
    '',
    ...points.map((p) => `${bullet} ${p}`),
    '',
    closing,
    '',
    hashtags(req, topic, rng.int(3, 5)),
  ].join('\n');
}

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

const HASHTAG_COUNTS: Record<string, [number, number]> = {
  maximum: [25, 30],
  balanced: [15, 20],
  minimal: [5, 10],
};

const CTA_LINES: Record<string, string> = {
  'link-in-bio': '🔗 Tap the link in our bio to learn more.',
  'dm-us': '💬 DM us "START" and we will send you the details.',
  'save-post': '📌 Save this post so you have it when you need it.',
  share: '📤 Share this with a friend who needs to see it.',
  comment: '👇 Tell us in the comments: which tip will you try first?',
  'learn-more': '✨ Want to learn more? Follow us for weekly tips.',
};

export function instagramPost(req: DemoRequest): string {
  const { form, rng } = req;
  const topic = form.text('postTopic', 'Behind the scenes of our support team');
  const audience = form.text('targetAudience', 'local business owners');
  const format = form.text('contentFormat', 'feed-post');
  const length = form.text('captionLength', 'medium');
  const points = talkingPoints(topic, audience, rng, 5);
  const hook = rng.pick([
    `✨ ${capitalise(topic)}: the version nobody tells you about.`,
    `Real talk about ${lowerFirst(topic)} 👀`,
    `Your quick guide to ${lowerFirst(topic)} 💡`,
  ]);
  const caption = [hook];
  if (length !== 'short') caption.push('', ...points.slice(0, length === 'long' ? 4 : 2));
  if (length === 'long') {
    caption.push(
      '',
      `We built this for ${lowerFirst(audience)} who want results without the jargon. ` +
        `${req.companyName} has seen these small changes add up to calmer, more productive weeks.`,
    );
  }
  caption.push('', CTA_LINES[form.text('callToAction', 'learn-more')] ?? CTA_LINES['learn-more']);
  const [min, max] = HASHTAG_COUNTS[form.text('hashtagStrategy', 'balanced')] ?? [15, 20];
  const sections = ['**Caption:**', '', ...caption, '', hashtags(req, topic, rng.int(min, max))];

  if (format === 'carousel') {
    sections.push('', '**Carousel Slides:**');
    sections.push(`Slide 1: "${titleCase(topic)}" (bold title on brand colour)`);
    points.slice(0, 4).forEach((p, i) => sections.push(`Slide ${i + 2}: ${p}`));
    sections.push('Slide 6: Call to action with logo and handle');
  } else if (format === 'reel-concept') {
    sections.push('', '**Reel Concept (20-30 seconds):**');
    sections.push(`0-3s: Hook on screen: "${hook.replace(/[✨👀💡]/gu, '').trim()}"`);
    sections.push(`3-15s: Quick cuts showing ${lowerFirst(points[0])}`);
    sections.push('15-25s: Team member explains the key takeaway to camera');
    sections.push('25-30s: Logo, call to action, trending audio fades out');
  } else if (format === 'story-idea') {
    sections.push('', '**Story Frames:**');
    sections.push(`Frame 1: Poll sticker: "Is ${lowerFirst(topic)} on your list this month?"`);
    sections.push(`Frame 2: Tip: ${points[0]}`);
    sections.push('Frame 3: Link sticker with the call to action');
  }
  const visual = form.text('visualApproach', 'ai-image-prompt');
  const details = form.text('visualDetails', 'bright, clean, brand colours');
  sections.push('', '**Visual Suggestion:**');
  sections.push(
    visual === 'ai-image-prompt'
      ? `AI image prompt: A vibrant, square 1080x1080 image about ${lowerFirst(topic)}, ` +
          `${details}, natural light, space at the top for a short headline, no small text.`
      : `${capitalise(humanise(visual))}: ${details}. ` +
          'Keep the focal point centred and leave room for the logo.',
  );
  const brand = form.list('brandElements');
  if (brand.length) sections.push(`Brand elements to include: ${brand.map(humanise).join(', ')}.`);
  return sections.join('\n');
}
