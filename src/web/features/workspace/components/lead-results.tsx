import { Download, TriangleAlert } from 'lucide-react';
import { leadsCsvFileName, leadsToCsv } from '../../../../core/formatting/csv.js';
import type { LeadResult } from '../../../../core/leads-types.js';
import { Button } from '../../../components/ui/button.js';
import { cn } from '../../../lib/cn.js';
import { toast } from '../../../lib/use-toast.js';
import { downloadTextFile } from '../lib/download.js';
import { LeadTable } from './lead-table.js';

const CARDS = [
  { key: 'total', label: 'Total Leads', className: 'text-foreground' },
  { key: 'qualified', label: 'Qualified', className: 'text-success' },
  { key: 'maybe', label: 'Maybe', className: 'text-amber-700' },
  { key: 'unlikely', label: 'Unlikely', className: 'text-muted-foreground' },
] as const;

/** Saves the leads as leads_{yyyy-MM-dd}.csv (with a BOM so spreadsheets read it as UTF-8). */
export function exportLeads(result: LeadResult) {
  if (result.leads.length === 0) {
    toast({
      title: 'No leads to export',
      description: 'Generate leads first, then export them.',
      variant: 'destructive',
    });
    return;
  }
  const fileName = leadsCsvFileName();
  downloadTextFile(fileName, `\ufeff${leadsToCsv(result.leads)}`, 'text/csv;charset=utf-8');
  toast({
    title: 'CSV exported',
    description: `${result.leads.length} leads saved to ${fileName}.`,
    variant: 'success',
  });
}

/** Summary cards, the Export to CSV button and the lead table. */
export function LeadResults({ result }: { result: LeadResult }) {
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {CARDS.map(({ key, label, className }) => (
          <div key={key} className="rounded-lg border bg-background p-3">
            <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
            <dd className={cn('text-2xl font-bold tabular-nums', className)}>
              {result.summary[key]}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex justify-end">
        <Button type="button" variant="outline" size="sm" onClick={() => exportLeads(result)}>
          <Download aria-hidden="true" />
          Export to CSV
        </Button>
      </div>
      <LeadTable leads={result.leads} />
    </div>
  );
}

/** The summary holds an unfilled template expression: the webhook is not set up yet (docs/product.md#leads). */
export function LeadPlaceholderMessage({ expression }: { expression: string }) {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="space-y-1 text-sm">
        <p className="font-semibold">The lead generator webhook needs configuring</p>
        <p>
          The results contain an unfilled placeholder (
          <code className="break-all">{expression}</code>) instead of real values. Check that the
          automation workflow fills in the summary and leads before it responds, then try again.
        </p>
      </div>
    </div>
  );
}
