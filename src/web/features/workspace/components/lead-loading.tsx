import { Building2, MapPin, Target } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner.js';

const STEPS = [
  { icon: MapPin, text: 'Searching Google Maps for matching businesses' },
  { icon: Building2, text: 'Analyzing business profiles' },
  { icon: Target, text: 'Applying scoring criteria' },
];

/** The lead generator's loading view: a search can take up to a minute (docs/product.md#workspace). */
export function LeadLoading() {
  return (
    <div className="flex flex-col items-center gap-4 px-4 py-12 text-center" aria-live="polite">
      <Spinner label="Generating leads..." iconClassName="size-10" />
      <p className="text-lg font-semibold">Generating leads...</p>
      <p className="text-sm text-muted-foreground">This may take up to 60 seconds.</p>
      <ol className="w-full max-w-sm space-y-2 text-left">
        {STEPS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-3 rounded-md border bg-background p-3">
            <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <span className="text-sm">{text}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
