import { Activity, FileText, LogIn, ShieldAlert, Users } from 'lucide-react';
import type { ContentStats, LoginStats, UserStatsRow } from '@core/api/reports.js';
import { loggedInThisWeek } from '../../../lib/activity-freshness.js';
import { StatCard } from '../../../components/stat-card.js';

/** The figures above the tabs, for the chosen range. */
export function SummaryCards({
  days,
  users,
  content,
  logins,
}: {
  days: number;
  users: UserStatsRow[];
  content: ContentStats;
  logins: LoginStats;
}) {
  const newThisWeek = users.filter((u) => u.isNewUser).length;
  const activeThisWeek = users.filter((u) => loggedInThisWeek(u.lastLogin)).length;
  return (
    <section aria-label="Summary" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-5">
      <StatCard
        label="Total Users"
        value={users.length}
        note={`${newThisWeek} new this week`}
        icon={Users}
      />
      <StatCard
        label="Active Users (7 days)"
        value={activeThisWeek}
        note={`of ${users.length} users signed in`}
        icon={Activity}
      />
      <StatCard
        label="Total Generations"
        value={content.totalGenerations}
        note={`Last ${days} days`}
        icon={FileText}
      />
      <StatCard
        label="Successful Logins"
        value={logins.successfulLogins}
        note={`${logins.uniqueUsers} unique ${logins.uniqueUsers === 1 ? 'user' : 'users'}`}
        icon={LogIn}
      />
      <StatCard
        label="Failed Logins"
        value={logins.failedLogins}
        note={`Last ${days} days`}
        icon={ShieldAlert}
      />
    </section>
  );
}
