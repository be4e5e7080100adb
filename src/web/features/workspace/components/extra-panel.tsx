import type { ReactNode } from 'react';
import { CopyButton } from './copy-button.js';

/** A titled box under the generated content (SEO metadata, image prompt, subject lines). */
export function ExtraPanel({
  title,
  icon,
  children,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  const id = `panel-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-lg border bg-muted/40 p-4">
      <h3 id={id} className="flex items-center gap-2 text-sm font-semibold">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

/** One labelled value with its own copy button. */
export function CopyableValue({
  label,
  value,
  children,
}: {
  label: string;
  value: string;
  children?: ReactNode;
}) {
  return (
    <div className="space-y-1">
      <div className="flex items-center justify-between gap-2">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {label}
        </p>
        <CopyButton text={value} label={label} iconOnly className="size-8" />
      </div>
      {children ?? <p className="text-sm break-words">{value}</p>}
    </div>
  );
}
