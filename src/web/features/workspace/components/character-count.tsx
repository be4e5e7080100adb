import { TriangleAlert } from 'lucide-react';
import { ASSISTANT_ENTRIES, type AssistantId } from '@core/assistants/ids.js';
import { cn } from '../../../lib/cn.js';
import { characterCount } from '../lib/platform-limits.js';

const number = new Intl.NumberFormat('en-US');

/** A social post's length against its platform's limit, with a warning above it. */
export function CharacterCount({
  assistantType,
  text,
}: {
  assistantType: AssistantId;
  text: string;
}) {
  const rule = ASSISTANT_ENTRIES[assistantType].characterLimit;
  if (!rule) return null;
  const count = characterCount(text);
  const over = count > rule.limit;
  return (
    <p
      data-testid="character-count"
      className={cn(
        'flex items-center gap-1.5 text-xs',
        over ? 'font-medium text-destructive' : 'text-muted-foreground',
      )}
    >
      {over && <TriangleAlert className="size-3.5" aria-hidden="true" />}
      {number.format(count)} / {number.format(rule.limit)} characters
      {over && ` — over ${rule.platform}'s limit by ${number.format(count - rule.limit)}`}
    </p>
  );
}
