import { useState } from 'react';
import { DEFAULT_REPORT_RANGE, type ReportRange } from '@core/api/reports.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.js';
import { Spinner } from '../../components/ui/spinner.js';
import { errorText } from '../../lib/api.js';
import { useOwnUsage } from './api/own-usage.js';
import { RangeSelect } from './components/range-select.js';
import { TrendsChart } from './components/trends-chart.js';
import { assistantName, formatDay, formatTime, plural } from './report-labels.js';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

const empty = (text: string) => <p className="text-sm text-muted-foreground">{text}</p>;

/** /admin/reports for a non-admin: their own usage only (docs/decisions/013). */
export function OwnUsagePage() {
  const [days, setDays] = useState<ReportRange>(DEFAULT_REPORT_RANGE);
  const { data, error, isLoading } = useOwnUsage(days);
  const activeDays = data?.byDay.filter((d) => d.logins > 0 || d.generations > 0) ?? [];

  return (
    <main className="mx-auto w-full max-w-6xl space-y-6 p-4 md:p-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Usage Reports</h1>
          <p className="text-sm text-muted-foreground">Your own usage</p>
        </div>
        <RangeSelect value={days} onChange={setDays} />
      </header>
      {error ? (
        <p role="alert" className="rounded-md border p-4 text-sm font-medium text-destructive">
          {errorText(error, 'Failed to load your usage')}
        </p>
      ) : isLoading || !data ? (
        <div className="flex justify-center p-8">
          <Spinner label="Loading your usage" />
        </div>
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>My Generations</h2>
              </CardTitle>
              <CardDescription>
                {plural(data.totalGenerations, 'generation')} in the last {days} days
              </CardDescription>
            </CardHeader>
            <CardContent>
              {data.byAssistantType.length === 0 ? (
                empty('No generations in this period.')
              ) : (
                <ul className="space-y-1" aria-label="My generations by assistant">
                  {data.byAssistantType.map((row) => (
                    <li key={row.assistantType} className="flex justify-between gap-4 text-sm">
                      <span>{assistantName(row.assistantType)}</span>
                      <span className="font-medium">{row.count}</span>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
          <Section title="My Activity by Day">
            <TrendsChart rows={data.byDay} />
            {activeDays.length === 0 ? (
              empty('No activity in this period.')
            ) : (
              <ul className="mt-4 space-y-1" aria-label="My daily activity">
                {[...activeDays].reverse().map((d) => (
                  <li key={d.date} className="flex flex-wrap justify-between gap-2 text-sm">
                    <span className="font-medium">{formatDay(d.date)}</span>
                    <span>
                      {plural(d.generations, 'generation')}, {plural(d.logins, 'login')}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <div className="grid gap-6 md:grid-cols-2">
            <Section title={`My Favorites (${data.favouriteCount})`}>
              {data.favourites.length === 0 ? (
                empty('No favorites yet.')
              ) : (
                <ul className="space-y-1" aria-label="My favorites">
                  {data.favourites.map((f) => (
                    <li key={f.id} className="flex justify-between gap-4 text-sm">
                      <span>{assistantName(f.assistantType)}</span>
                      <span className="text-muted-foreground">{formatTime(f.createdAt)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </Section>
            <Section title="My Last Sign-ins">
              {data.lastSignIns.length === 0 ? (
                empty('No sign-ins recorded.')
              ) : (
                <ul className="space-y-1" aria-label="My last sign-ins">
                  {data.lastSignIns.map((at, i) => (
                    <li key={`${at}-${i}`} className="text-sm">
                      {formatTime(at)}
                    </li>
                  ))}
                </ul>
              )}
            </Section>
          </div>
        </>
      )}
    </main>
  );
}
