/**
 * The sidebar's new-user badge (docs/product.md#reports), counted from the user-stats list: users
 * created after the admin's `lastViewedUsageReports`, or, when none was recorded, users flagged
 * `isNewUser`. Apart from `api/reports.ts`, so the shell loads no schema for it (decision 010).
 */
export function countNewUsers(
  users: readonly { createdAt: string; isNewUser: boolean }[],
  lastViewedUsageReports: string | null | undefined,
): number {
  if (!lastViewedUsageReports) return users.filter((u) => u.isNewUser).length;
  const since = Date.parse(lastViewedUsageReports);
  return users.filter((u) => Date.parse(u.createdAt) > since).length;
}
