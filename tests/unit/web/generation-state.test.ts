// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  generationReducer,
  idleGeneration,
  type GenerationAction,
} from '../../../src/web/features/workspace/jobs/generation-state.js';
import type { JobRecord } from '../../../src/web/features/workspace/jobs/job-records.js';

const record = (id: string): JobRecord => ({
  id,
  assistantType: 'blog',
  kind: 'generate',
  formData: { articleTopic: 'Backups' },
  startedAt: 0,
});

const run = (...actions: GenerationAction[]) => actions.reduce(generationReducer, idleGeneration);

describe("the workspace's generation state", () => {
  it('goes from starting to following, gathers the text, and ends', () => {
    const starting = run({ type: 'starting', job: { assistantType: 'blog', kind: 'generate' } });
    expect(starting).toEqual({ starting: { assistantType: 'blog', kind: 'generate' }, run: null });
    const streaming = [
      { type: 'started' } as const,
      { type: 'following', record: record('a') } as const,
      { type: 'delta', id: 'a', text: 'First ' } as const,
      { type: 'delta', id: 'a', text: 'words.' } as const,
    ].reduce(generationReducer, starting);
    expect(streaming).toEqual({
      starting: null,
      run: { record: record('a'), text: 'First words.', stopping: false },
    });
    expect(generationReducer(streaming, { type: 'ended' })).toEqual(idleGeneration);
  });

  it('marks a stop, and takes it back when the server refused it', () => {
    const following = run({ type: 'following', record: record('a') });
    const stopping = generationReducer(following, { type: 'stopping', id: 'a' });
    expect(stopping.run?.stopping).toBe(true);
    expect(generationReducer(stopping, { type: 'stop-refused', id: 'a' }).run?.stopping).toBe(
      false,
    );
  });

  it("ignores another job's text and stop: they change nothing", () => {
    const following = run({ type: 'following', record: record('a') });
    for (const action of [
      { type: 'delta', id: 'b', text: 'not mine' },
      { type: 'stopping', id: 'b' },
      { type: 'stop-refused', id: 'b' },
    ] as GenerationAction[]) {
      expect(generationReducer(following, action)).toBe(following);
    }
    expect(run({ type: 'delta', id: 'a', text: 'nobody followed' })).toBe(idleGeneration);
  });
});
