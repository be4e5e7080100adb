import type { CompanySummary } from '@core/api/admin-companies.js';
import type { CompanySummaryRow } from '../services/companies/list-companies.js';

/** A company row of the Companies page: counts and ids, no branding or secrets. */
export function presentCompanySummary(row: CompanySummaryRow): CompanySummary {
  return {
    id: row.id,
    companyName: row.companyName,
    companyId: row.slug,
    userCount: row.userCount,
    enabledBotCount: row.enabledBotCount,
    createdAt: row.createdAt.toISOString(),
  };
}
