import type { HistoryItem } from '@core/api/history.js';
import type { ReviewStatus } from '@core/api/reviews.js';

/** The status badge's words (docs/product.md#review). */
export const STATUS_LABELS: Record<ReviewStatus, string> = {
  draft: 'Draft',
  in_review: 'In review',
  changes_requested: 'Changes requested',
  approved: 'Approved',
  published: 'Published',
};

type StatusFields = Pick<HistoryItem, 'status' | 'approvedBy' | 'approvedVersion'>;

/** The badge's text: the status, and for an approved text who approved which version. */
export function statusText(item: StatusFields): string {
  const label = STATUS_LABELS[item.status];
  if (item.status !== 'approved') return label;
  const by = item.approvedBy ? ` by ${item.approvedBy.username}` : '';
  const version = item.approvedVersion !== null ? `, version ${item.approvedVersion}` : '';
  return `${label}${by}${version}`;
}

/** A draft that was approved once and edited since: it must be submitted again. */
export const editedAfterApproval = (item: Pick<HistoryItem, 'status' | 'approvedVersion'>) =>
  item.status === 'draft' && item.approvedVersion !== null;
