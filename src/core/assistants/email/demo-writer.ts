import { capitalise, humanise, lowerFirst } from '../../demo/demo-request.js';
import type { DemoRequest } from '../../demo/demo-request.js';

/** [keywords in the purpose's label or value, subject, opening line]. */
const PURPOSES: Array<[RegExp, string, string]> = [
  [
    /value|why/i,
    'What we have been doing for you behind the scenes',
    'We rarely stop to show you the work that happens quietly in the background, so here it is.',
  ],
  [
    /spotlight|team member/i,
    'Meet the person behind your support',
    'We would like to introduce you to one of the people who keeps things running for you.',
  ],
  [
    /success|case/i,
    'How a client like you got results',
    'We recently wrapped up a project we are proud of, and it may be relevant to you.',
  ],
  [
    /partnership/i,
    'A new partnership that benefits you',
    'We have teamed up with a partner whose expertise complements ours.',
  ],
  [/appreciation|thank/i, 'Thank you for being with us', 'We wanted to simply say thank you.'],
  [
    /behind/i,
    'A peek behind the curtain',
    'Ever wondered what happens after you send us a request? Here is the short story.',
  ],
  [
    /update|news/i,
    'A quick update from us',
    'A few things have changed recently, and we want you to hear about them first.',
  ],
  [
    /touchpoint|relationship|general/i,
    'Checking in',
    'It has been a little while since we last caught up, so we wanted to check in.',
  ],
  [
    /cyber|security/i,
    'One simple habit that stops most attacks',
    'Most security incidents we see start with something small and preventable.',
  ],
  [
    /backup|disaster/i,
    'Could you restore your data by tomorrow?',
    'Backups only matter on the day you need them, so it is worth checking them today.',
  ],
  [
    /cloud|saas/i,
    'Are you paying for software you no longer use?',
    'Cloud subscriptions tend to grow quietly; a short review often pays for itself.',
  ],
  [
    /compliance|risk/i,
    'Staying ahead of compliance, without the headache',
    'Compliance requirements keep evolving, and a little preparation goes a long way.',
  ],
  [
    /productivity|collaboration/i,
    'Tools you already own that could save hours',
    'Many teams use a fraction of the tools they already pay for.',
  ],
  [
    /lifecycle|refresh/i,
    'Planning your next technology refresh',
    'Replacing equipment on a plan costs less than replacing it in a hurry.',
  ],
  [
    /policy|standard/i,
    'A quick reminder that protects everyone',
    'Good policies only work when everyone knows them, so here is a short refresher.',
  ],
  [
    /strategic|alignment/i,
    'Is your technology pulling in the same direction as your goals?',
    'Technology works best when it is planned around where your business is going.',
  ],
  [
    /welcome|first/i,
    'Nice to meet you',
    'Thank you for your interest. We would love to learn more about what you are working on.',
  ],
  [
    /educational|follow/i,
    'A useful idea for your week',
    'Following up on our last conversation, here is something we think you will find useful.',
  ],
  [
    /webinar|event/i,
    'You are invited: a practical 30-minute session',
    'We are hosting a short, practical session and would love for you to join us.',
  ],
  [
    /trust/i,
    'How we work, in plain English',
    'Choosing a partner is about trust, so here is exactly how we work.',
  ],
];

const BODY_SENTENCES = [
  'We know your time is valuable, so we will keep this brief.',
  'Several clients have asked us about this recently, so it seemed worth sharing.',
  'If anything here raises a question, we are always happy to talk it through.',
  'There is nothing you need to do right now; we simply want you to have the full picture.',
  'We have been putting this into practice with clients in recent months, with good results.',
  'As always, our goal is to make technology one less thing you have to worry about.',
  'A few minutes now can save hours later, which is why we wanted to flag it.',
  'We would love to hear how this lands with your team.',
  'Small, steady improvements tend to make the biggest difference over a year.',
  'Your feedback shapes what we focus on next, so please do tell us what you think.',
];

const EXPECT_POINTS = [
  'A quick review of what is working well and what could be better',
  'Practical next steps, tailored to your team',
  'Answers to the questions you have been meaning to ask',
  'A clear, realistic plan for the months ahead',
  'Ideas other clients have found useful',
];

function purposeOf(req: DemoRequest, fallback: string): string {
  const purpose = req.form.text('emailPurpose', fallback);
  return /^other$/i.test(purpose) ? req.form.text('otherPurpose', 'a general update') : purpose;
}

/** One email: a "Subject:" line, a greeting, body paragraphs by length, a call to action. */
function email(req: DemoRequest, defaults: { purpose: string; keyMessage: string }): string {
  const { form, rng } = req;
  const purpose = purposeOf(req, defaults.purpose);
  const keyMessage = form.text('keyMessage', defaults.keyMessage).replace(/\.$/, '');
  const length = form.text('length', 'Medium');
  const cta = form.text('callToAction', '').replace(/\.$/, '');
  const match = PURPOSES.find(([re]) => re.test(purpose));
  const subject = match?.[1] ?? capitalise(humanise(purpose));
  const opening = match?.[2] ?? `We are reaching out about ${lowerFirst(humanise(purpose))}.`;
  const extra = /short/i.test(length) ? 0 : /long/i.test(length) ? 3 : 1;
  const sentences = rng.pickMany(BODY_SENTENCES, extra * 2);

  const lines = [`Subject: ${subject}`, '', 'Hi [First Name],', '', opening, ''];
  lines.push(`${capitalise(keyMessage)}.`, '');
  for (let i = 0; i < extra; i++) lines.push(sentences.slice(i * 2, i * 2 + 2).join(' '), '');
  if (/long/i.test(length)) {
    lines.push('Here is what you can expect:', '');
    lines.push(...rng.pickMany(EXPECT_POINTS, 3).map((p) => `- ${p}`), '');
  }
  lines.push(
    cta
      ? `${capitalise(cta)}: just reply to this email and we will take it from there.`
      : rng.pick([
          'If you have any questions, simply reply to this email.',
          'Happy to talk it through whenever suits you; just hit reply.',
        ]),
    '',
    rng.pick(['Best regards,', 'Kind regards,', 'Warm regards,']),
    '[Your Name]',
    req.companyName,
  );
  return lines.join('\n');
}

export const retentionEmail = (req: DemoRequest) =>
  email(req, {
    purpose: 'General Relationship Touchpoint',
    keyMessage: 'We are here whenever you need us, and we are always looking for ways to help',
  });

export const insightEmail = (req: DemoRequest) =>
  email(req, {
    purpose: 'Cybersecurity Best Practice',
    keyMessage:
      'Turning on multi-factor authentication blocks the vast majority of account attacks',
  });

export const prospectEmail = (req: DemoRequest) =>
  email(req, {
    purpose: 'welcome-first-contact',
    keyMessage: 'We help teams like yours spend less time on IT problems and more time on growth',
  });
