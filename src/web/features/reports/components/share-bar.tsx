import { cn } from '../../../lib/cn.js';

/** Width as a share of the whole, capped at 100% (docs/product.md#reports). */
export const cappedShare = (part: number, whole: number) =>
  whole > 0 ? Math.min(100, (part / whole) * 100) : 0;

/** A horizontal bar filled to `percent` (already capped), decorative: the figure is beside it. */
export function ShareBar({ percent, className }: { percent: number; className?: string }) {
  return (
    <div className="h-2 w-full overflow-hidden rounded-full bg-muted" aria-hidden>
      <div
        className={cn('h-full rounded-full bg-primary', className)}
        style={{ width: `${percent}%` }}
        data-share={Math.round(percent * 10) / 10}
      />
    </div>
  );
}
