import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';

/** Above a result: "Stopped" when the generation was stopped, its actions, and Regenerate. */
export function ResultBar(props: {
  stopped: boolean;
  onRegenerate?: () => void;
  children?: ReactNode;
}) {
  if (!props.stopped && !props.onRegenerate && !props.children) return null;
  return (
    <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
      {props.stopped ? (
        <Badge variant="muted" data-testid="result-stopped">
          Stopped
        </Badge>
      ) : (
        <span />
      )}
      <div className="flex flex-wrap gap-1">
        {props.children}
        {props.onRegenerate && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            title="Write a new text from the same inputs (this one stays in your history)"
            onClick={props.onRegenerate}
          >
            <RotateCcw aria-hidden="true" />
            Regenerate
          </Button>
        )}
      </div>
    </div>
  );
}
