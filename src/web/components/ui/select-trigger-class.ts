import { cn } from '../../lib/cn.js';

/**
 * A select's trigger, as `select.tsx` draws it and `lazy-select.tsx` draws it before the list's
 * code has loaded: one look, so nothing moves when one replaces the other.
 */
export function selectTriggerClass(className?: string) {
  return cn(
    'flex h-9 w-full cursor-pointer items-center justify-between gap-2 rounded-md border',
    'border-input bg-background px-3 py-2 text-sm whitespace-nowrap shadow-xs outline-none',
    'focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed',
    'disabled:opacity-50 aria-invalid:border-destructive',
    'data-[placeholder]:text-muted-foreground [&>span]:line-clamp-1',
    className,
  );
}
