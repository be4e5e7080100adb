import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys and invalidations that more than one feature needs. Queries never go stale on
 * their own (spec workspace §7): what a change makes out of date is invalidated by the
 * mutation that made it.
 */

/**
 * GET /api/settings: the current company's webhooks. One key for the Webhook Settings dialog
 * and the /admin/settings page, so a save in one is what the other shows.
 */
export const webhookSettingsKey = (companyId: string | undefined) =>
  ['/api/settings', companyId ?? ''] as const;

const WEBHOOK_PREFIXES = ['/api/settings', '/api/company-webhooks/'];
const keyText = (queryKey: readonly unknown[]) => String(queryKey[0] ?? '');

/**
 * After a webhook save: the other views of webhooks (a company's own page and the tenant's
 * /api/settings hold the same rows) load again when next shown; the saved key is left as set.
 */
export function markOtherWebhookViewsStale(client: QueryClient, saved: readonly unknown[]) {
  return client.invalidateQueries({
    predicate: (query) =>
      WEBHOOK_PREFIXES.some((prefix) => keyText(query.queryKey).startsWith(prefix)) &&
      JSON.stringify(query.queryKey) !== JSON.stringify(saved),
    refetchType: 'none',
  });
}

const FIGURE_PREFIXES = ['/api/admin/reports/', '/api/platform-admin/'];

/**
 * Usage reports, the new-user badge and the platform dashboard count users, companies and
 * activity: after a change to any of these they are refetched (those on screen at once). Not
 * awaited: the change itself is done and says so without waiting for these figures.
 */
export function invalidateActivityFigures(client: QueryClient): void {
  void client.invalidateQueries({
    predicate: (query) =>
      FIGURE_PREFIXES.some((prefix) => keyText(query.queryKey).startsWith(prefix)),
  });
}
