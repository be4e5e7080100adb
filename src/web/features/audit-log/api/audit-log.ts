import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditAction, AuditLogPage } from '@core/api/audit-log.js';
import { apiRequest, withCompany } from '../../../lib/api.js';

/** What the Audit Log page filters by (empty: no filter). */
export interface AuditFilters {
  from: string;
  to: string;
  action: AuditAction | '';
  actor: string;
}

export const NO_FILTERS: AuditFilters = { from: '', to: '', action: '', actor: '' };

const PAGE_SIZE = 50;

function searchOf(filters: AuditFilters, extra: Record<string, string> = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, ...extra })) {
    if (value.trim()) params.set(key, value.trim());
  }
  return params.toString();
}

/** GET /api/admin/audit-log, a page at a time (newest first; `nextCursor` goes further back). */
const auditLogQuery = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: ['audit-log', filters],
    queryFn: ({ pageParam }) =>
      apiRequest<AuditLogPage>(
        'GET',
        `/api/admin/audit-log?${searchOf(filters, {
          limit: String(PAGE_SIZE),
          ...(pageParam ? { cursor: pageParam } : {}),
        })}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({ ...auditLogQuery(filters), placeholderData: (previous) => previous });
}

/** The CSV of the filtered range (the server streams it as an attachment). */
export function auditCsvUrl(filters: AuditFilters): string {
  const query = searchOf({ ...NO_FILTERS, from: filters.from, to: filters.to });
  return withCompany(`/api/admin/audit-log/export${query ? `?${query}` : ''}`);
}
