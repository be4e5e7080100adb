import { lowerFirst } from './demo-request.js';
import type { Rng } from './random.js';

/** Practical advice lines that read naturally for almost any topic and audience. */
export function talkingPoints(topic: string, audience: string, rng: Rng, count: number): string[] {
  const t = lowerFirst(topic);
  const a = lowerFirst(audience);
  const pool = [
    `Give ${t} a clear owner: when everyone is responsible, no one is.`,
    'Write the plan down. A one-page checklist beats a perfect strategy nobody reads.',
    'Review it every quarter, not once a year: small adjustments are cheaper than big rescues.',
    `Train your people. Most problems with ${t} start with a simple, avoidable mistake.`,
    `Automate the repetitive parts so your team can spend its time on ${a}.`,
    'Measure outcomes, not activity: time saved, issues avoided, customers kept.',
    'Ask for help early. Fixing a small gap today costs far less than a crisis next month.',
    'Test your assumptions with real data before you commit the budget.',
    `Keep it simple: the best approach to ${t} is the one your team will actually follow.`,
    'Share what works. A five-minute recap in your weekly meeting spreads good habits fast.',
    "Know your baseline. You can't improve what you haven't measured.",
    'Pick one quick win this week and build momentum from there.',
  ];
  return rng.pickMany(pool, count);
}

function prosePool(topic: string, audience: string): string[] {
  const t = lowerFirst(topic);
  const a = lowerFirst(audience);
  return [
    `For ${a}, ${t} is rarely a technology question alone; it is a question of habits.`,
    `The organisations that get ${t} right usually start small and improve steadily.`,
    `A common mistake is treating ${t} as a one-off project instead of an ongoing practice.`,
    `When we talk to ${a}, the same concern comes up again and again: time.`,
    'The good news is that the first steps are usually the cheapest ones.',
    'Clear ownership makes the difference between a plan on paper and results in practice.',
    `Budgets are tight, so every improvement to ${t} has to earn its place.`,
    'Small, visible wins build the trust you need for bigger changes later.',
    `It helps to look at ${t} from your customers' point of view: what do they notice first?`,
    'Documentation sounds dull, but it keeps progress from disappearing when people move on.',
    `The cost of doing nothing about ${t} grows quietly until it suddenly becomes urgent.`,
    'A short monthly review keeps priorities honest and surprises rare.',
    'Technology can help, but tools only work when the process around them is clear.',
    `Many ${a} find that an outside perspective speeds things up considerably.`,
    'Progress is easier to sustain when the whole team understands why it matters.',
    `Start by listing what already works, then close the most obvious gaps in ${t}.`,
    'Measuring a few meaningful numbers beats tracking everything and acting on nothing.',
    'Honest conversations with the people doing the work reveal the real bottlenecks.',
    `None of this requires a large team; it requires a consistent one.`,
    `Expectations around ${t} have risen quickly, and customers notice the difference.`,
    'Write down the decisions you make and why; future you will be grateful.',
    'The most effective plans fit on a single page and get reviewed often.',
    `Ask three people on your team how ${t} works today, and compare the answers.`,
    'Where the answers differ, you have found your first improvement.',
    'Celebrate progress publicly; it makes the next change easier to introduce.',
    `A realistic timeline for meaningful progress on ${t} is weeks, not years.`,
    'Resist the urge to fix everything at once; sequence the work instead.',
    `Vendors will happily sell you more than you need, so start from your goals.`,
    `Peers are a valuable source of ideas; many ${a} share what works generously.`,
    'A little structure now prevents a lot of firefighting later.',
    'If a step feels too complicated to explain, it is probably too complicated to follow.',
    `Over time, ${t} becomes less of a project and more of a habit, which is the goal.`,
  ];
}

/**
 * Sentences for longer prose (articles, newsletters, website copy), dealt from a shuffled deck
 * so one text does not repeat itself until the deck runs out.
 */
export function createProseDeck(topic: string, audience: string, rng: Rng) {
  const pool = prosePool(topic, audience);
  let deck: string[] = [];
  return (count: number): string[] => {
    const out: string[] = [];
    while (out.length < count) {
      if (deck.length === 0) deck = rng.pickMany(pool, pool.length);
      out.push(deck.pop() as string);
    }
    return out;
  };
}

/** A few prose sentences, without repeats. */
export function proseSentences(topic: string, audience: string, rng: Rng, count: number): string[] {
  return createProseDeck(topic, audience, rng)(count);
}
