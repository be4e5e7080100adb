// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '../../../src/core/api/auth.js';
import type { UserStatsRow } from '../../../src/core/api/reports.js';
import type { TenantInfo } from '../../../src/core/api/tenant.js';
import type { AssistantId } from '../../../src/core/assistants/ids.js';
import { Sidebar } from '../../../src/web/app/shell/sidebar.js';
import { createQueryClient } from '../../../src/web/lib/api.js';
import { ME_KEY } from '../../../src/web/lib/auth.js';
import { queryKeys } from '../../../src/web/lib/query-keys.js';

afterEach(cleanup);

const tenant = (isPlatformAdmin: boolean): TenantInfo => ({
  companyId: isPlatformAdmin ? 'platform-admin' : 'acme',
  companyName: isPlatformAdmin ? 'Copydesk' : 'Acme',
  logoUrl: '',
  primaryColor: '#0066CC',
  secondaryColor: '#4A90E2',
  faviconUrl: '',
  customCss: '',
  isPlatformAdmin,
  assistantCustomization: {},
  passwordReset: false,
  timeZone: 'UTC',
  requireApproval: false,
  contentLanguage: 'en',
});

const userOf = (role: User['role'], lastViewedUsageReports: string | null = null): User => ({
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
  lastViewedUsageReports,
  lastLogin: null,
  createdAt: '2025-01-01T00:00:00.000Z',
});

/** The badge's call (docs/product.md#client-calls): GET /api/admin/reports/user-stats, no range. */
const BADGE_STATS_KEY = queryKeys.newUserStats;

/**
 * The sidebar with the signed-in user and the badge's user-stats list already in the cache
 * (fresh for 15 s, so nothing is fetched while the test looks).
 */
function renderSidebar(user: User, platform: boolean, stats: Partial<UserStatsRow>[] = []) {
  const client = createQueryClient();
  client.setQueryData(ME_KEY, user);
  client.setQueryData(BADGE_STATS_KEY, stats);
  const enabled: AssistantId[] = ['facebook', 'blog'];
  render(
    <QueryClientProvider client={client}>
      <Sidebar user={user} tenant={tenant(platform)} enabled={enabled} onAction={() => {}} />
    </QueryClientProvider>,
  );
  return screen.getByRole('complementary', { name: 'Main navigation' });
}

/** Every link and button of the sidebar's navigation, top to bottom. */
function items(aside: HTMLElement): string[] {
  const nav = within(aside).getByRole('navigation');
  return Array.from(nav.querySelectorAll('a, button')).map((el) => el.textContent!.trim());
}

const ASSISTANTS = ['Facebook', 'Blog Article'];
const ACTIONS = [
  'API Tokens',
  'Change Password',
  'Two-Factor Authentication',
  'Clear Memory',
  'Logout',
];

describe('the desktop sidebar (docs/product.md#shell)', () => {
  it('a regular user: assistants, Reviews, Usage Reports, then the actions; no Webhook Settings', () => {
    const aside = renderSidebar(userOf('user'), false);
    expect(items(aside)).toEqual([
      ...ASSISTANTS,
      'Reviews',
      'Calendar',
      'Usage Reports',
      ...ACTIONS,
    ]);
  });

  it('a company admin: User Management, Company Settings and Webhook Settings, then Usage Reports and Audit Log', () => {
    const aside = renderSidebar(userOf('admin'), false);
    expect(items(aside)).toEqual([
      ...ASSISTANTS,
      'Reviews',
      'Calendar',
      'User Management',
      'Company Settings',
      'Webhook Settings',
      'Usage Reports',
      'Audit Log',
      'API & Events',
      'Knowledge',
      ...ACTIONS,
    ]);
    const link = (name: string) => within(aside).getByRole('link', { name }).getAttribute('href');
    expect(link('Company Settings')).toBe('/admin/company-settings');
    expect(link('Webhook Settings')).toBe('/admin/settings');
  });

  it('a platform admin in the platform tenant: every admin link in order, then the dashboard', () => {
    const aside = renderSidebar(userOf('platform_admin'), true);
    expect(items(aside)).toEqual([
      ...ASSISTANTS,
      'Reviews',
      'Calendar',
      'User Management',
      'Companies',
      'Company Settings',
      'Webhook Settings',
      'Usage Reports',
      'Audit Log',
      'API & Events',
      'Knowledge',
      'SaaS Operator Dashboard',
      ...ACTIONS,
    ]);
    expect(within(aside).getByRole('link', { name: 'Webhook Settings' }).getAttribute('href')).toBe(
      '/admin/settings',
    );
  });
});

describe('the new-user badge counts from user-stats (docs/product.md#reports)', () => {
  const row = (createdAt: string, isNewUser: boolean) => ({ createdAt, isNewUser });
  const badge = (aside: HTMLElement) => within(aside).queryByTestId('usage-reports-badge');

  it('before any visit: the users flagged isNewUser', () => {
    const aside = renderSidebar(userOf('admin'), false, [
      row('2025-03-01T10:00:00.000Z', true),
      row('2025-03-02T10:00:00.000Z', true),
      row('2024-01-01T10:00:00.000Z', false),
    ]);
    expect(badge(aside)?.textContent).toBe('2');
    expect(badge(aside)?.getAttribute('aria-label')).toBe('2 new users');
  });

  it('after a visit: users created after lastViewedUsageReports, whatever isNewUser says', () => {
    const aside = renderSidebar(userOf('admin', '2025-03-01T12:00:00.000Z'), false, [
      row('2025-03-01T12:00:00.001Z', false),
      row('2025-03-01T12:00:00.000Z', true),
      row('2025-02-28T10:00:00.000Z', true),
    ]);
    expect(badge(aside)?.textContent).toBe('1');
    expect(badge(aside)?.getAttribute('aria-label')).toBe('1 new user');
  });

  it('shows 9+ above 9 and nothing at 0', () => {
    const many = Array.from({ length: 10 }, () => row('2025-03-01T10:00:00.000Z', true));
    expect(badge(renderSidebar(userOf('admin'), false, many))?.textContent).toBe('9+');
    cleanup();
    expect(badge(renderSidebar(userOf('admin'), false, []))).toBeNull();
  });
});
