import { describe, expect, it } from 'vitest';
import { createLocalInstanceBus } from '../../../src/server/instance-bus/instance-bus.js';
import { createJobBus, UnrecordedEnds } from '../../../src/server/services/generations/job-bus.js';

const failed = (id: string, error = 'The database is read-only at the moment.') => ({
  type: 'end' as const,
  id,
  row: { status: 'failed' as const, error, historyId: null, result: null, content: '' },
});

describe('UnrecordedEnds', () => {
  it('keeps an end that did not succeed, with its error', () => {
    const ends = new UnrecordedEnds();
    ends.note(failed('a'));
    expect(ends.get('a')).toMatchObject({ status: 'failed', error: failed('a').row.error });
    expect(ends.get('a')?.at).toBeInstanceOf(Date);
  });

  it('ignores a recorded end (no state with it), a success, text and cancel requests', () => {
    const ends = new UnrecordedEnds();
    ends.note({ type: 'end', id: 'recorded' });
    ends.note({
      type: 'end',
      id: 'succeeded',
      row: { status: 'succeeded', error: null, historyId: 7, result: null, content: 'Text' },
    });
    ends.note({ type: 'delta', id: 'delta', offset: 0, text: 'x' });
    ends.note({ type: 'cancel', id: 'cancel' });
    for (const id of ['recorded', 'succeeded', 'delta', 'cancel'])
      expect(ends.get(id)).toBe(undefined);
  });

  it('keeps the 10,000 most recent', () => {
    const ends = new UnrecordedEnds();
    for (let i = 0; i <= 10_000; i++) ends.note(failed(`job-${i}`));
    expect(ends.get('job-0')).toBe(undefined);
    expect(ends.get('job-1')).toBeDefined();
    expect(ends.get('job-10000')).toBeDefined();
  });

  it("are what the embedded database's bus answers, as it publishes them", () => {
    const bus = createJobBus(createLocalInstanceBus());
    bus.publish(failed('b', 'The database has no disk space left.'));
    expect(bus.unrecordedEnd('b')?.error).toBe('The database has no disk space left.');
    expect(bus.unrecordedEnd('other')).toBe(undefined);
  });
});
