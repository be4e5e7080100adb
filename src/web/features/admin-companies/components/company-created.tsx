import { CheckCircle2, Copy, UserPlus, X } from 'lucide-react';
import { Link } from 'wouter';
import type { CompanySummary } from '@core/api/admin-companies.js';
import { Button } from '../../../components/ui/button.js';
import { withCompany } from '../../../lib/api.js';
import { copyToClipboard } from '../../../lib/copy.js';

interface Props {
  company: CompanySummary;
  /** Where the company's people sign in (`companySignInAddress`). */
  signInAddress: string;
  /** Platform admins create users in any company; other operator staff cannot. */
  canCreateAdmin: boolean;
  onDismiss: () => void;
}

/** The address of the users page with the Create User dialog open for the company's first admin. */
const firstAdminPath = (companyId: string) =>
  withCompany(`/admin/users?firstAdminFor=${encodeURIComponent(companyId)}`);

/**
 * After a company is created: its sign-in address, and the next step, its first admin.
 */
export function CompanyCreated({ company, signInAddress, canCreateAdmin, onDismiss }: Props) {
  return (
    <section
      role="status"
      aria-label={`${company.companyName} created`}
      className="space-y-3 rounded-xl border border-success/40 bg-card p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="flex items-center gap-2 font-semibold">
          <CheckCircle2 className="size-5 text-success" aria-hidden />
          {company.companyName} is ready
        </h2>
        <Button variant="ghost" size="icon" aria-label="Dismiss" onClick={onDismiss}>
          <X aria-hidden />
        </Button>
      </div>
      <div className="space-y-1 text-sm">
        <p className="text-muted-foreground">Its people sign in at:</p>
        <div className="flex flex-wrap items-center gap-2">
          <a
            href={signInAddress}
            className="font-medium break-all text-primary underline-offset-4 hover:underline"
            data-testid="company-sign-in-address"
          >
            {signInAddress}
          </a>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void copyToClipboard(signInAddress, 'The sign-in address')}
          >
            <Copy aria-hidden /> Copy address
          </Button>
        </div>
      </div>
      {canCreateAdmin && (
        <div className="flex flex-wrap items-center gap-3 border-t pt-3 text-sm">
          <p>Next step: create its first admin, who can then add the company&apos;s users.</p>
          <Button asChild size="sm">
            <Link href={firstAdminPath(company.companyId)}>
              <UserPlus aria-hidden /> Create First Admin
            </Link>
          </Button>
        </div>
      )}
    </section>
  );
}
