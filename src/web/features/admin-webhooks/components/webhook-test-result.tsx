import { CheckCircle2, AlertTriangle, XCircle } from 'lucide-react';
import type { WebhookTestResult } from '@core/api/webhooks.js';

/** The Test action's outcome, inline under the row: reachable, status, latency, understood. */
export function WebhookTestResultView({ result }: { result: WebhookTestResult }) {
  const good = result.reachable && result.understood;
  const Icon = good ? CheckCircle2 : result.reachable ? AlertTriangle : XCircle;
  const tone = good ? 'text-success' : 'text-destructive';
  const facts = [
    result.reachable ? 'Reachable' : 'Not reachable',
    result.status !== null ? `HTTP ${result.status}` : null,
    result.latencyMs !== null ? `${result.latencyMs} ms` : null,
    result.reachable ? (result.understood ? 'Response understood' : 'Response not usable') : null,
  ].filter(Boolean);
  return (
    <div className="space-y-1 text-sm" data-testid="webhook-test-result">
      <p className={`flex items-center gap-2 font-medium ${tone}`}>
        <Icon className="size-4" aria-hidden />
        {facts.join(' · ')}
      </p>
      <p className="break-all text-xs text-muted-foreground">Tested {result.url}</p>
      {result.problem && <p className="text-destructive">{result.problem}</p>}
    </div>
  );
}
