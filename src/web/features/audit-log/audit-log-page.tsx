import { Download } from 'lucide-react';
import { useState } from 'react';
import { isOperatorStaffRole } from '@core/roles.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent } from '../../components/ui/card.js';
import { Spinner } from '../../components/ui/spinner.js';
import { errorText } from '../../lib/api.js';
import { useAuth } from '../../lib/auth.js';
import { useTenant } from '../../lib/tenant.js';
import { auditCsvUrl, NO_FILTERS, useAuditLog, type AuditFilters } from './api/audit-log.js';
import { AuditEntries } from './components/audit-entries.js';
import { AuditFiltersForm } from './components/audit-filters.js';

/** /admin/audit-log: who changed what and when (decision 050). */
export function AuditLogPage() {
  const { user } = useAuth();
  const tenant = useTenant().data;
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const log = useAuditLog(filters);
  if (!user) return null;
  // Operator staff on the platform see every company's entries.
  const everyCompany = isOperatorStaffRole(user.role, user.companyId) && tenant?.isPlatformAdmin;
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <main className="mx-auto w-full max-w-6xl space-y-6 p-4 md:p-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Audit Log</h1>
          <p className="text-sm text-muted-foreground">
            Who changed what in{' '}
            {everyCompany ? 'every company' : (tenant?.companyName ?? 'your company')}, newest first
          </p>
        </div>
        <Button asChild variant="outline">
          <a href={auditCsvUrl(filters)} download>
            <Download className="h-4 w-4" aria-hidden /> Export CSV
          </a>
        </Button>
      </header>
      <Card className="py-4">
        <CardContent className="space-y-4 px-3 md:px-6">
          <AuditFiltersForm value={filters} onChange={setFilters} />
          {log.isLoading ? (
            <div className="flex justify-center p-8">
              <Spinner label="Loading the audit log" />
            </div>
          ) : log.error ? (
            <p role="alert" className="p-4 text-sm font-medium text-destructive">
              {errorText(log.error, 'Failed to load the audit log')}
            </p>
          ) : entries.length === 0 ? (
            <p className="p-4 text-sm text-muted-foreground">
              No changes recorded for these filters.
            </p>
          ) : (
            <AuditEntries entries={entries} showCompany={Boolean(everyCompany)} />
          )}
          {log.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="outline"
                onClick={() => void log.fetchNextPage()}
                disabled={log.isFetchingNextPage}
              >
                {log.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            </div>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
