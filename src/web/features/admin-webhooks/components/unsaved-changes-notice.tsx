import { AlertTriangle } from 'lucide-react';

/** Shown while the form differs from what is saved (docs/product.md#company-webhooks). */
export function UnsavedChangesNotice() {
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-md border border-warning bg-warning/15 px-3 py-2 text-sm"
    >
      <AlertTriangle className="size-4 shrink-0" aria-hidden />
      You have unsaved changes. Save them before leaving this page.
    </p>
  );
}
