import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from './ui/card.js';

/** One figure with its label and a short note (reports, operator dashboard). */
export function StatCard({
  label,
  value,
  note,
  icon: Icon,
  headingLevel: Heading = 'h2',
}: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  icon: LucideIcon;
  /** The label's heading level where the card sits (h3 under a tab's own h2). */
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <Card className="gap-2 py-4">
      <CardContent className="space-y-1 px-4">
        <div className="flex items-center justify-between gap-2">
          <Heading className="text-sm font-medium text-muted-foreground">{label}</Heading>
          <Icon className="h-4 w-4 text-muted-foreground" aria-hidden />
        </div>
        <p className="text-2xl font-bold" data-testid={`stat-${label}`}>
          {value}
        </p>
        {note && <p className="text-xs text-muted-foreground">{note}</p>}
      </CardContent>
    </Card>
  );
}
