import { Check, X } from 'lucide-react';
import { checkPassword } from '@core/identity/password-rules.js';
import { cn } from '../lib/cn.js';

const COLORS = { Weak: 'bg-red-500', Fair: 'bg-yellow-500', Strong: 'bg-green-600' } as const;

/** Strength bar and the five rules (docs/product.md#passwords): 5 met Strong, 3-4 Fair, else Weak. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { results, met, strength } = checkPassword(password);
  return (
    <div className="space-y-2" aria-live="polite">
      <div className="flex items-center gap-2">
        <div className="h-2 flex-1 overflow-hidden rounded bg-muted">
          <div
            className={cn('h-full transition-all', COLORS[strength])}
            style={{ width: `${(met / 5) * 100}%` }}
          />
        </div>
        <span className="text-xs font-medium" data-testid="password-strength">
          {strength}
        </span>
      </div>
      <ul className="grid gap-1 text-xs">
        {results.map(({ rule, met: ok }) => (
          <li
            key={rule.id}
            className={cn(
              'flex items-center gap-1',
              ok ? 'text-green-700' : 'text-muted-foreground',
            )}
          >
            {ok ? <Check className="h-3 w-3" aria-hidden /> : <X className="h-3 w-3" aria-hidden />}
            {rule.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
