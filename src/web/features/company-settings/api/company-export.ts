import { useMutation, useQuery } from '@tanstack/react-query';
import type { ExportList, ExportStatus } from '@core/api/company-exports.js';
import { apiRequest, getFrom } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** How often a running export's status is asked for. */
const POLL_MS = 2000;

/** POST: starts an export of the company (or answers the one already being built). */
export function useStartExport(companyId: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest<{ id: string }>(
        'POST',
        `/api/admin/companies/${encodeURIComponent(companyId)}/export`,
      ),
  });
}

/** An export's status, asked again every two seconds until it is ready or has failed. */
export function useExportStatus(id: string | null) {
  return useQuery({
    queryKey: queryKeys.companyExport(id ?? ''),
    queryFn: getFrom<ExportStatus>(`/api/admin/exports/${encodeURIComponent(id ?? '')}`),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? POLL_MS : false),
  });
}

/**
 * The company's exports of the last day, asked for once when the card opens: an export started
 * before a reload, or by another admin, is shown again instead of being forgotten.
 */
export function useCompanyExports(companyId: string) {
  return useQuery({
    queryKey: queryKeys.companyExports(companyId),
    queryFn: getFrom<ExportList>(`/api/admin/companies/${encodeURIComponent(companyId)}/exports`),
  });
}
