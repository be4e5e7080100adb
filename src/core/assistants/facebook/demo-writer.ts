import { capitalise, lowerFirst } from '../../demo/demo-request.js';
import type { DemoRequest } from '../../demo/demo-request.js';
import { talkingPoints } from '../../demo/talking-points.js';
import { hashtags } from '../../demo/hashtags.js';

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
