import { ASSISTANT_ENTRIES, type AssistantId } from '@core/assistants/ids.js';
import { cn } from '../../../lib/cn.js';

/**
 * The grid of the form card and the results panel, for the page and for the server's first paint
 * of it (decision 030), so both stand in the same place.
 */
export function formGridClass(active: AssistantId): string {
  return cn(
    'grid items-start gap-6',
    // The lead table needs the page's whole width: results go below the form.
    ASSISTANT_ENTRIES[active].layout === 'results-below'
      ? '[&>*:first-child]:max-w-3xl'
      : 'xl:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]',
  );
}
