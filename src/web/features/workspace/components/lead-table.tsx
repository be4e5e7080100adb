import { Fragment } from 'react';
import type { Lead, LeadStatus } from '@core/leads-types.js';
import { Badge } from '../../../components/ui/badge.js';
import type { BadgeProps } from '../../../components/ui/badge.js';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.js';
import { useWideScreen } from '../../../lib/use-wide-screen.js';

/** Status colours (docs/product.md#leads): qualified green, maybe yellow, unlikely grey. */
const STATUS: Record<LeadStatus, { label: string; variant: BadgeProps['variant'] }> = {
  qualified: { label: 'Qualified', variant: 'success' },
  maybe: { label: 'Maybe', variant: 'warning' },
  unlikely: { label: 'Unlikely', variant: 'muted' },
};

const COLUMNS = [
  'Name',
  'Phone',
  'Email',
  'Website',
  'City',
  'Reviews',
  'Rating',
  'Score',
  'Status',
];

/** Only plain web addresses become links; anything else stays text. */
function websiteHref(website: string): string | null {
  const url = /^https?:\/\//i.test(website) ? website : `https://${website}`;
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) && parsed.hostname.includes('.') ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * An address that may break after "@" and before a dot or a slash (and nowhere else): the table
 * then fits a wide screen instead of scrolling sideways under the pinned Status, which would
 * cover the figures beside it. Copying it still gives the address as it is.
 */
function Breakable({ text }: { text: string }) {
  return text.split(/(?<=@)|(?=[./])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

function Website({ website }: { website: string }) {
  if (!website) return <span className="text-muted-foreground">-</span>;
  const href = websiteHref(website);
  if (!href) return <Breakable text={website} />;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="text-primary underline-offset-4 hover:underline"
    >
      <Breakable text={website.replace(/^https?:\/\//i, '').replace(/\/$/, '')} />
    </a>
  );
}

const orDash = (value: string) => value || '-';

/**
 * On a wide screen Status stays in sight while the other columns scroll sideways inside the card.
 * Narrower, a pinned column would cover the phone numbers beneath it: it scrolls with the others,
 * and each lead's name carries its status badge instead.
 */
const STICKY_STATUS =
  'lg:sticky lg:right-0 lg:z-10 lg:bg-card lg:shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.2)]';

function StatusBadge({ status }: { status: LeadStatus }) {
  return <Badge variant={STATUS[status].variant}>{STATUS[status].label}</Badge>;
}

/** The leads, one row each, with their status badge. */
export function LeadTable({ leads }: { leads: readonly Lead[] }) {
  const wide = useWideScreen();
  return (
    <Table aria-label="Leads">
      <TableHeader>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableHead key={column} className={column === 'Status' ? STICKY_STATUS : undefined}>
              {column}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {leads.length === 0 && (
          <TableRow>
            <TableCell colSpan={COLUMNS.length} className="py-8 text-center text-muted-foreground">
              No leads found
            </TableCell>
          </TableRow>
        )}
        {leads.map((lead, index) => (
          <TableRow key={`${index}-${lead.name}`}>
            <TableCell className="min-w-44 font-medium">
              {orDash(lead.name)}
              {!wide && (
                // The Status column says it to screen readers; this is for eyes on a narrow screen.
                <span className="mt-1 block" aria-hidden="true" data-testid="lead-name-status">
                  <StatusBadge status={lead.status} />
                </span>
              )}
            </TableCell>
            <TableCell className="whitespace-nowrap">{orDash(lead.phone)}</TableCell>
            <TableCell>{lead.email ? <Breakable text={lead.email} /> : '-'}</TableCell>
            <TableCell>
              <Website website={lead.website} />
            </TableCell>
            <TableCell className="whitespace-nowrap">{orDash(lead.city)}</TableCell>
            <TableCell className="text-right tabular-nums">{lead.reviewCount}</TableCell>
            <TableCell className="text-right tabular-nums">{lead.rating.toFixed(1)}</TableCell>
            <TableCell className="text-right tabular-nums">{lead.score}</TableCell>
            <TableCell className={STICKY_STATUS}>
              <StatusBadge status={lead.status} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
