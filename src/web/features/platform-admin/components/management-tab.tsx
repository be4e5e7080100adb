import {
  Building2,
  Gauge,
  HardDrive,
  HeartPulse,
  Server,
  TriangleAlert,
  Users,
  Webhook,
} from 'lucide-react';
import { Link } from 'wouter';
import { PLATFORM_UPTIME_TEXT, type PlatformMetrics } from '@core/api/platform.js';
import { Button } from '../../../components/ui/button.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import { withCompany } from '../../../lib/api.js';
import { formatBytes, formatCount } from '../format.js';
import { StatCard } from '../../../components/stat-card.js';

/** API health, storage, and the places where the platform is managed. */
export function ManagementTab({ metrics }: { metrics: PlatformMetrics }) {
  const storageShare = Math.min(100, (metrics.storageUsed / metrics.storageLimit) * 100);
  const period = `Last ${metrics.windowDays} days`;
  return (
    <div className="space-y-4">
      <section
        aria-label="System metrics"
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
      >
        <StatCard
          headingLevel="h3"
          label="API Calls"
          value={formatCount(metrics.apiCalls)}
          note={period}
          icon={Server}
        />
        <StatCard
          headingLevel="h3"
          label="Error Rate"
          value={`${metrics.errorRate}%`}
          note={`Server errors (5xx), ${period.toLowerCase()}`}
          icon={TriangleAlert}
        />
        <StatCard
          headingLevel="h3"
          label="Avg Response Time"
          value={`${metrics.avgResponseTime} ms`}
          note={period}
          icon={Gauge}
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
            <h2 className="flex items-center gap-2">
              <HardDrive className="h-4 w-4" aria-hidden /> Storage
            </h2>
          </CardTitle>
          <CardDescription>
            {formatBytes(metrics.storageUsed)} of {formatBytes(metrics.storageLimit)} used (
            {storageShare.toFixed(1)}%)
          </CardDescription>
        </CardHeader>
        <CardContent>
          <div
            className="h-3 w-full overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-label="Storage used"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(storageShare)}
          >
            <div className="h-full rounded-full bg-primary" style={{ width: `${storageShare}%` }} />
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Manage</h2>
          </CardTitle>
          <CardDescription>
            Companies, their users and the platform default webhooks
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link href={withCompany('/admin/companies')}>
              <Building2 aria-hidden /> Companies
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={withCompany('/admin/users')}>
              <Users aria-hidden /> Users
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={withCompany('/admin/settings')}>
              <Webhook aria-hidden /> Webhook Settings
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
