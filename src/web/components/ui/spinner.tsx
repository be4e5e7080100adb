import { Loader2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.js';

export type SpinnerProps = ComponentProps<'span'> & {
  /** Text read by screen readers. */
  label?: string;
  /** Classes for the icon (size, colour). */
  iconClassName?: string;
};

export function Spinner({
  className,
  label = 'Loading...',
  iconClassName,
  ...props
}: SpinnerProps) {
  return (
    <span
      role="status"
      data-slot="spinner"
      className={cn('inline-flex items-center justify-center', className)}
      {...props}
    >
      <Loader2
        aria-hidden="true"
        className={cn('size-6 animate-spin text-primary', iconClassName)}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
