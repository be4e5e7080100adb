import type { ReactNode } from 'react';
import { DEFAULT_SORT } from '@core/api/list-page.js';
import type { CompanyPerformance } from '@core/api/platform.js';
import { ListToolbar, PagedListFooter } from '../../../components/list-controls.js';
import { Badge } from '../../../components/ui/badge.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { errorText } from '../../../lib/api.js';
import { cn } from '../../../lib/cn.js';
import { useListSearch } from '../../../lib/paged-list.js';
import { useCompanyPerformancePage } from '../api/platform.js';
import { formatCount, formatDateTime, formatMoney } from '../format.js';
import { UsageLimitChart } from './usage-limit-chart.js';

function Usage({ used, limit }: { used: number; limit: number | null }) {
  if (limit === null) return <span>{formatCount(used)} / Unlimited</span>;
  const share = limit > 0 ? Math.min(100, (used / limit) * 100) : 100;
  const over = used >= limit;
  return (
    <div className="min-w-32 space-y-1">
      <span className={cn(over && 'font-semibold text-destructive')}>
        {formatCount(used)} / {formatCount(limit)}
        {over && ' (limit reached)'}
      </span>
      <div className="h-1.5 w-full overflow-hidden rounded-full bg-muted" aria-hidden>
        <div
          className={cn('h-full rounded-full', over ? 'bg-destructive' : 'bg-primary')}
          style={{ width: `${share}%` }}
        />
      </div>
    </div>
  );
}

const PERFORMANCE_SORT_CHOICES = [
  { value: 'name', label: 'Name (A-Z)' },
  { value: '-name', label: 'Name (Z-A)' },
  { value: '-usage', label: 'Most usage this month' },
  { value: 'usage', label: 'Least usage this month' },
  { value: '-users', label: 'Most users' },
  { value: '-lastActivity', label: 'Latest activity' },
  { value: 'lastActivity', label: 'Longest inactive' },
  { value: '-created', label: 'Newest companies' },
];

/**
 * The customer companies, searched, sorted and paged on the server, with their users,
 * this month's content and usage, plan and status.
 */
export function CompanyPerformanceTab() {
  const listSearch = useListSearch(DEFAULT_SORT.performance);
  const page = useCompanyPerformancePage(listSearch);
  if (page.error) {
    return (
      <p role="alert" className="rounded-md border p-4 text-sm font-medium text-destructive">
        {errorText(page.error, 'Failed to load company performance')}
      </p>
    );
  }
  if (page.isLoading) {
    return (
      <div className="flex justify-center p-8">
        <Spinner label="Loading company performance" />
      </div>
    );
  }
  return (
    <CompanyPerformanceView
      companies={page.items}
      toolbar={
        <ListToolbar
          noun="companies"
          placeholder="Search by company name or ID"
          {...listSearch.toolbar}
          sorts={PERFORMANCE_SORT_CHOICES}
        />
      }
      footer={<PagedListFooter list={page} />}
    />
  );
}

function CompanyPerformanceView({
  companies,
  toolbar,
  footer,
}: {
  companies: CompanyPerformance[];
  toolbar: ReactNode;
  footer: ReactNode;
}) {
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Usage vs Plan Limit</h2>
          </CardTitle>
          <CardDescription>Generations this calendar month (UTC)</CardDescription>
        </CardHeader>
        <CardContent>
          <UsageLimitChart companies={companies} />
        </CardContent>
      </Card>
      <Card className="py-2">
        <CardContent className="px-2 md:px-4">
          {toolbar}
          <Table aria-label="Company performance">
            <TableHeader>
              <TableRow>
                <TableHead>Company</TableHead>
                <TableHead className="text-right">Users</TableHead>
                <TableHead className="text-right">Content this month</TableHead>
                <TableHead>Usage / Limit</TableHead>
                <TableHead>Plan</TableHead>
                <TableHead>Last Activity</TableHead>
                <TableHead>Status</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {companies.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7} className="text-center text-muted-foreground">
                    No companies found
                  </TableCell>
                </TableRow>
              )}
              {companies.map((c) => (
                <TableRow key={c.companyId}>
                  <TableCell>
                    <div className="font-medium">{c.companyName}</div>
                    <div className="text-xs text-muted-foreground">{c.companyId}</div>
                  </TableCell>
                  <TableCell className="text-right">{formatCount(c.userCount)}</TableCell>
                  <TableCell className="text-right">{formatCount(c.monthlyContent)}</TableCell>
                  <TableCell>
                    <Usage used={c.monthlyUsage} limit={c.usageLimit} />
                  </TableCell>
                  <TableCell>
                    {c.planName}
                    <div className="text-xs text-muted-foreground">
                      {formatMoney(c.planMonthlyPrice)}/month
                    </div>
                  </TableCell>
                  <TableCell>{formatDateTime(c.lastActivity)}</TableCell>
                  <TableCell>
                    <Badge variant={c.status === 'Active' ? 'success' : 'muted'}>{c.status}</Badge>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {footer}
        </CardContent>
      </Card>
    </div>
  );
}
