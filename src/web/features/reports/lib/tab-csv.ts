import type { ActivityEvent, ContentStats, UsageTrendRow } from '@core/api/reports.js';
import { toCsv } from '@core/formatting/csv.js';
import { actionLabel, assistantName, detailText } from '../report-labels.js';

/** The report tabs; "users" is exported by the server (spec: /export?days). */
export type ReportTab = 'users' | 'content' | 'activity' | 'trends';

const day = (date: Date) => date.toISOString().slice(0, 10);

/** File names say which tab and range they hold: usage-report-content-stats-30-days-2026-11-23.csv */
export function tabCsvFileName(tab: Exclude<ReportTab, 'users'>, days: number, now = new Date()) {
  const name = { content: 'content-stats', activity: 'recent-activity', trends: 'usage-trends' }[
    tab
  ];
  return `usage-report-${name}-${days}-days-${day(now)}.csv`;
}

/** Content Stats as shown: generations per assistant, then per user, with the total. */
export function contentStatsCsv(stats: ContentStats): string {
  return toCsv(
    ['Breakdown', 'Name', 'Generations'],
    [
      ['Total', 'All assistants', stats.totalGenerations],
      ...stats.byAssistantType.map((r) => ['Assistant', assistantName(r.assistantType), r.count]),
      ...stats.byUser.map((r) => ['User', r.username, r.count]),
    ],
  );
}

/** Recent Activity as shown: the events the filters let through, newest first. */
export function activityCsv(events: readonly ActivityEvent[]): string {
  return toCsv(
    ['Time', 'User', 'Action', 'Details'],
    events.map((e) => [
      e.timestamp,
      e.username,
      actionLabel(e.action),
      detailText(e.action, e.details),
    ]),
  );
}

/** Usage Trends as listed: the days with activity, newest first. */
export function trendsCsv(rows: readonly UsageTrendRow[]): string {
  return toCsv(
    ['Date', 'Logins', 'Generations'],
    activeDays(rows).map((r) => [r.date, r.logins, r.generations]),
  );
}

/** Days with at least one login or generation, newest first. */
export function activeDays(rows: readonly UsageTrendRow[]): UsageTrendRow[] {
  return rows.filter((r) => r.logins > 0 || r.generations > 0).reverse();
}
