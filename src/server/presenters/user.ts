import type { User } from '@core/api/auth.js';
import type { AuthUser } from '../auth/current-user.js';
import { isAdmin, isPlatformAdmin } from '../policies/actor.js';
import { twoFactorSetupRequired } from '../policies/two-factor.js';

export function presentUser(user: AuthUser): User {
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    isAdmin: isAdmin(user),
    isPlatformAdmin: isPlatformAdmin(user),
    mustChangePassword: user.mustChangePassword,
    twoFactorEnabled: user.twoFactorEnabled,
    twoFactorSetupRequired: twoFactorSetupRequired(user),
    companyId: user.companySlug,
    companyName: user.companyName,
    brandVoiceApplied: user.companyHasBrandVoice,
    lastViewedUsageReports: user.lastViewedUsageReports?.toISOString() ?? null,
    lastLogin: user.lastLogin?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}
