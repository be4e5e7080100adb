import { format } from 'date-fns';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditEntry,
} from '@core/api/audit-log.js';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.js';

const isKnown = (action: string): action is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(action);

const actionLabel = (action: string) => (isKnown(action) ? AUDIT_ACTION_LABELS[action] : action);

const when = (at: string) => format(new Date(at), 'MMM d, yyyy HH:mm:ss');

/** A value as the page shows it: text as it is, the rest as JSON, long ones cut. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

/** Each changed field: "field: from → to" (React escapes every value). */
function Changes({ entry }: { entry: AuditEntry }) {
  const fields = Object.entries(entry.changes);
  if (fields.length === 0) return <span className="text-muted-foreground">-</span>;
  return (
    <ul className="space-y-0.5">
      {fields.map(([field, change]) => (
        <li key={field} className="break-words">
          <span className="font-medium">{field}</span>: {shown(change.from)} → {shown(change.to)}
        </li>
      ))}
    </ul>
  );
}

const targetText = (entry: AuditEntry) =>
  entry.target.label ? `${entry.target.label} (${entry.target.type})` : entry.target.type;

/** The entries as a table on wide screens and as cards on phones. */
export function AuditEntries({
  entries,
  showCompany,
}: {
  entries: AuditEntry[];
  showCompany: boolean;
}) {
  return (
    <>
      <div className="hidden md:block">
        <Table aria-label="Audit log">
          <TableHeader>
            <TableRow>
              <TableHead>Time</TableHead>
              {showCompany && <TableHead>Company</TableHead>}
              <TableHead>Changed by</TableHead>
              <TableHead>Action</TableHead>
              <TableHead>Target</TableHead>
              <TableHead>Changes</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={entry.id} data-testid="audit-entry">
                <TableCell className="whitespace-nowrap align-top">{when(entry.at)}</TableCell>
                {showCompany && <TableCell className="align-top">{entry.companyId}</TableCell>}
                <TableCell className="align-top">
                  {entry.actor.username}
                  <span className="block text-xs text-muted-foreground">{entry.ip}</span>
                </TableCell>
                <TableCell className="align-top">{actionLabel(entry.action)}</TableCell>
                <TableCell className="align-top">{targetText(entry)}</TableCell>
                <TableCell className="max-w-md align-top text-xs">
                  <Changes entry={entry} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="space-y-3 md:hidden" aria-label="Audit log">
        {entries.map((entry) => (
          <li key={entry.id} data-testid="audit-card" className="rounded-md border p-3 text-sm">
            <p className="font-medium">{actionLabel(entry.action)}</p>
            <p className="text-muted-foreground">
              {when(entry.at)} · {entry.actor.username}
              {showCompany ? ` · ${entry.companyId}` : ''}
            </p>
            <p className="mt-1">{targetText(entry)}</p>
            <div className="mt-1 text-xs">
              <Changes entry={entry} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
