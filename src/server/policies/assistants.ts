import { isPlatformAdmin, isPlatformCompany, type CompanySubject } from './actor.js';
import { deny, type Rule } from './authorize.js';

export const assistantPolicy = {
  /**
   * Platform admins in the platform tenant see every assistant, whatever its access settings
   * and webhooks (elsewhere everyone sees the company's enabled assistants).
   */
  listAll: ((actor, tenant) =>
    isPlatformAdmin(actor) && isPlatformCompany(tenant)
      ? true
      : deny(
          403,
          'Only platform admins in the platform tenant see every assistant',
        )) satisfies Rule<CompanySubject>,
};
