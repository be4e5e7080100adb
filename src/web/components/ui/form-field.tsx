import { Slot } from '@radix-ui/react-slot';
import { useId } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { cn } from '../../lib/cn.js';
import { Label } from './label.js';
import { FormError } from './form-error.js';

export type FormFieldProps = {
  /** Id of the control; generated when omitted. Don't set another id on the child. */
  id?: string;
  label: ReactNode;
  /** Help text under the control, linked with aria-describedby. */
  hint?: ReactNode;
  /** Error message: shown in red under the control, announced, and marks it aria-invalid. */
  error?: ReactNode;
  className?: string;
  /** Exactly one control element (Input, Textarea, SelectTrigger, Checkbox...). */
  children: ReactElement;
};

export function FormField({ id, label, hint, error, className, children }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ');

  // content-start: beside a taller field in a grid row (one with a hint), the label and the
  // control stay at the top instead of spreading over the row's height.
  return (
    <div data-slot="form-field" className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={controlId} className={cn(hasError && 'text-destructive')}>
        {label}
      </Label>
      <Slot
        id={controlId}
        aria-describedby={describedBy || undefined}
        aria-invalid={hasError || undefined}
      >
        {children}
      </Slot>
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {hasError && <FormError id={errorId} message={error} />}
    </div>
  );
}
