import { CircleHelp, Clock, Gift, Mail } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { SubjectLineIcon, SubjectLineSuggestion } from '@core/formatting/newsletter.js';
import { CopyButton } from './copy-button.js';
import { ExtraPanel } from './extra-panel.js';

/** Icons by keyword (docs/product.md#formatting): urgency/time, curiosity/question, benefit/value, mail. */
const ICONS: Record<SubjectLineIcon, { icon: LucideIcon; label: string; className: string }> = {
  urgency: { icon: Clock, label: 'Urgency', className: 'text-amber-700' },
  curiosity: { icon: CircleHelp, label: 'Curiosity', className: 'text-violet-700' },
  benefit: { icon: Gift, label: 'Benefit', className: 'text-success' },
  mail: { icon: Mail, label: 'General', className: 'text-primary' },
};

/** The newsletter's subject-line suggestions, each with its rationale and a copy button. */
export function SubjectLines({ items }: { items: readonly SubjectLineSuggestion[] }) {
  return (
    <ExtraPanel title="Subject Lines" icon={<Mail className="size-4" aria-hidden="true" />}>
      <ol className="space-y-3">
        {items.map((item, index) => {
          const { icon: Icon, label, className } = ICONS[item.icon];
          return (
            <li
              key={`${index}-${item.subject}`}
              data-testid="subject-line"
              data-icon={item.icon}
              className="flex items-start gap-3 rounded-md border bg-background p-3"
            >
              <Icon
                className={`mt-0.5 size-4 shrink-0 ${className}`}
                role="img"
                aria-label={label}
              />
              <div className="min-w-0 flex-1 space-y-1">
                <p className="text-sm font-medium break-words">{item.subject}</p>
                {item.rationale && (
                  <p className="text-xs text-muted-foreground">{item.rationale}</p>
                )}
              </div>
              <CopyButton
                text={item.subject}
                label={`Subject Line ${index + 1}`}
                iconOnly
                className="size-8"
              />
            </li>
          );
        })}
      </ol>
    </ExtraPanel>
  );
}
