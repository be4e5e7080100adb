import type { PublicationStatus } from '@core/api/publishing.js';
import { Badge } from './ui/badge.js';

export const PUBLICATION_STATUS_LABELS: Record<PublicationStatus, string> = {
  scheduled: 'Scheduled',
  publishing: 'Publishing',
  published: 'Published',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

const VARIANTS = {
  scheduled: 'secondary',
  publishing: 'warning',
  published: 'success',
  failed: 'destructive',
  cancelled: 'muted',
} as const satisfies Record<PublicationStatus, string>;

/** A publication's status (docs/product.md#publishing). */
export function PublicationStatusBadge({ status }: { status: PublicationStatus }) {
  return (
    <Badge variant={VARIANTS[status]} data-testid="publication-status">
      {PUBLICATION_STATUS_LABELS[status]}
    </Badge>
  );
}
