/** Placeholder until the usage reports issue lands: the red new-user count. */
export function UsageReportsBadge() {
  return null;
}
