import { hashtagsFrom } from './demo-request.js';
import type { DemoRequest } from './demo-request.js';

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

/** The topic's own hashtags, topped up with generic ones to `count`. */
export function hashtags(req: DemoRequest, topic: string, count: number): string {
  const own = hashtagsFrom(topic);
  const extra = req.rng.pickMany(GENERIC_TAGS, Math.max(0, count - own.length));
  return [...own, ...extra].slice(0, count).join(' ');
}
