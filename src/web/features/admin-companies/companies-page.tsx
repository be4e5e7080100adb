import { ArrowLeft, Building2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { CompanySummary } from '@core/api/admin-companies.js';
import { DEFAULT_SORT, type CompaniesPage } from '@core/api/list-page.js';
import { isOperatorStaffRole } from '@core/roles.js';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { ListToolbar, PagedListFooter } from '../../components/list-controls.js';
import { NotFoundPage } from '../../components/not-found-page.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent } from '../../components/ui/card.js';
import { Spinner } from '../../components/ui/spinner.js';
import { errorText, withCompany } from '../../lib/api.js';
import { useAuth } from '../../lib/auth.js';
import { useTenant } from '../../lib/tenant.js';
import { toast } from '../../lib/use-toast.js';
import { useDeleteCompany } from './api/companies.js';
import { useListSearch, usePagedList } from '../../lib/paged-list.js';
import { queryKeys } from '../../lib/query-keys.js';
import { CompaniesTable } from './components/companies-table.js';
import { CompanyCreated } from './components/company-created.js';
import { CreateCompanyDialog } from './components/create-company-dialog.js';
import { EraseCompanyDialog } from './components/erase-company-dialog.js';
import { companySignInAddress } from './lib/sign-in-address.js';

const COMPANY_SORT_CHOICES = [
  { value: 'created', label: 'Oldest first' },
  { value: '-created', label: 'Newest first' },
  { value: 'name', label: 'Name (A-Z)' },
  { value: '-name', label: 'Name (Z-A)' },
  { value: '-users', label: 'Most users' },
  { value: 'users', label: 'Fewest users' },
];

/** /admin/companies: every company, for operator staff only (others see the 404 page). */
export function CompaniesPage() {
  const { user } = useAuth();
  const operator = user !== null && isOperatorStaffRole(user.role, user.companyId);
  // Searched, sorted and paged on the server.
  const listSearch = useListSearch(DEFAULT_SORT.companies);
  const companies = usePagedList<CompaniesPage>(queryKeys.companies, '/api/admin/companies/page', {
    ...listSearch,
    enabled: operator,
  });
  const tenantId = useTenant().data?.companyId ?? '';
  const remove = useDeleteCompany();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<CompanySummary | null>(null);
  const [erasing, setErasing] = useState<CompanySummary | null>(null);
  const [created, setCreated] = useState<CompanySummary | null>(null);
  if (!operator) return <NotFoundPage />;

  const confirmDelete = () => {
    const target = deleting;
    setDeleting(null);
    if (!target) return;
    remove.mutate(target.companyId, {
      onSuccess: () =>
        toast({
          title: 'Company deleted',
          description: `${target.companyName} has been deleted.`,
          variant: 'success',
        }),
      onError: (err) =>
        toast({
          title: 'Error',
          description: errorText(err, 'Failed to delete company'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <main className="mx-auto w-full max-w-6xl space-y-6 p-4 md:p-6">
      <nav aria-label="Administration links">
        <Button asChild variant="outline" size="sm">
          <Link href={withCompany('/')}>
            <ArrowLeft aria-hidden /> Back to Assistants
          </Link>
        </Button>
      </nav>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold">Company Management</h1>
          <p className="text-sm text-muted-foreground">
            Create companies, open their settings and webhooks, and remove empty ones.
          </p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Building2 aria-hidden /> Create New Company
        </Button>
      </div>
      {created && (
        <CompanyCreated
          company={created}
          signInAddress={companySignInAddress(created.companyId, tenantId)}
          canCreateAdmin={user.isPlatformAdmin}
          onDismiss={() => setCreated(null)}
        />
      )}
      <Card className="py-2">
        <CardContent className="px-2 md:px-4">
          <ListToolbar
            noun="companies"
            placeholder="Search by company name or ID"
            {...listSearch.toolbar}
            sorts={COMPANY_SORT_CHOICES}
          />
          {companies.isLoading ? (
            <div className="flex justify-center p-8">
              <Spinner label="Loading companies" />
            </div>
          ) : companies.error ? (
            <p role="alert" className="p-4 text-sm font-medium text-destructive">
              {errorText(companies.error, 'Failed to fetch companies')}
            </p>
          ) : (
            <>
              <CompaniesTable
                companies={companies.items}
                onDelete={setDeleting}
                onErase={setErasing}
              />
              <PagedListFooter list={companies} />
            </>
          )}
        </CardContent>
      </Card>
      <EraseCompanyDialog company={erasing} onClose={() => setErasing(null)} />
      <CreateCompanyDialog open={creating} onOpenChange={setCreating} onCreated={setCreated} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Company"
        description={`Are you sure you want to delete "${deleting?.companyName ?? ''}"? Its settings, webhooks and history are removed. A company that still has users cannot be deleted.`}
        confirmLabel="Delete"
        destructive
        onConfirm={confirmDelete}
      />
    </main>
  );
}
