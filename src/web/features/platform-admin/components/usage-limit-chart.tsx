import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { CompanyPerformance } from '@core/api/platform.js';

const MAX_COMPANIES = 12;

/** This month's generations against the plan limit, for the companies that have a limit. */
export function UsageLimitChart({ companies }: { companies: CompanyPerformance[] }) {
  const data = companies
    .filter((c) => c.usageLimit !== null)
    .sort((a, b) => b.monthlyUsage - a.monthlyUsage)
    .slice(0, MAX_COMPANIES)
    .map((c) => ({ name: c.companyName, usage: c.monthlyUsage, limit: c.usageLimit }));
  if (data.length === 0) {
    return <p className="text-sm text-muted-foreground">No company has a monthly limit.</p>;
  }
  return (
    <figure className="h-72 w-full" aria-label="Monthly usage against plan limit chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="name"
            fontSize={12}
            interval={0}
            tickFormatter={(n: string) => (n.length > 14 ? `${n.slice(0, 13)}…` : n)}
          />
          <YAxis allowDecimals={false} fontSize={12} />
          <Tooltip />
          <Legend />
          <Bar
            dataKey="usage"
            name="Generations this month"
            fill="#0066CC"
            isAnimationActive={false}
            maxBarSize={40}
          />
          <Bar
            dataKey="limit"
            name="Plan limit"
            fill="#CBD5E1"
            isAnimationActive={false}
            maxBarSize={40}
          />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
