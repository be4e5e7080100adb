import { afterAll, describe, expect, it } from 'vitest';
import { createPgInstanceBus } from '../../src/server/instance-bus/pg-instance-bus.js';
import { createJobBus } from '../../src/server/services/generations/job-bus.js';
import type { JobEvent } from '../../src/server/services/generations/job-events.js';

/**
 * The instance bus on a real PostgreSQL server: what one instance sends reaches the others'
 * listener of that kind, never the sender's, and each kind's owner reads only its own messages.
 */
describe.skipIf(!process.env.DATABASE_URL)('the PostgreSQL instance bus', () => {
  const log = { warn: () => undefined };
  const one = createPgInstanceBus({ connectionString: process.env.DATABASE_URL!, log });
  const two = createPgInstanceBus({ connectionString: process.env.DATABASE_URL!, log });
  afterAll(async () => {
    await Promise.all([one.close(), two.close()]);
  });

  const next = <T>(register: (deliver: (value: T) => void) => void) =>
    new Promise<T>((resolve) => register(resolve));

  it('carries each kind to the other instance only, and job events whole', async () => {
    const heardHere: string[] = [];
    one.listen('company', (slug) => heardHere.push(slug));
    const company = next<string>((deliver) => two.listen('company', deliver));
    // Connected once a message makes the round trip: retry until the other side hears it.
    const sentSlugs: string[] = [];
    let n = 0;
    const sent = setInterval(() => {
      const slug = `acme-${++n}`;
      sentSlugs.push(slug);
      one.send('company', slug);
    }, 50);
    const heard = await company;
    clearInterval(sent);
    // What the other instance heard is one of the messages sent, whole; the sender heard none.
    expect(sentSlugs).toContain(heard);
    expect(heardHere).toEqual([]);

    const jobsOne = createJobBus(one);
    const jobsTwo = createJobBus(two);
    const long = 'é'.repeat(2500) + '🙂'.repeat(10);
    const events: JobEvent[] = [];
    const ended = next<void>((deliver) =>
      jobsTwo.subscribe('job-1', (event) => {
        events.push(event);
        if (event.type === 'end') deliver();
      }),
    );
    jobsOne.publish({ type: 'delta', id: 'job-1', offset: 0, text: long });
    jobsOne.publish({
      type: 'end',
      id: 'job-1',
      row: { status: 'failed', error: 'Not recorded', historyId: null, result: null, content: '' },
    });
    await ended;
    const text = events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');
    expect(text).toBe(long);
    expect(jobsTwo.unrecordedEnd('job-1')).toMatchObject({
      status: 'failed',
      error: 'Not recorded',
    });
  });
});
