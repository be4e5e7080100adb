import { format } from 'date-fns';
import { Eraser, Settings, Trash2, Webhook } from 'lucide-react';
import { Link } from 'wouter';
import type { CompanySummary } from '@core/api/admin-companies.js';
import { PLATFORM_COMPANY_ID } from '@core/api/common.js';
import { ASSISTANT_IDS } from '@core/assistants/ids.js';
import { Button } from '../../../components/ui/button.js';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.js';
import { cn } from '../../../lib/cn.js';
import { useWideScreen } from '../../../lib/use-wide-screen.js';

interface Props {
  companies: CompanySummary[];
  onDelete: (company: CompanySummary) => void;
  /** Erase the company with everything it holds. */
  onErase: (company: CompanySummary) => void;
}

const created = (company: CompanySummary) => format(new Date(company.createdAt), 'MMM d, yyyy');

function CompanyActions(props: { company: CompanySummary; table: Props; className?: string }) {
  const { company } = props;
  return (
    <div className={cn('flex flex-wrap gap-2', props.className)}>
      <Button asChild variant="outline" size="sm">
        <Link
          href={`/admin/companies/${company.companyId}/settings`}
          aria-label={`Settings for ${company.companyName}`}
        >
          <Settings aria-hidden /> Settings
        </Link>
      </Button>
      <Button asChild variant="outline" size="sm">
        <Link
          href={`/admin/companies/${company.companyId}/webhooks`}
          aria-label={`Webhooks for ${company.companyName}`}
        >
          <Webhook aria-hidden /> Webhooks
        </Link>
      </Button>
      {company.companyId !== PLATFORM_COMPANY_ID && (
        <Button
          variant="outline"
          size="sm"
          className="text-destructive hover:text-destructive"
          onClick={() => props.table.onDelete(company)}
          aria-label={`Delete ${company.companyName}`}
        >
          <Trash2 aria-hidden /> Delete
        </Button>
      )}
      {company.companyId !== PLATFORM_COMPANY_ID && (
        <Button
          variant="outline"
          size="sm"
          className="text-destructive hover:text-destructive"
          onClick={() => props.table.onErase(company)}
          aria-label={`Erase ${company.companyName}`}
        >
          <Eraser aria-hidden /> Erase
        </Button>
      )}
    </div>
  );
}

/**
 * The companies: a table on a wide screen; on a phone or tablet one card each, so that every
 * company's actions are in sight without scrolling the table sideways.
 */
export function CompaniesTable(props: Props) {
  return useWideScreen() ? <WideTable {...props} /> : <CompanyCards {...props} />;
}

function CompanyCards(props: Props) {
  const { companies } = props;
  if (companies.length === 0) {
    return <p className="py-8 text-center text-sm text-muted-foreground">No companies found</p>;
  }
  return (
    <ul className="divide-y" aria-label="Companies">
      {companies.map((company) => (
        <li
          key={company.id}
          className="space-y-2 py-3"
          data-testid={`company-row-${company.companyId}`}
        >
          <p className="font-medium">{company.companyName}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Company ID</dt>
            <dd>
              <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{company.companyId}</code>
            </dd>
            <dt className="text-muted-foreground">Users</dt>
            <dd>{company.userCount}</dd>
            <dt className="text-muted-foreground">Enabled Bots</dt>
            <dd>{enabledOf(company)}</dd>
            <dt className="text-muted-foreground">Created</dt>
            <dd>{created(company)}</dd>
          </dl>
          <CompanyActions company={company} table={props} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Enabled assistants out of those that exist (docs/product.md#companies): the count comes from
 * the registry, so a company never shows more enabled than there are.
 */
const enabledOf = (company: CompanySummary) => `${company.enabledBotCount}/${ASSISTANT_IDS.length}`;

function WideTable(props: Props) {
  const { companies } = props;
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Company Name</TableHead>
          <TableHead>Company ID</TableHead>
          <TableHead>Users</TableHead>
          <TableHead>Enabled Bots</TableHead>
          <TableHead>Created</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {companies.length === 0 && (
          <TableRow>
            <TableCell colSpan={6} className="py-8 text-center text-muted-foreground">
              No companies found
            </TableCell>
          </TableRow>
        )}
        {companies.map((company) => (
          <TableRow key={company.id} data-testid={`company-row-${company.companyId}`}>
            <TableCell className="font-medium">{company.companyName}</TableCell>
            <TableCell>
              <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{company.companyId}</code>
            </TableCell>
            <TableCell>{company.userCount}</TableCell>
            <TableCell>{enabledOf(company)}</TableCell>
            <TableCell>{created(company)}</TableCell>
            <TableCell>
              <CompanyActions company={company} table={props} className="justify-end" />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
