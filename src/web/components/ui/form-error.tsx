import type { ReactNode } from 'react';

/** A validation or server message in red under a field or form; nothing when there is none. */
export function FormError({ id, message }: { id?: string; message?: ReactNode }) {
  if (message === undefined || message === null || message === false || message === '') {
    return null;
  }
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}
