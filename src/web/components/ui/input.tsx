import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.js';

export const fieldControlClasses =
  'w-full min-w-0 rounded-md border border-input bg-background px-3 text-base shadow-xs ' +
  'transition-colors outline-none placeholder:text-muted-foreground focus-visible:ring-2 ' +
  'focus-visible:ring-ring focus-visible:ring-offset-1 disabled:cursor-not-allowed ' +
  'disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/40 md:text-sm';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        fieldControlClasses,
        'h-9 py-1 file:border-0 file:bg-transparent file:text-sm file:font-medium',
        className,
      )}
      {...props}
    />
  );
}
