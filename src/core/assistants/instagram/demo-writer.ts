import { capitalise, humanise, lowerFirst, titleCase } from '../../demo/demo-request.js';
import type { DemoRequest } from '../../demo/demo-request.js';
import { talkingPoints } from '../../demo/talking-points.js';
import { hashtags } from '../../demo/hashtags.js';

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
