import type { ReactNode } from 'react';
import { ModelConnectionCard } from '../../components/model-connection/model-connection-card.js';
import { Spinner } from '../../components/ui/spinner.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.js';
import { errorText } from '../../lib/api.js';
import { modelConnectionScopes } from '../../lib/model-connection.js';
import {
  useBotAnalytics,
  useFailingAutomations,
  usePlatformMetrics,
  usePlatformStats,
} from './api/platform.js';
import { AnalyticsTab } from './components/analytics-tab.js';
import { CompanyPerformanceTab } from './components/company-performance-tab.js';
import { FailingAutomations } from './components/failing-automations.js';
import { ManagementTab } from './components/management-tab.js';
import { OverviewTab } from './components/overview-tab.js';

/** One tab's body: its data, a spinner while loading, or what went wrong. */
function Section<T>({
  query,
  label,
  children,
}: {
  query: { data: T | undefined; error: unknown; isLoading: boolean };
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (query.error) {
    return (
      <p role="alert" className="rounded-md border p-4 text-sm font-medium text-destructive">
        {errorText(query.error, `Failed to load ${label}`)}
      </p>
    );
  }
  if (query.isLoading || query.data === undefined) {
    return (
      <div className="flex justify-center p-8">
        <Spinner label={`Loading ${label}`} />
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

/** /platform-admin: the SaaS operator dashboard (platform admins on the platform tenant). */
export function PlatformAdminPage() {
  const stats = usePlatformStats();
  const metrics = usePlatformMetrics();
  const analytics = useBotAnalytics();
  const failing = useFailingAutomations();
  return (
    <main className="mx-auto w-full max-w-6xl space-y-6 p-4 md:p-6">
      <header>
        <h1 className="text-2xl font-bold">SaaS Operator Dashboard</h1>
        <p className="text-sm text-muted-foreground">
          Companies, usage and platform health across every tenant
        </p>
      </header>
      <Tabs defaultValue="overview">
        <TabsList className="h-auto flex-wrap">
          <TabsTrigger value="overview">Platform Overview</TabsTrigger>
          <TabsTrigger value="companies">Company Performance</TabsTrigger>
          <TabsTrigger value="management">Platform Management</TabsTrigger>
          <TabsTrigger value="analytics">Analytics &amp; Monitoring</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <Section query={stats} label="platform statistics">
            {(data) => <OverviewTab stats={data} />}
          </Section>
        </TabsContent>
        <TabsContent value="companies">
          <CompanyPerformanceTab />
        </TabsContent>
        <TabsContent value="management" className="space-y-4">
          <Section query={metrics} label="platform metrics">
            {(data) => <ManagementTab metrics={data} />}
          </Section>
          <ModelConnectionCard scope={modelConnectionScopes.platform()} />
        </TabsContent>
        <TabsContent value="analytics">
          <Section query={analytics} label="analytics">
            {(data) => <AnalyticsTab analytics={data} />}
          </Section>
        </TabsContent>
      </Tabs>
      <Section query={failing} label="failing automations">
        {(data) => <FailingAutomations automations={data} />}
      </Section>
    </main>
  );
}
