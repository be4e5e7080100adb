import { withCompany } from '../../../lib/api.js';
import { useTenant } from '../../../lib/tenant.js';

/**
 * Where an admin sets this company's webhooks: the platform defaults on the operator's tenant,
 * else the company's own webhook page (the `company` parameter kept).
 */
export function useWebhookSettingsPath(): string {
  const tenant = useTenant().data;
  return withCompany(
    tenant?.isPlatformAdmin
      ? '/admin/settings'
      : `/admin/companies/${tenant?.companyId ?? ''}/webhooks`,
  );
}
