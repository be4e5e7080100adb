import type { HistoryItem } from '../../../../core/api/history.js';

export interface HistoryPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Load an item into the results panel (and its form data into the form). */
  onLoad: (item: HistoryItem) => void;
}

/** Placeholder until the history issue lands. */
export function HistoryPanel(_props: HistoryPanelProps) {
  return null;
}
