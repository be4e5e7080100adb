import { useAuth } from '../../../lib/auth.js';
import { useNewUserCount } from '../api/new-user-stats.js';

/**
 * The red new-user count inside the sidebar's Usage Reports link (admins only; the sidebar
 * decides). Nothing at 0, "9+" above 9 (docs/product.md#shell, #reports).
 */
export function UsageReportsBadge() {
  const { user } = useAuth();
  const { data: count = 0 } = useNewUserCount(user?.lastViewedUsageReports);
  if (count <= 0) return null;
  const label = `${count} new ${count === 1 ? 'user' : 'users'}`;
  return (
    <span
      className="inline-flex min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 py-0.5 text-xs leading-none font-semibold text-white"
      aria-label={label}
      title={label}
      data-testid="usage-reports-badge"
    >
      {count > 9 ? '9+' : count}
    </span>
  );
}
