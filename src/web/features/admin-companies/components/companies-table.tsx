import { format } from 'date-fns';
import { Settings, Trash2, Webhook } from 'lucide-react';
import { Link } from 'wouter';
import type { CompanySummary } from '../../../../core/api/admin-companies.js';
import { PLATFORM_COMPANY_ID } from '../../../../core/api/common.js';
import { Button } from '../../../components/ui/button.js';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.js';

interface Props {
  companies: CompanySummary[];
  onDelete: (company: CompanySummary) => void;
}

export function CompaniesTable({ companies, onDelete }: Props) {
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
            {/* docs/product.md#companies: shown as x/10 although eleven assistants exist. */}
            <TableCell>{company.enabledBotCount}/10</TableCell>
            <TableCell>{format(new Date(company.createdAt), 'MMM d, yyyy')}</TableCell>
            <TableCell>
              <div className="flex justify-end gap-2">
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
                    onClick={() => onDelete(company)}
                    aria-label={`Delete ${company.companyName}`}
                  >
                    <Trash2 aria-hidden /> Delete
                  </Button>
                )}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
