// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HistoryItem } from '../../../src/core/api/history.js';
import type { AssistantId } from '../../../src/core/assistants/ids.js';
import { Toaster } from '../../../src/web/components/ui/toaster.js';
import {
  LeadPlaceholderMessage,
  LeadResults,
  copyLeadsForSpreadsheet,
  downloadLeadsMarkdown,
  exportLeads,
} from '../../../src/web/features/workspace/components/lead-results.js';
import { leadViewFromContent } from '../../../src/web/features/workspace/lib/lead-view.js';
import {
  contentResult,
  resultFromHistoryItem,
  revisableContent,
} from '../../../src/web/features/workspace/lib/results.js';
import { useWorkspaceResults } from '../../../src/web/features/workspace/use-workspace-results.js';
import { dismissToast } from '../../../src/web/lib/use-toast.js';

afterEach(() => {
  act(() => dismissToast());
  cleanup();
});

const LEADS = {
  summary: { total: 2, qualified: 1, maybe: 1, unlikely: 0 },
  leads: [
    {
      businessName: 'Acme Plumbing, "Best" in town',
      phone: '555-0100',
      email: 'mike@gmail.com',
      website: 'acmeplumbing.com',
      city: 'Austin',
      reviewCount: 12,
      rating: 4,
      score: 82,
      qualificationStatus: 'qualified',
    },
    {
      name: 'Beta Dental',
      rating: 4.56,
      score: 50,
      status: 'maybe',
      website: 'javascript:alert(1)',
    },
  ],
};

function historyItem(assistantType: AssistantId, content: string): HistoryItem {
  return {
    id: 1,
    assistantType,
    content,
    formData: { keywords: 'plumber' },
    createdAt: '2025-03-05T14:07:00.000Z',
    isFavorite: false,
    revisionRequest: null,
    sessionId: 'session_x',
    version: 1,
    stopped: false,
    revisedFrom: null,
    updatedAt: '2025-03-05T14:07:00.000Z',
    author: { id: 1, username: 'demo-user' },
    status: 'draft',
    visibility: 'private',
    reviewers: [],
    approvedVersion: null,
    approvedBy: null,
    approvedAt: null,
    publishedUrl: null,
    language: null,
    sources: [],
  };
}

describe('results from the history', () => {
  it('turns lead JSON into the lead view, with businessName and qualificationStatus mapped', () => {
    const result = resultFromHistoryItem(historyItem('lead-generator', JSON.stringify(LEADS)));
    expect(result.body.kind).toBe('leads');
    if (result.body.kind !== 'leads') return;
    expect(result.body.result.summary).toEqual(LEADS.summary);
    expect(result.body.result.leads[0].name).toBe('Acme Plumbing, "Best" in town');
    expect(result.body.result.leads[1].status).toBe('maybe');
    expect(result.formData).toEqual({ keywords: 'plumber' });
    expect(revisableContent(result)).toBeNull();
  });

  it('flags an unfilled summary placeholder and shows non-JSON lead content raw', () => {
    const placeholder = JSON.stringify({ summary: { total: '{{ $json.total }}' }, leads: [] });
    expect(leadViewFromContent(placeholder)).toEqual({
      kind: 'placeholder',
      expression: '{{ $json.total }}',
    });
    expect(leadViewFromContent('The search failed, sorry.')).toEqual({
      kind: 'raw',
      content: 'The search failed, sorry.',
    });
  });

  it('converts old-format topic JSON to readable text and keeps other content', () => {
    const legacy = JSON.stringify({ topics: [{ title: 'Backups', hook: 'Are yours tested?' }] });
    const topic = resultFromHistoryItem(historyItem('topic-generator', legacy));
    expect(topic.body).toEqual({
      kind: 'content',
      content: '**1. Backups**\nHook: Are yours tested?',
    });
    const post = resultFromHistoryItem(historyItem('facebook', 'A post'));
    expect(revisableContent(post)).toBe('A post');
    expect(revisableContent(contentResult('facebook', '   ', {}))).toBeNull();
  });
});

interface Probe {
  results: ReturnType<typeof useWorkspaceResults>;
  setActive: (id: AssistantId) => void;
}

function ResultsProbe({ probe }: { probe: { current?: Probe } }) {
  const [active, setActive] = useState<AssistantId>('facebook');
  const results = useWorkspaceResults(active);
  probe.current = { results, setActive };
  const { result, seed } = results;
  return (
    <output>
      {result ? result.assistantType : 'none'}/{seed ? JSON.stringify(seed.values) : 'defaults'}
    </output>
  );
}

