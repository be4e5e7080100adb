import type { PublicationStatus } from '@core/api/publishing.js';

/** The calendar chips' colours: a left border and a tint per status. */
export const CHIP_CLASSES: Record<PublicationStatus, string> = {
  scheduled: 'border-l-primary bg-primary/10',
  publishing: 'border-l-warning bg-warning/15',
  published: 'border-l-success bg-success/10',
  failed: 'border-l-destructive bg-destructive/10',
  cancelled: 'border-l-muted-foreground bg-muted text-muted-foreground line-through',
};
