import type { QueryClient } from '@tanstack/react-query';

/**
 * Every query key of the client, one place (decision 022). A key names the resource first, then
 * whose it is, then the parameters: `['webhook-settings', companyId]`,
 * `['reports', 'content-stats', { days, company }]`. Two endpoints that serve the same rows (a
 * company's webhooks through /api/settings in its tenant and /api/company-webhooks/{id}) share
 * one key, so a save through one is what the other shows. Queries never go stale on their own
 * (docs/product.md#client-calls): the mutation that changes a resource calls that resource's one
 * invalidation below.
 */
export const queryKeys = {
  me: ['me'] as const,
  tenant: ['tenant'] as const,
  /** The assistants enabled for the user in a company (GET /api/user-bot-access). */
  enabledAssistants: (companyId: string) => ['enabled-assistants', companyId] as const,
  /** A company's webhooks (in the platform tenant: the platform defaults). */
  webhookSettings: (companyId: string) => ['webhook-settings', companyId] as const,
  /** A company's settings (name, branding, customisation, plan). */
  companySettings: (companyId: string) => ['company-settings', companyId] as const,
  /** A company's access to every assistant (admin view). */
  botAccess: (companyId: string) => ['bot-access', companyId] as const,
  /** A company's brand voice (admin view). */
  brandVoice: (companyId: string) => ['brand-voice', companyId] as const,
  /** A model connection: a company's (by its id) or the platform default's (`PLATFORM_MODEL`). */
  modelConnection: (owner: string) => ['model-connection', owner] as const,
  /** Which way each assistant of a company runs: its model or its automation. */
  runsOn: (companyId: string) => ['runs-on', companyId] as const,
  /** One data export's status (polled while it is built). */
  companyExport: (id: string) => ['company-export', id] as const,
  companyExports: (companyId: string) => ['company-exports', companyId] as const,
  users: ['users'] as const,
  companies: ['companies'] as const,
  history: ['history'] as const,
  /** An assistant's presets the user may use in a company (own and shared). */
  presets: (companyId: string, assistantType: string) =>
    ['presets', companyId, assistantType] as const,
  /** Usage reports; `company` is the operator's `?company=` ('' for the own company). */
  reports: ['reports'] as const,
  report: (report: string, params: { days?: number; company: string }) =>
    ['reports', report, params] as const,
  /** The sidebar badge's user-stats call, without a range. */
  newUserStats: ['reports', 'user-stats'] as const,
  ownUsage: (days: number) => ['own-usage', { days }] as const,
  /** How a company's automations ran over the last `days` days (decision 049). */
  automationHealth: (companyId: string, days: number) =>
    ['automation-health', companyId, { days }] as const,
  platform: ['platform'] as const,
  platformFigures: (what: string) => ['platform', what] as const,
  /**
   * Review (docs/product.md#review): `['review', what, ...]`, so that one invalidation refreshes
   * every review view. Shared by the result panel, the inbox and the notifications.
   */
  review: {
    all: ['review'] as const,
    item: (id: number) => ['review', 'item', id] as const,
    comments: (id: number) => ['review', 'comments', id] as const,
    timeline: (id: number) => ['review', 'timeline', id] as const,
    people: ['review', 'people'] as const,
    /** Every box of the inbox, and one of them. */
    inbox: ['review', 'inbox'] as const,
    box: (box: string) => ['review', 'inbox', box] as const,
    /** How many items wait for the user's review (the sidebar's number). */
    waiting: ['review', 'waiting'] as const,
  },
};

/**
 * Usage reports, the new-user badge and the platform dashboard count users, companies and
 * activity: after a change to any of these they are refetched (those on screen at once). Not
 * awaited: the change itself is done and says so without waiting for these figures.
 */
export function invalidateActivityFigures(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: queryKeys.reports });
  void client.invalidateQueries({ queryKey: queryKeys.platform });
}

/** After a webhook change the enabled assistants may differ. */
export function invalidateEnabledAssistants(client: QueryClient) {
  return client.invalidateQueries({ queryKey: ['enabled-assistants'] });
}

/** The company list (users and enabled assistants counts, names). */
export function invalidateCompanies(client: QueryClient) {
  return client.invalidateQueries({ queryKey: queryKeys.companies });
}
