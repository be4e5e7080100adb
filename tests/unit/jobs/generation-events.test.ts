import { describe, expect, it } from 'vitest';
import { generationEvents, generationEventText } from '../../../src/core/api/generation-events.js';

/** Reads one Server-Sent Event back as a browser's EventSource would. */
function read(text: string) {
  const fields = new Map<string, string>();
  for (const line of text.split('\n')) {
    const at = line.indexOf(': ');
    if (at > 0) fields.set(line.slice(0, at), line.slice(at + 2));
  }
  return {
    id: fields.get('id'),
    event: fields.get('event'),
    data: JSON.parse(fields.get('data')!),
  };
}

describe('the generation events', () => {
  it('writes each event as one Server-Sent Event that the same schema reads back', () => {
    const delta = read(generationEventText('delta', { text: 'Hello\nworld' }, 11));
    expect(delta).toEqual({ id: '11', event: 'delta', data: { text: 'Hello\nworld' } });
    expect(generationEvents.delta.parse(delta.data)).toEqual({ text: 'Hello\nworld' });

    const stopped = { message: 'Cancelled', historyId: 4, content: 'Half', stopped: true };
    const error = read(generationEventText('error', stopped));
    expect(error.id).toBeUndefined();
    expect(generationEvents.error.parse(error.data)).toEqual(stopped);

    const text = generationEventText('done', { historyId: 7, content: 'Text', version: 2 });
    expect(text.endsWith('\n\n')).toBe(true);
    expect(generationEvents.done.parse(read(text).data)).toEqual({
      historyId: 7,
      content: 'Text',
      version: 2,
    });
  });

  it('refuses data that does not fit the event', () => {
    expect(generationEvents.status.safeParse({ status: 'paused' }).success).toBe(false);
    expect(generationEvents.delta.safeParse({ text: 3 }).success).toBe(false);
    expect(generationEvents.done.safeParse({ historyId: '7', content: 'x' }).success).toBe(false);
    expect(
      generationEvents.done.safeParse({ historyId: 7, summary: {}, leads: 'no' }).success,
    ).toBe(false);
    expect(generationEvents.error.safeParse({ historyId: 1 }).success).toBe(false);
  });
});
