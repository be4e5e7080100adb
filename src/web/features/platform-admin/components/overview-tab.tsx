import { Activity, Building2, DollarSign, FileText, HeartPulse, Users } from 'lucide-react';
import { Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { PLATFORM_UPTIME_TEXT, type PlatformStats } from '@core/api/platform.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import { formatCount, formatGrowth, formatMoney } from '../format.js';
import { StatCard } from '../../../components/stat-card.js';

const STATUS_COLORS = { Active: '#15803D', Inactive: '#94A3B8' };

/** Headline figures and the companies-by-status chart. */
export function OverviewTab({ stats }: { stats: PlatformStats }) {
  const inactive = stats.totalCompanies - stats.activeCompanies;
  const byStatus = [
    { name: 'Active', value: stats.activeCompanies, fill: STATUS_COLORS.Active },
    { name: 'Inactive', value: inactive, fill: STATUS_COLORS.Inactive },
  ];
  const growthNote =
    stats.growthRate === null
      ? `${stats.newCompaniesLast30Days} new in 30 days (none in the 30 days before)`
      : `${stats.newCompaniesLast30Days} new in 30 days vs ${stats.newCompaniesPrevious30Days} before`;
  return (
    <div className="space-y-4">
      <section
        aria-label="Platform figures"
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
      >
        <StatCard
          headingLevel="h3"
          label="Total Companies"
          value={formatCount(stats.totalCompanies)}
          note={`Growth ${formatGrowth(stats.growthRate)}: ${growthNote}`}
          icon={Building2}
        />
        <StatCard
          headingLevel="h3"
          label="Active Companies"
          value={formatCount(stats.activeCompanies)}
          note="Activity within the last 7 days"
          icon={Activity}
        />
        <StatCard
          headingLevel="h3"
          label="Monthly Revenue"
          value={formatMoney(stats.monthlyRevenue)}
          note="Plan prices of active companies"
          icon={DollarSign}
        />
        <StatCard
          headingLevel="h3"
          label="Total Users"
          value={formatCount(stats.totalUsers)}
          note="Across all companies"
          icon={Users}
        />
        <StatCard
          headingLevel="h3"
          label="Total Content"
          value={formatCount(stats.totalContent)}
          note="Items in History now, all time; reports count each generation in their range, deleted items and rewrites too"
          icon={FileText}
        />
        <StatCard
          headingLevel="h3"
          label="Platform Health"
          value={PLATFORM_UPTIME_TEXT}
          note="Uptime"
          icon={HeartPulse}
        />
      </section>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Companies by Status</h2>
          </CardTitle>
          <CardDescription>
            {stats.activeCompanies} active, {inactive} inactive (no activity in 7 days)
          </CardDescription>
        </CardHeader>
        <CardContent>
          {stats.totalCompanies === 0 ? (
            <p className="text-sm text-muted-foreground">No companies yet.</p>
          ) : (
            <figure className="h-64 w-full" aria-label="Companies by status chart">
              <ResponsiveContainer width="100%" height="100%">
                <PieChart>
                  <Pie
                    data={byStatus}
                    dataKey="value"
                    nameKey="name"
                    innerRadius={50}
                    outerRadius={90}
                    // The white edge that separates two slices would draw a line across a
                    // slice that is the whole ring.
                    stroke={inactive === 0 || stats.activeCompanies === 0 ? 'none' : '#fff'}
                    isAnimationActive={false}
                  />
                  <Tooltip />
                  <Legend />
                </PieChart>
              </ResponsiveContainer>
            </figure>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
