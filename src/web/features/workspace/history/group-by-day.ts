import type { HistoryItem } from '@core/api/history.js';
import { formatHistoryDay } from '@core/formatting/dates.js';

export interface HistoryDay {
  /** "MMMM d, yyyy" in the browser's time zone. */
  heading: string;
  items: HistoryItem[];
}

/** Groups items (already newest first) by their local calendar day, keeping the order. */
export function groupByDay(items: HistoryItem[]): HistoryDay[] {
  const days: HistoryDay[] = [];
  for (const item of items) {
    const heading = formatHistoryDay(item.createdAt);
    const current = days.at(-1);
    if (current && current.heading === heading) current.items.push(item);
    else days.push({ heading, items: [item] });
  }
  return days;
}
