import { useWaitingCount } from '../api/inbox.js';

/**
 * The number of texts waiting for my review, in the sidebar's and the phone menu's Reviews
 * link: nothing at 0, "9+" above 9 (docs/product.md#review).
 */
export function ReviewsBadge() {
  const { data: count = 0 } = useWaitingCount();
  if (count <= 0) return null;
  const label = `${count} waiting for your review`;
  return (
    <span
      className="inline-flex min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 py-0.5 text-xs leading-none font-semibold text-white"
      aria-label={label}
      title={label}
      data-testid="reviews-badge"
    >
      {count > 9 ? '9+' : count}
    </span>
  );
}
