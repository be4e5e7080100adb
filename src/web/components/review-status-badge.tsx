import type { HistoryItem } from '@core/api/history.js';
import type { ReviewStatus } from '@core/api/reviews.js';
import { Badge } from './ui/badge.js';
import { STATUS_LABELS, statusText } from '../lib/review-status.js';

const VARIANTS = {
  draft: 'muted',
  in_review: 'warning',
  changes_requested: 'destructive',
  approved: 'success',
  published: 'default',
} as const satisfies Record<ReviewStatus, string>;

/**
 * An item's review status (docs/product.md#review): "Draft", "In review", "Changes requested",
 * or "Approved" with who approved which version (when the whole item is known).
 */
export function StatusBadge(props: {
  status: ReviewStatus;
  item?: Pick<HistoryItem, 'status' | 'approvedBy' | 'approvedVersion'>;
}) {
  const text = props.item ? statusText(props.item) : STATUS_LABELS[props.status];
  return (
    <Badge variant={VARIANTS[props.status]} data-testid="review-status">
      {text}
    </Badge>
  );
}
