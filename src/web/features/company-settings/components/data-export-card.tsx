import { format } from 'date-fns';
import { Download, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import { errorText, withCompany } from '../../../lib/api.js';
import { useCompanyExports, useExportStatus, useStartExport } from '../api/company-export.js';

/** A zip's size as people read it: KB below a megabyte, else MB with one decimal. */
const zipSize = (bytes: number) =>
  bytes < 1 << 20
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1 << 20)).toFixed(1)} MB`;

/**
 * "Data export": one zip of everything the company has stored. The export is built on
 * the server; the card asks how it stands until the Download link can be shown, and shows an
 * export started earlier (before a reload, or by another admin) while it can still be had.
 */
export function DataExportCard({ companyId }: { companyId: string }) {
  const [exportId, setExportId] = useState<string | null>(null);
  const start = useStartExport(companyId);
  // Until one is started here: the newest export still being built or ready to download.
  const earlier = useCompanyExports(companyId).data?.items.find((item) => item.status !== 'failed');
  const status = useExportStatus(exportId ?? earlier?.id ?? null);
  const current = status.data;
  const running = start.isPending || current?.status === 'running';
  const failure = start.error ?? status.error;
  const problem =
    current?.status === 'failed'
      ? (current.error ?? 'The export failed. Please try again.')
      : failure && errorText(failure, 'The export could not be started. Please try again.');

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Data export</h2>
        </CardTitle>
        <CardDescription>
          Everything the company has stored, as one zip: settings, users, generated content with its
          versions, activity and the audit log. Passwords, two-factor secrets and webhook keys are
          never included. The download is available for 24 hours.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div>
          <Button
            type="button"
            disabled={running}
            onClick={() => start.mutate(undefined, { onSuccess: ({ id }) => setExportId(id) })}
          >
            Export company data
          </Button>
        </div>
        <div aria-live="polite" className="text-sm">
          {running && (
            <p className="flex items-center gap-2">
              <Loader2 aria-hidden="true" className="size-4 animate-spin text-primary" />
              Preparing the export. A large company can take a few minutes.
            </p>
          )}
          {current?.status === 'ready' && current.downloadUrl && (
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <Button asChild variant="outline">
                <a href={withCompany(current.downloadUrl)} download>
                  <Download aria-hidden="true" />
                  Download
                </a>
              </Button>
              <span className="text-muted-foreground">
                {zipSize(current.size ?? 0)}, available until{' '}
                {format(new Date(current.expiresAt), 'MMM d, h:mm a')}
              </span>
            </div>
          )}
        </div>
        {problem && (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
