import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LIST_PAGE_MAX, type CompaniesPage } from '@core/api/list-page.js';
import { apiRequest } from './api.js';
import { queryKeys } from './query-keys.js';

/** Companies the company picker shows at most (a page, never the whole list). */
const COMPANY_PICKER_LIMIT = 20;

/** GET /api/admin/companies/page (operator staff), one page sorted by name. */
const companiesPage = (q: string, limit: number) => {
  const params = new URLSearchParams({ q, sort: 'name', limit: String(limit) });
  return apiRequest<CompaniesPage>('GET', `/api/admin/companies/page?${params.toString()}`);
};

/**
 * The companies whose name or id contains `q` (any case), by name, at most 20: the company
 * picker's list. Keyed under the company list, so a change to the companies refreshes it.
 */
export function useCompanySearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.companies, 'search', q],
    queryFn: () => companiesPage(q, COMPANY_PICKER_LIMIT),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * The name of the company `companyId` (or undefined while unknown), for a picker given only
 * the id. Searched by the id: every company whose id contains it, so the page is checked for
 * the exact id.
 */
export function useCompanyName(companyId: string, enabled: boolean): string | undefined {
  const query = useQuery({
    queryKey: [...queryKeys.companies, 'name', companyId],
    queryFn: () => companiesPage(companyId, LIST_PAGE_MAX),
    enabled: enabled && companyId !== '',
  });
  return query.data?.items.find((c) => c.companyId === companyId)?.companyName;
}
