import type { ReactNode } from 'react';
import { UnsavedChangesNotice } from './unsaved-changes-notice.js';

/** Stays in view under the long list: the unsaved-changes notice and the save button. */
export function SaveBar({ dirty, children }: { dirty: boolean; children: ReactNode }) {
  return (
    <div className="sticky bottom-4 z-10 flex flex-col gap-3 rounded-lg border bg-background/95 p-3 shadow-sm backdrop-blur sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">{dirty && <UnsavedChangesNotice />}</div>
      <div className="flex justify-end gap-2">{children}</div>
    </div>
  );
}
