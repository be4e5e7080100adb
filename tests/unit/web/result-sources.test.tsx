// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@core/api/auth.js';
import type { KnowledgeSource } from '@core/api/knowledge.js';
import { ResultSources } from '@web/features/workspace/components/result-sources.js';
import { contentResult, type WorkspaceResult } from '@web/features/workspace/lib/results.js';
import { createQueryClient } from '@web/lib/api.js';
import { ME_KEY } from '@web/lib/auth.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const userOf = (role: User['role']): User => ({
  id: 1,
  username: `a-${role}`,
  role,
  isAdmin: role !== 'user',
  isPlatformAdmin: role === 'platform_admin',
  mustChangePassword: false,
  twoFactorEnabled: false,
  twoFactorSetupRequired: false,
  companyId: 'acme',
  brandVoiceApplied: false,
  companyName: 'Acme',
  lastViewedUsageReports: null,
  lastLogin: null,
  createdAt: '2025-01-01T00:00:00.000Z',
});

const LONG =
  'Our Starter plan costs 20 dollars a month for up to five people. ' +
  'It includes every assistant, the review inbox and the calendar; the Team plan adds single ' +
  'sign-on, an audit log and priority support for larger companies.';

const SOURCES: KnowledgeSource[] = [
  { documentId: 7, title: 'Price list 2026', source: 'prices.pdf', text: LONG },
  {
    documentId: 9,
    title: 'Brand <b>book</b>',
    source: 'https://example.com/brand',
    text: 'We write <img src=x onerror="alert(1)"> plainly.',
  },
];

const result = (over: Partial<WorkspaceResult> = {}): WorkspaceResult => ({
  ...contentResult('facebook', 'A post about prices.', {}),
  historyId: 42,
  version: 1,
  ...over,
});

function renderSources(shown: WorkspaceResult, role: User['role'] = 'user') {
  const client = createQueryClient();
  client.setQueryData(ME_KEY, userOf(role));
  return render(
    <QueryClientProvider client={client}>
      <ResultSources result={shown} />
    </QueryClientProvider>,
  );
}

describe('a result’s Sources', () => {
  it('lists each source’s title and the start of its passage, as text', () => {
    renderSources(result({ sources: SOURCES }));
    const section = screen.getByTestId('result-sources');
    // Collapsed, the titles show at a glance.
    const summary = section.querySelector('summary')!;
    expect(summary.textContent).toContain('Sources');
    expect(summary.textContent).toContain('Price list 2026 · Brand <b>book</b>');
    const items = within(screen.getByRole('list', { name: 'Sources', hidden: true })).getAllByRole(
      'listitem',
      { hidden: true },
    );
    expect(items).toHaveLength(2);
    const first = items[0]!.textContent!;
    expect(first).toContain('Price list 2026');
    expect(first).toContain('Our Starter plan costs 20 dollars');
    expect(first).toContain('…');
    expect(first).not.toContain('priority support');
    // Markup in a title or a passage is shown, never made into elements.
    expect(items[1]!.textContent).toContain('We write <img src=x onerror="alert(1)"> plainly.');
    expect(section.querySelector('img, b')).toBeNull();
  });

  it('links an admin to each document in the knowledge library; not a user', () => {
    const { unmount } = renderSources(result({ sources: SOURCES }), 'admin');
    const links = screen.getAllByRole('link', {
      name: 'Open in the knowledge library',
      hidden: true,
    });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/knowledge?document=7',
      '/admin/knowledge?document=9',
    ]);
    unmount();
    renderSources(result({ sources: SOURCES }), 'user');
    expect(screen.queryAllByRole('link', { hidden: true })).toHaveLength(0);
  });

  it('shows nothing for a result written without knowledge', () => {
    renderSources(result({ sources: [] }));
    expect(screen.queryByTestId('result-sources')).toBeNull();
  });

  it('reads a just generated result’s sources from its history item', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      calls.push(url);
      return Promise.resolve(
        new Response(JSON.stringify({ id: 42, sources: SOURCES.slice(0, 1) }), {
          headers: { 'content-type': 'application/json' },
        }),
      );
    });
    renderSources(result());
    expect(await screen.findByText('Price list 2026', { selector: 'summary *' })).toBeTruthy();
    expect(calls).toEqual(['/api/history/42']);
  });
});
