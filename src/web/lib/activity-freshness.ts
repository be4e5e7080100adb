/** docs/product.md#user-management: activity freshness by last login, with its colour (user management and reports). */
export type Freshness = 'active' | 'recent' | 'inactive' | 'never';

const DAY_MS = 24 * 60 * 60 * 1000;

export const FRESHNESS: Record<Freshness, { label: string; className: string }> = {
  active: { label: 'Active (last 7 days)', className: 'bg-green-100 text-green-800' },
  recent: { label: 'Recent (last 30 days)', className: 'bg-yellow-100 text-yellow-900' },
  inactive: { label: 'Inactive (30+ days)', className: 'bg-red-100 text-red-800' },
  never: { label: 'Never logged in', className: 'bg-muted text-muted-foreground' },
};

export function freshnessOf(lastLogin: string | null, now = Date.now()): Freshness {
  if (!lastLogin) return 'never';
  const age = now - new Date(lastLogin).getTime();
  if (age <= 7 * DAY_MS) return 'active';
  if (age <= 30 * DAY_MS) return 'recent';
  return 'inactive';
}

/** Signed in within the last 7 days: highlighted in the tables (docs/product.md#reports). */
export const loggedInThisWeek = (lastLogin: string | null, now = Date.now()) =>
  freshnessOf(lastLogin, now) === 'active';
