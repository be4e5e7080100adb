import type { ContentStats } from '@core/api/reports.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import { assistantName, plural } from '../report-labels.js';
import { cappedShare, ShareBar } from './share-bar.js';

function ShareList({
  label,
  rows,
  total,
}: {
  label: string;
  rows: { key: string; name: string; count: number }[];
  total: number;
}) {
  if (rows.length === 0) {
    return <p className="text-sm text-muted-foreground">No content generated in this period.</p>;
  }
  return (
    <ul className="space-y-3" aria-label={label}>
      {rows.map((row) => {
        const share = cappedShare(row.count, total);
        return (
          <li key={row.key} className="space-y-1">
            <div className="flex items-center justify-between gap-2 text-sm">
              <span className="font-medium">{row.name}</span>
              <span className="text-muted-foreground">
                {row.count} ({Math.round(share)}%)
              </span>
            </div>
            <ShareBar percent={share} />
          </li>
        );
      })}
    </ul>
  );
}

/** Generations by assistant and by user, each bar its share of the total. */
export function ContentStatsTab({ stats, days }: { stats: ContentStats; days: number }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>By Assistant</h2>
          </CardTitle>
          <CardDescription>
            {plural(stats.totalGenerations, 'generation')} in the last {days} days
            {stats.knowledgeGenerations > 0 &&
              `, ${stats.knowledgeGenerations} written with company knowledge`}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ShareList
            label="Generations by assistant"
            total={stats.totalGenerations}
            rows={stats.byAssistantType.map((r) => ({
              key: r.assistantType,
              name: assistantName(r.assistantType),
              count: r.count,
            }))}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>By User</h2>
          </CardTitle>
          <CardDescription>Who generated the content</CardDescription>
        </CardHeader>
        <CardContent>
          <ShareList
            label="Generations by user"
            total={stats.totalGenerations}
            rows={stats.byUser.map((r) => ({ key: r.username, name: r.username, count: r.count }))}
          />
        </CardContent>
      </Card>
    </div>
  );
}
