import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompanySettings,
  CompanySettingsBody,
} from '../../../../core/api/company-settings.js';
import { apiRequest } from '../../../lib/api.js';
import { invalidateActivityFigures } from '../../../lib/query-keys.js';
import { TENANT_KEY } from '../../../lib/tenant.js';

/**
 * Whose settings the page edits: a company named in the path, or the current tenant (which a
 * `?company=` parameter chooses; apiRequest copies it onto every call).
 */
function settingsUrl(companyId: string | undefined): string {
  return companyId
    ? `/api/admin/companies/${encodeURIComponent(companyId)}/settings`
    : '/api/admin/company-settings';
}

/** The `company` query parameter is part of the key: each company has its own cache entry. */
function settingsKey(companyId: string | undefined) {
  const company = new URLSearchParams(window.location.search).get('company') ?? '';
  return [settingsUrl(companyId), company] as const;
}

/** GET the company's settings. */
export function useCompanySettings(companyId: string | undefined) {
  return useQuery<CompanySettings>({ queryKey: settingsKey(companyId) });
}

/**
 * POST the settings. Afterwards the cache holds what the server stored (the sanitised CSS) and
 * the tenant's branding is reloaded, so the current company's look changes at once; the
 * company list and the dashboard, which show the name, are refetched.
 */
export function useSaveCompanySettings(companyId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanySettingsBody) =>
      apiRequest<CompanySettings>('POST', settingsUrl(companyId), body),
    onSuccess: async (saved) => {
      client.setQueryData(settingsKey(companyId), saved);
      invalidateActivityFigures(client);
      await Promise.all([
        client.invalidateQueries({ queryKey: TENANT_KEY }),
        client.invalidateQueries({ queryKey: ['/api/admin/companies'] }),
      ]);
    },
  });
}
