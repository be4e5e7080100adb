import { Link, useParams } from 'wouter';
import { Spinner } from '../../components/ui/spinner.js';
import { ApiError, withCompany } from '../../lib/api.js';
import { useCompanySettings } from './api/company-settings.js';
import { SettingsSections } from './components/settings-sections.js';

const LOAD_FAILED = 'Failed to load company settings. Please try refreshing the page.';

/**
 * Company settings: /admin/company-settings (the current company, or the one `?company=` names)
 * and /admin/companies/{companyId}/settings, in sections (docs/product.md#company-settings).
 */
export function CompanySettingsPage() {
  const { companyId: routeCompanyId } = useParams<{ companyId?: string }>();
  const settings = useCompanySettings(routeCompanyId);
  const data = settings.data;
  const staff = data?.canEditPlan ?? false;

  return (
    <main className="mx-auto grid w-full max-w-6xl gap-6 p-4 sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Company Settings</h1>
          {data && (
            <p className="text-sm text-muted-foreground">
              {data.companyName} ({data.companyId})
            </p>
          )}
        </div>
        {staff ? (
          <Link
            href="/admin/companies"
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Back to Companies
          </Link>
        ) : (
          <Link
            href={withCompany('/')}
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Back to Assistants
          </Link>
        )}
      </header>
      {settings.isLoading && <Spinner label="Loading company settings" />}
      {settings.error && (
        <p role="alert" className="rounded-md border border-destructive p-4 text-destructive">
          {settings.error instanceof ApiError && settings.error.status === 404
            ? 'Company not found'
            : LOAD_FAILED}
        </p>
      )}
      {data && (
        <SettingsSections key={data.companyId} settings={data} routeCompanyId={routeCompanyId} />
      )}
    </main>
  );
}
