import { format } from 'date-fns';
import { AlertTriangle, CheckCircle2, CircleDashed, XCircle } from 'lucide-react';
import type { AssistantHealth } from '@core/api/automation-health.js';
import { Badge, type BadgeProps } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import { HEALTH_DAYS } from '../api/automation-health.js';
import { HEALTH_LABELS, healthStatusOf, type HealthStatus } from '../health-status.js';

const LOOK: Record<HealthStatus, { variant: BadgeProps['variant']; Icon: typeof CheckCircle2 }> = {
  'no-runs': { variant: 'muted', Icon: CircleDashed },
  healthy: { variant: 'success', Icon: CheckCircle2 },
  'some-failures': { variant: 'warning', Icon: AlertTriangle },
  failing: { variant: 'destructive', Icon: XCircle },
};

const formatAt = (at: string) => {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : format(date, 'MMM d, h:mm a');
};

/**
 * An assistant's health over the last days (decision 049): a badge with its word, the counts,
 * and the last failure's message as plain text with a way to run the tester.
 */
export function AssistantHealthLine(props: {
  name: string;
  health: AssistantHealth | undefined;
  onTest: () => void;
  testing: boolean;
}) {
  const { name, health } = props;
  const status = healthStatusOf(health);
  const { variant, Icon } = LOOK[status];
  const runs = health?.runs ?? 0;
  return (
    <div className="space-y-1 text-sm" data-testid="assistant-health">
      <p className="flex flex-wrap items-center gap-2">
        <Badge variant={variant}>
          <Icon aria-hidden />
          <span className="sr-only">{name} health: </span>
          {HEALTH_LABELS[status]}
        </Badge>
        <span className="text-muted-foreground">
          {runs === 0
            ? `No runs in the last ${HEALTH_DAYS} days`
            : `${health!.failed} of ${runs} ${runs === 1 ? 'run' : 'runs'} failed in the last ${HEALTH_DAYS} days`}
          {health?.p50Ms != null && ` · typical ${(health.p50Ms / 1000).toFixed(1)} s`}
        </span>
      </p>
      {health?.lastFailure && (
        <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
          <p className="min-w-0 flex-1 break-words">
            <span className="font-medium">Last failure {formatAt(health.lastFailure.at)}: </span>
            <span data-testid="last-failure-message">{health.lastFailure.message}</span>
          </p>
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-auto p-0"
            onClick={props.onTest}
            disabled={props.testing}
          >
            Test the {name} webhook now
          </Button>
        </div>
      )}
    </div>
  );
}
