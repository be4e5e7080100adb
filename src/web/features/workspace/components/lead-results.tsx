import { ClipboardCopy, Download, FileText, TriangleAlert } from 'lucide-react';
import { leadsCsvFileName, leadsFileName, leadsToCsv } from '@core/formatting/csv.js';
import { leadsToMarkdown, leadsToTsv } from '@core/formatting/lead-tables.js';
import type { LeadResult } from '@core/leads-types.js';
import { Button } from '../../../components/ui/button.js';
import { cn } from '../../../lib/cn.js';
import { copyToClipboard } from '../../../lib/copy.js';
import { toast } from '../../../lib/use-toast.js';
import { downloadTextFile } from '../lib/download.js';
import { LeadTable } from './lead-table.js';

const CARDS = [
  { key: 'total', label: 'Total Leads', className: 'text-foreground' },
  { key: 'qualified', label: 'Qualified', className: 'text-success' },
  { key: 'maybe', label: 'Maybe', className: 'text-amber-700' },
  { key: 'unlikely', label: 'Unlikely', className: 'text-muted-foreground' },
] as const;

/** Every export needs a lead; without one it says "No leads to export" (docs/product.md#leads). */
function hasLeads(result: LeadResult): boolean {
  if (result.leads.length > 0) return true;
  toast({
    title: 'No leads to export',
    description: 'Generate leads first, then export them.',
    variant: 'destructive',
  });
  return false;
}

/** Saves the leads as leads_{yyyy-MM-dd}.csv (with a BOM so spreadsheets read it as UTF-8). */
export function exportLeads(result: LeadResult) {
  if (!hasLeads(result)) return;
  const fileName = leadsCsvFileName();
  downloadTextFile(fileName, `\ufeff${leadsToCsv(result.leads)}`, 'text/csv;charset=utf-8');
  toast({
    title: 'CSV exported',
    description: `${result.leads.length} leads saved to ${fileName}.`,
    variant: 'success',
  });
}

/** Puts the leads on the clipboard as tab-separated rows under a header, for a spreadsheet. */
export function copyLeadsForSpreadsheet(result: LeadResult) {
  if (hasLeads(result)) void copyToClipboard(leadsToTsv(result.leads), 'Lead table');
}

/** Saves the leads as a Markdown table, leads_{yyyy-MM-dd}.md. */
export function downloadLeadsMarkdown(result: LeadResult) {
  if (!hasLeads(result)) return;
  downloadTextFile(
    leadsFileName('md'),
    leadsToMarkdown(result.leads),
    'text/markdown;charset=utf-8',
  );
}

/** Summary cards, the exports (spreadsheet copy, Markdown, CSV) and the lead table. */
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
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => copyLeadsForSpreadsheet(result)}
        >
          <ClipboardCopy aria-hidden="true" />
          Copy for spreadsheet
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => downloadLeadsMarkdown(result)}
        >
          <FileText aria-hidden="true" />
          Download .md
        </Button>
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
