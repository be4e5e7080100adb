// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantId } from '../../../src/core/assistants/ids.js';
import { formatElapsed } from '../../../src/web/features/workspace/components/job-progress.js';
import type { JobProgressInfo } from '../../../src/web/features/workspace/components/job-progress.js';
import { ResultsPanel } from '../../../src/web/features/workspace/components/results-panel.js';
import { loadResultsChunks } from './support/results-chunks.js';

afterEach(cleanup);

// The streamed text's view is a chunk of its own: loaded before the tests, shown after one
// suspense pass.
beforeAll(loadResultsChunks);

const streamed = (container: HTMLElement) =>
  waitFor(() => {
    const found = container.querySelector<HTMLElement>('[data-testid="generated-content"]');
    expect(found).not.toBeNull();
    return found!;
  });

function running(assistantType: AssistantId, job: Partial<JobProgressInfo>, revising = false) {
  const info: JobProgressInfo = {
    text: '',
    since: Date.now() - 75_000,
    stopping: false,
    onStop: () => {},
    ...job,
  };
  return render(
    <ResultsPanel
      assistantType={assistantType}
      result={null}
      loading
      revising={revising}
      job={info}
      tab="content"
      onTabChange={() => {}}
      revisionText=""
      onRevisionTextChange={() => {}}
      onRevise={() => {}}
    />,
  ).container;
}

const stopButton = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('button')).find((b) => b.textContent === 'Stop');

describe('a running generation in the results panel', () => {
  it('shows the elapsed time and Stop, and the spinner until the first words arrive', () => {
    const container = running('facebook', {});
    expect(container.querySelector('[data-testid="elapsed-time"]')?.textContent).toBe('1:15');
    expect(stopButton(container)).toBeDefined();
    expect(container.textContent).toContain('Generating your content...');
    expect(container.querySelector('[data-testid="generated-content"]')).toBeNull();
  });

  it('formats the text as it grows, through the sanitiser', async () => {
    const container = running('facebook', {
      text: '**Hook:** Fresh <img src=x onerror="alert(1)"><script>alert(2)</script>start\n\nMore',
    });
    const box = await streamed(container);
    expect(box.querySelector('strong')?.textContent).toBe('Hook:');
    expect(box.querySelector('img, script, [onerror]')).toBeNull();
    expect(box.textContent).toContain('Fresh');
    expect(box.textContent).toContain('More');
  });

  it('says "Revising your content..." over a streaming revision', async () => {
    const container = running('blog', { text: 'Shorter text' }, true);
    expect(container.textContent).toContain('Revising your content...');
    expect((await streamed(container)).textContent).toContain('Shorter text');
  });

  it('keeps the lead generator on its three steps with the elapsed time, never raw JSON', () => {
    const container = running('lead-generator', { text: '{"summary": {"total": 3' });
    expect(container.textContent).toContain('Generating leads...');
    expect(container.querySelectorAll('ol li')).toHaveLength(3);
    expect(container.querySelector('[data-testid="elapsed-time"]')?.textContent).toBe('1:15');
    expect(container.textContent).not.toContain('"summary"');
  });

  it('disables Stop while the cancel is on its way', () => {
    expect(stopButton(running('facebook', { stopping: true }))?.disabled).toBe(true);
  });
});

describe('elapsed time', () => {
  it('reads minutes and seconds', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(9_999)).toBe('0:09');
    expect(formatElapsed(61_000)).toBe('1:01');
    expect(formatElapsed(3_600_000)).toBe('60:00');
    expect(formatElapsed(-5)).toBe('0:00');
  });
});
