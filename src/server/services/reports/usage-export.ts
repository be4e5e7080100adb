import { toCsv } from '@core/formatting/csv.js';
import { USAGE_CSV_HEADERS, usageReportFileName } from '@core/api/reports.js';
import type { Db } from '../../db/connection.js';
import type { ReportOptions } from './report-window.js';
import { getUserStats } from './user-stats.js';

/**
 * The usage report as CSV: one row per user of the company (the User Activity figures of the
 * range), formula-safe. Dates are ISO 8601 in UTC; a user who never signed in reads "Never".
 */
export async function exportUsageReport(db: Db, opts: ReportOptions) {
  const now = opts.now ?? new Date();
  const rows = await getUserStats(db, { ...opts, now });
  const csv = toCsv(
    USAGE_CSV_HEADERS,
    rows.map((u) => [
      u.username,
      u.role,
      u.isNewUser ? 'Yes' : 'No',
      u.createdAt,
      u.totalLogins,
      u.totalGenerations,
      u.lastLogin ?? 'Never',
    ]),
  );
  return { csv, fileName: usageReportFileName(now) };
}
