import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { BotAnalytics, ChurnRiskLevel } from '@core/api/platform.js';
import { Badge } from '../../../components/ui/badge.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import { botName } from '../format.js';

const RISK: Record<
  ChurnRiskLevel,
  { label: string; variant: 'destructive' | 'warning' | 'success' }
> = {
  high: { label: 'High risk', variant: 'destructive' },
  medium: { label: 'Medium risk', variant: 'warning' },
  low: { label: 'Low risk', variant: 'success' },
};

/** Which assistants are used, and which companies may be leaving. */
export function AnalyticsTab({ analytics }: { analytics: BotAnalytics }) {
  const usage = analytics.botUsage.map((b) => ({ ...b, name: botName(b.botType) }));
  const counts = analytics.churnCounts ?? { high: 0, medium: 0, low: 0 };
  if (!analytics.churnCounts) for (const c of analytics.churnRisk) counts[c.risk] += 1;
  const companies = counts.high + counts.medium + counts.low;
  const shown = analytics.churnRisk.length;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Assistant Usage</h2>
          </CardTitle>
          <CardDescription>
            Generations per assistant, last {analytics.windowDays} days
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {usage.length === 0 ? (
            <p className="text-sm text-muted-foreground">No generations in this period.</p>
          ) : (
            <>
              <figure className="h-64 w-full" aria-label="Assistant usage chart">
                <ResponsiveContainer width="100%" height="100%">
                  <BarChart data={usage} layout="vertical" margin={{ left: 24, right: 16 }}>
                    <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                    <XAxis type="number" allowDecimals={false} fontSize={12} />
                    <YAxis type="category" dataKey="name" width={120} fontSize={12} />
                    <Tooltip />
                    <Bar
                      dataKey="count"
                      name="Generations"
                      fill="#0066CC"
                      isAnimationActive={false}
                      maxBarSize={40}
                    />
                  </BarChart>
                </ResponsiveContainer>
              </figure>
              <ul className="space-y-1 text-sm" aria-label="Assistant usage">
                {usage.map((b) => (
                  <li key={b.botType} className="flex justify-between gap-2">
                    <span>{b.name}</span>
                    <span className="text-muted-foreground">
                      {b.count} ({b.percentage}%)
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Churn Risk</h2>
          </CardTitle>
          <CardDescription>
            {counts.high} high, {counts.medium} medium, {counts.low} low. High: no activity in 30
            days; medium: activity down by half or more against the 30 days before.
            {shown < companies &&
              ` The ${shown} most at risk of ${companies} companies are listed.`}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {analytics.churnRisk.length === 0 ? (
            <p className="text-sm text-muted-foreground">No companies yet.</p>
          ) : (
            <ul className="divide-y" aria-label="Churn risk by company">
              {analytics.churnRisk.map((c) => (
                <li
                  key={c.companyId}
                  className="flex items-center justify-between gap-2 py-2 text-sm"
                >
                  <div>
                    <div className="font-medium">{c.companyName}</div>
                    <div className="text-xs text-muted-foreground">
                      {c.activityLast30Days} events in 30 days ({c.activityPrevious30Days} the 30
                      days before)
                    </div>
                  </div>
                  <Badge variant={RISK[c.risk].variant}>{RISK[c.risk].label}</Badge>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
