import type { UsageTrendRow } from '@core/api/reports.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import { formatDay, plural } from '../report-labels.js';
import { activeDays } from '../lib/tab-csv.js';
import { ShareBar } from './share-bar.js';
import { TrendsChart } from './trends-chart.js';

/** docs/product.md#reports: trend bars scale logins by 10 and generations by 20 (that many fill the bar). */
const LOGINS_FULL_BAR = 10;
const GENERATIONS_FULL_BAR = 20;
const scaled = (value: number, full: number) => Math.min(100, (value / full) * 100);

/** Per-day activity: a chart of every day, then the days with activity (newest first) as bars. */
export function UsageTrendsTab({ rows, days }: { rows: UsageTrendRow[]; days: number }) {
  const totals = rows.reduce(
    (sum, r) => ({ logins: sum.logins + r.logins, generations: sum.generations + r.generations }),
    { logins: 0, generations: 0 },
  );
  const active = activeDays(rows);
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Usage Trends</h2>
          </CardTitle>
          <CardDescription>
            {plural(totals.logins, 'login')} and {plural(totals.generations, 'generation')} in the
            last {days} days
          </CardDescription>
        </CardHeader>
        <CardContent>
          <TrendsChart rows={rows} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Daily Activity</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {active.length === 0 && (
            <p className="text-sm text-muted-foreground">No activity in the last {days} days.</p>
          )}
          <ul className="space-y-3" aria-label="Daily activity">
            {active.map((r) => (
              <li key={r.date} className="grid gap-1 sm:grid-cols-[8rem_1fr] sm:items-center">
                <span className="text-sm font-medium">{formatDay(r.date)}</span>
                <div className="space-y-1">
                  <div className="flex items-center gap-2 text-xs">
                    <span className="w-28 shrink-0">Logins: {r.logins}</span>
                    <ShareBar
                      percent={scaled(r.logins, LOGINS_FULL_BAR)}
                      className="bg-[#0066CC]"
                    />
                  </div>
                  <div className="flex items-center gap-2 text-xs">
                    <span className="w-28 shrink-0">Generations: {r.generations}</span>
                    <ShareBar
                      percent={scaled(r.generations, GENERATIONS_FULL_BAR)}
                      className="bg-[#15803D]"
                    />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
