import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanySettings, CompanySettingsBody } from '@core/api/company-settings.js';
import { apiRequest, getFrom } from '../../../lib/api.js';
import {
  invalidateActivityFigures,
  invalidateCompanies,
  queryKeys,
} from '../../../lib/query-keys.js';
import { useTenant } from '../../../lib/tenant.js';

/**
 * Whose settings the page edits: a company named in the path, or the current tenant (which a
 * `?company=` parameter chooses; apiRequest copies it onto every call). Both addresses serve
 * the same company's settings: one key per company.
 */
interface SettingsTarget {
  routeCompanyId: string | undefined;
  tenantId: string | undefined;
}

const settingsUrl = ({ routeCompanyId }: SettingsTarget): string =>
  routeCompanyId
    ? `/api/admin/companies/${encodeURIComponent(routeCompanyId)}/settings`
    : '/api/admin/company-settings';

const settingsKey = (target: SettingsTarget) =>
  queryKeys.companySettings(target.routeCompanyId ?? target.tenantId ?? '');

/** GET the company's settings. */
const companySettingsQuery = (target: SettingsTarget) =>
  queryOptions({
    queryKey: settingsKey(target),
    queryFn: getFrom<CompanySettings>(settingsUrl(target)),
  });

const useTarget = (routeCompanyId: string | undefined): SettingsTarget => ({
  routeCompanyId,
  tenantId: useTenant().data?.companyId,
});

export function useCompanySettings(routeCompanyId: string | undefined) {
  return useQuery(companySettingsQuery(useTarget(routeCompanyId)));
}

/** Every save of the settings: one at a time (`useIsMutating`), as each names the company. */
export const SAVE_SETTINGS_KEY = ['save-company-settings'] as const;

/**
 * POST the settings. Afterwards the cache holds what the server stored (the sanitised CSS) and
 * the tenant's branding is reloaded, so the current company's look changes at once; the
 * company list and the dashboard, which show the name, are refetched.
 */
export function useSaveCompanySettings(routeCompanyId: string | undefined) {
  const client = useQueryClient();
  const target = useTarget(routeCompanyId);
  return useMutation({
    mutationKey: SAVE_SETTINGS_KEY,
    mutationFn: (body: CompanySettingsBody) =>
      apiRequest<CompanySettings>('POST', settingsUrl(target), body),
    onSuccess: async (saved) => {
      client.setQueryData(settingsKey(target), saved);
      invalidateActivityFigures(client);
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.tenant }),
        // Requiring two-factor for admins may send the signed-in admin to set it up.
        client.invalidateQueries({ queryKey: queryKeys.me }),
        invalidateCompanies(client),
      ]);
    },
  });
}
