import { XCircle } from 'lucide-react';
import { Link } from 'wouter';
import { FAILING_AUTOMATIONS_HOURS, type FailingAutomation } from '@core/api/automation-health.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import { withCompany } from '../../../lib/api.js';
import { botName, formatDateTime } from '../format.js';

/**
 * The automations with the most failed runs across companies in the last day (decision 049),
 * worst first, each with its last failure's message as plain text and a link to the company's
 * webhooks.
 */
export function FailingAutomations({ automations }: { automations: FailingAutomation[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 id="failing-automations">Failing automations</h2>
        </CardTitle>
        <CardDescription>
          The ten automations with the most failed runs in the last {FAILING_AUTOMATIONS_HOURS}{' '}
          hours
        </CardDescription>
      </CardHeader>
      <CardContent>
        {automations.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No automation failed in the last {FAILING_AUTOMATIONS_HOURS} hours.
          </p>
        ) : (
          <ol aria-labelledby="failing-automations" className="divide-y">
            {automations.map((a) => (
              <li
                key={`${a.companyId}/${a.assistantType}`}
                className="grid gap-1 py-3 text-sm sm:grid-cols-[14rem_1fr]"
                data-testid="failing-automation"
              >
                <div className="min-w-0">
                  <p className="font-medium break-words">{a.companyName}</p>
                  <p className="flex items-center gap-1 text-muted-foreground">
                    <XCircle className="size-3.5 text-destructive" aria-hidden />
                    {botName(a.assistantType)}: {a.failures} of {a.runs}{' '}
                    {a.runs === 1 ? 'run' : 'runs'} failed
                  </p>
                </div>
                <div className="min-w-0 space-y-1">
                  <p className="break-words">{a.lastFailure.message}</p>
                  <p className="text-xs text-muted-foreground">
                    Last failure {formatDateTime(a.lastFailure.at)} ·{' '}
                    <Link
                      className="underline underline-offset-2"
                      href={withCompany(
                        `/admin/companies/${encodeURIComponent(a.companyId)}/webhooks`,
                      )}
                    >
                      Webhooks of {a.companyName}
                    </Link>
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
