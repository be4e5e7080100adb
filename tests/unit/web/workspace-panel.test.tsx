// @vitest-environment jsdom
import { cleanup, render, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantId } from '../../../src/core/assistants/ids.js';
import { Toaster } from '../../../src/web/components/ui/toaster.js';
import { ResultsPanel } from '../../../src/web/features/workspace/components/results-panel.js';
import { copyToClipboard } from '../../../src/web/lib/copy.js';
import type { WorkspaceResult } from '../../../src/web/features/workspace/lib/results.js';
import { dismissToast } from '../../../src/web/lib/use-toast.js';
import { waitFor } from '@testing-library/react';
import { loadResultsChunks } from './support/results-chunks.js';

beforeAll(loadResultsChunks);

afterEach(() => {
  act(() => dismissToast());
  cleanup();
});

function panel(
  assistantType: AssistantId,
  opts: { result?: WorkspaceResult | null; loading?: boolean; revising?: boolean } = {},
) {
  return render(
    <ResultsPanel
      assistantType={assistantType}
      result={opts.result ?? null}
      loading={opts.loading ?? false}
      revising={opts.revising ?? false}
      tab="content"
      onTabChange={() => {}}
      revisionText=""
      onRevisionTextChange={() => {}}
      onRevise={() => {}}
    />,
  ).container;
}

describe('the results panel', () => {
  it('has the two tabs and the empty state texts', () => {
    const container = panel('facebook');
    const tabs = within(container)
      .getAllByRole('tab')
      .map((t) => t.textContent);
    expect(tabs).toEqual(['Generated Content', 'Revision']);
    expect(container.textContent).toContain('No content generated yet');
    expect(container.textContent).toContain('Fill in the details and generate your content');
    cleanup();
    expect(panel('lead-generator').textContent).toContain(
      'Configure your search criteria and generate leads',
    );
  });

  it('shows a spinner while loading, and the lead generator its own loading view', () => {
    const content = panel('blog', { loading: true });
    expect(within(content).getByRole('status')).not.toBeNull();
    expect(content.textContent).toContain('Generating your content...');
    cleanup();
    const leads = panel('lead-generator', { loading: true });
    expect(leads.textContent).toContain('Generating leads...');
    expect(leads.textContent).toContain('This may take up to 60 seconds.');
    const steps = Array.from(leads.querySelectorAll('ol li')).map((li) => li.textContent);
    expect(steps).toEqual([
      'Searching Google Maps for matching businesses',
      'Analyzing business profiles',
      'Applying scoring criteria',
    ]);
  });

  it('shows lead content that is not JSON as it came, escaped', async () => {
    // The result's views are a chunk of their own: loaded first, so the wait is one suspense
    // pass, not the module's first load on a busy machine.
    await import('../../../src/web/features/workspace/components/result-view.js');
    const container = panel('lead-generator', {
      result: {
        assistantType: 'lead-generator',
        formData: {},
        body: { kind: 'raw', content: 'No leads today <b>sorry</b>\nTry again' },
      },
    });
    // The result's views load on demand (a chunk of their own in the build).
    const box = await waitFor(() => {
      const found = container.querySelector('[data-testid="generated-content"]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(box.textContent).toBe('No leads today <b>sorry</b>Try again');
    expect(box.querySelector('b')).toBeNull();
    expect(box.querySelectorAll('br')).toHaveLength(1);
  });
});

describe('copying', () => {
  it('says "Copy failed" when the browser offers no clipboard', async () => {
    render(<Toaster />);
    let ok = true;
    await act(async () => {
      ok = await copyToClipboard('text', 'Meta Description');
    });
    expect(ok).toBe(false);
    const toast = document.querySelector('[data-slot="toast"]');
    expect(toast?.textContent).toContain('Copy failed');
    expect(toast?.textContent).toContain('Could not copy to clipboard. Please try again.');
    expect(toast?.getAttribute('data-variant')).toBe('destructive');
  });
});