describe('switching assistants', () => {
  it('clears result and form data, unless they belong to the assistant switched to', () => {
    const probe: { current?: Probe } = {};
    const { container } = render(<ResultsProbe probe={probe} />);
    const shown = () => container.querySelector('output')?.textContent;
    act(() => probe.current!.results.show(contentResult('facebook', 'Post', { postTopic: 'x' })));
    expect(shown()).toBe('facebook/defaults');
    act(() => probe.current!.setActive('blog'));
    expect(shown()).toBe('none/defaults');
    act(() => probe.current!.setActive('facebook'));
    expect(shown()).toBe('none/defaults');

    // Loading a history item of another assistant, then making it active, keeps both.
    act(() => {
      probe.current!.results.load(contentResult('blog', 'Article', { articleTopic: 'Backups' }));
      probe.current!.setActive('blog');
    });
    expect(shown()).toBe('blog/{"articleTopic":"Backups"}');
  });

  it('starts the new assistant on its content tab, with an empty revision box and no notice', () => {
    const probe: { current?: Probe } = {};
    render(<ResultsProbe probe={probe} />);
    const results = () => probe.current!.results;
    act(() => {
      results().setTab('revision');
      results().setRevisionText('Shorter, please');
      results().setNoWebhook('facebook');
    });
    expect([results().tab, results().revisionText, results().noWebhook]).toEqual([
      'revision',
      'Shorter, please',
      'facebook',
    ]);
    act(() => probe.current!.setActive('blog'));
    expect([results().tab, results().revisionText, results().noWebhook]).toEqual([
      'content',
      '',
      null,
    ]);

    // Loading a history item keeps its result but still starts on the content tab.
    act(() => results().setTab('revision'));
    act(() => {
      results().load(contentResult('facebook', 'Post', { postTopic: 'x' }));
      probe.current!.setActive('facebook');
    });
    expect(results().result?.assistantType).toBe('facebook');
    expect(results().tab).toBe('content');
  });
});

describe('lead results', () => {
  it('shows the summary cards and the table with one-decimal ratings and status badges', () => {
    const view = leadViewFromContent(JSON.stringify(LEADS));
    if (view.kind !== 'leads') throw new Error('expected leads');
    const { container } = render(<LeadResults result={view.result} />);
    const cards = Array.from(container.querySelectorAll('dl > div')).map((d) => d.textContent);
    expect(cards).toEqual(['Total Leads2', 'Qualified1', 'Maybe1', 'Unlikely0']);
    const headers = Array.from(container.querySelectorAll('th')).map((th) => th.textContent);
    expect(headers).toEqual([
      'Name',
      'Phone',
      'Email',
      'Website',
      'City',
      'Reviews',
      'Rating',
      'Score',
      'Status',
    ]);
    const rows = Array.from(container.querySelectorAll('tbody tr'));
    const cells = (row: Element) =>
      Array.from(row.querySelectorAll('td')).map((c) => c.textContent);
    expect(cells(rows[0])).toEqual([
      'Acme Plumbing, "Best" in town',
      '555-0100',
      'mike@gmail.com',
      'acmeplumbing.com',
      'Austin',
      '12',
      '4.0',
      '82',
      'Qualified',
    ]);
    expect(cells(rows[1])[6]).toBe('4.6');
    expect(rows[0].querySelector('a')?.getAttribute('href')).toBe('https://acmeplumbing.com/');
    // A javascript: "website" is never a link.
    expect(rows[1].querySelector('a')).toBeNull();
    expect(rows[0].querySelector('[data-slot="badge"]')?.className).toContain('bg-success');
    expect(rows[1].querySelector('[data-slot="badge"]')?.className).toContain('bg-warning');
  });

  it('says "No leads to export" when there is nothing to export, in every form', () => {
    render(<Toaster />);
    const none = { summary: { total: 0, qualified: 0, maybe: 0, unlikely: 0 }, leads: [] };
    for (const exportIt of [exportLeads, copyLeadsForSpreadsheet, downloadLeadsMarkdown]) {
      act(() => dismissToast());
      act(() => exportIt(none));
      const toast = document.querySelector('[data-slot="toast"][data-state="open"]');
      expect(toast?.textContent, exportIt.name).toContain('No leads to export');
      expect(toast?.getAttribute('data-variant')).toBe('destructive');
    }
  });

  it('explains that the webhook needs configuring when the summary is a placeholder', () => {
    const { container } = render(<LeadPlaceholderMessage expression="{{ $json.total }}" />);
    expect(container.textContent).toContain('The lead generator webhook needs configuring');
    expect(container.textContent).toContain('{{ $json.total }}');
  });
});
