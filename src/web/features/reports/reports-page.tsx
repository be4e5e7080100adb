import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { DEFAULT_REPORT_RANGE, type ReportRange } from '@core/api/reports.js';
import { CompanyPicker } from '../../components/company-picker.js';
import { Button } from '../../components/ui/button.js';
import { Spinner } from '../../components/ui/spinner.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.js';
import { ApiError, errorText } from '../../lib/api.js';
import { useAuth } from '../../lib/auth.js';
import { useTenant } from '../../lib/tenant.js';
import { toast } from '../../lib/use-toast.js';
import { useExportReport } from './api/export-report.js';
import { useMarkUsageReportsViewed } from './api/mark-viewed.js';
import {
  useActivityFeed,
  useContentStats,
  useLoginStats,
  useUsageTrends,
  useUserStats,
} from './api/reports.js';
import { ContentStatsTab } from './components/content-stats-tab.js';
import { RangeSelect } from './components/range-select.js';
import {
  filterEvents,
  NO_ACTIVITY_FILTERS,
  RecentActivityTab,
  type ActivityFilters,
} from './components/recent-activity-tab.js';
import { SummaryCards } from './components/summary-cards.js';
import { UsageTrendsTab } from './components/usage-trends-tab.js';
import { UserActivityTab } from './components/user-activity-tab.js';
import {
  activityCsv,
  contentStatsCsv,
  tabCsvFileName,
  trendsCsv,
  type ReportTab,
} from './lib/tab-csv.js';
import { OwnUsagePage } from './own-usage-page.js';

/** Marks the reports viewed once per visit, which resets the sidebar badge. */
function useMarkViewedOnVisit() {
  const { mutate } = useMarkUsageReportsViewed();
  useEffect(() => mutate(), [mutate]);
}

/** /admin/reports: the company's reports for admins, their own usage for users (decision 013). */
export function ReportsPage() {
  const { user } = useAuth();
  return user?.isAdmin ? <CompanyReportsPage /> : <OwnUsagePage />;
}

/** Usage of the company over 7, 30 or 90 days (docs/product.md#reports). */
function CompanyReportsPage() {
  const [days, setDays] = useState<ReportRange>(DEFAULT_REPORT_RANGE);
  const [tab, setTab] = useState<ReportTab>('users');
  const [filters, setFilters] = useState<ActivityFilters>(NO_ACTIVITY_FILTERS);
  const { user } = useAuth();
  const operator = user?.isPlatformAdmin === true;
  const company = new URLSearchParams(window.location.search).get('company');
  const tenant = useTenant().data;
  const users = useUserStats(days, company);
  const content = useContentStats(days, company);
  const logins = useLoginStats(days, company);
  const trends = useUsageTrends(days, company);
  const feed = useActivityFeed(company);
  const exporter = useExportReport();
  useMarkViewedOnVisit();

  const queries = [users, content, logins, trends, feed];
  const failed = queries.find((q) => q.error)?.error;
  const loading = queries.some((q) => q.isLoading);

  /** What the open tab shows: the server's user report, or the figures on screen. */
  const exportWhat = () => {
    if (tab === 'content' && content.data) {
      return { csv: contentStatsCsv(content.data), fileName: tabCsvFileName(tab, days) };
    }
    if (tab === 'activity' && feed.data) {
      const shown = filterEvents(feed.data, filters);
      return { csv: activityCsv(shown), fileName: tabCsvFileName(tab, days) };
    }
    if (tab === 'trends' && trends.data) {
      return { csv: trendsCsv(trends.data), fileName: tabCsvFileName(tab, days) };
    }
    return { days };
  };
  // Another company's reports: a fresh page, so its branding and every figure are its own.
  const openCompany = (companyId: string) =>
    window.location.assign(`/admin/reports?company=${encodeURIComponent(companyId)}`);

  const exportCsv = () =>
    exporter.mutate(exportWhat(), {
      onSuccess: (fileName) =>
        toast({
          title: 'Export successful',
          description: `${fileName} downloaded.`,
          variant: 'success',
        }),
      onError: (err) =>
        toast({
          title: 'Export failed',
          description: err instanceof ApiError ? (err.serverMessage ?? undefined) : undefined,
          variant: 'destructive',
        }),
    });

  return (
    <main className="mx-auto w-full max-w-6xl space-y-6 p-4 md:p-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Usage Reports</h1>
          <p className="text-sm text-muted-foreground">
            Sign-ins, content and activity{tenant ? ` for ${tenant.companyName}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {operator && tenant && (
            <CompanyPicker
              aria-label="Company"
              className="w-56"
              value={tenant.companyId}
              name={tenant.companyName}
              onChange={(company) => openCompany(company.companyId)}
            />
          )}
          <RangeSelect value={days} onChange={setDays} />
          <Button variant="outline" onClick={exportCsv} disabled={exporter.isPending}>
            <Download aria-hidden />
            {exporter.isPending ? 'Exporting...' : 'Export CSV'}
          </Button>
        </div>
      </header>
      {failed ? (
        <p role="alert" className="rounded-md border p-4 text-sm font-medium text-destructive">
          {errorText(failed, 'Failed to load usage reports')}
        </p>
      ) : loading || !users.data || !content.data || !logins.data || !trends.data || !feed.data ? (
        <div className="flex justify-center p-8">
          <Spinner label="Loading usage reports" />
        </div>
      ) : (
        <>
          <SummaryCards
            days={days}
            users={users.data}
            content={content.data}
            logins={logins.data}
          />
          <Tabs value={tab} onValueChange={(value) => setTab(value as ReportTab)}>
            <TabsList className="h-auto flex-wrap">
              <TabsTrigger value="users">User Activity</TabsTrigger>
              <TabsTrigger value="content">Content Stats</TabsTrigger>
              <TabsTrigger value="activity">Recent Activity</TabsTrigger>
              <TabsTrigger value="trends">Usage Trends</TabsTrigger>
            </TabsList>
            <TabsContent value="users">
              <UserActivityTab users={users.data} days={days} />
            </TabsContent>
            <TabsContent value="content">
              <ContentStatsTab stats={content.data} days={days} />
            </TabsContent>
            <TabsContent value="activity">
              <RecentActivityTab
                events={feed.data}
                filters={filters}
                onFiltersChange={setFilters}
              />
            </TabsContent>
            <TabsContent value="trends">
              <UsageTrendsTab rows={trends.data} days={days} />
            </TabsContent>
          </Tabs>
        </>
      )}
    </main>
  );
}
