import { CheckCircle2, XCircle } from 'lucide-react';
import type { ModelConnectionTestResult } from '@core/api/model-connection.js';

/** How many of the endpoint's models are named here (all are offered in the Model field). */
const MODELS_NAMED = 8;

const seconds = (ms: number) =>
  ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;

/**
 * What "Test connection" found: the model's answer and how long it took, the endpoint's models,
 * or what went wrong, in the server's plain words.
 */
export function ModelConnectionTestResultView({ result }: { result: ModelConnectionTestResult }) {
  const Icon = result.ok ? CheckCircle2 : XCircle;
  const models = result.models ?? [];
  return (
    <div
      className="grid gap-2 rounded-md border bg-muted/40 p-3 text-sm"
      data-testid="model-connection-test-result"
    >
      <p
        className={`flex items-start gap-2 font-medium ${result.ok ? 'text-success' : 'text-destructive'}`}
      >
        <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span className="min-w-0 break-words">
          {result.message}
          {/* The server's words name the time when it answered; said here when they do not. */}
          {result.latencyMs !== null && !result.message.includes(String(result.latencyMs)) && (
            <span className="font-normal text-muted-foreground">
              {' '}
              (took {seconds(result.latencyMs)})
            </span>
          )}
        </span>
      </p>
      {result.answer && (
        <figure className="grid gap-1">
          <figcaption className="text-muted-foreground">The model answered:</figcaption>
          <blockquote className="border-l-2 pl-3 break-words whitespace-pre-wrap">
            {result.answer}
          </blockquote>
        </figure>
      )}
      {models.length > 0 && (
        <p className="break-words text-muted-foreground">
          {models.length === 1 ? '1 model found' : `${models.length} models found`}:{' '}
          {models.slice(0, MODELS_NAMED).join(', ')}
          {models.length > MODELS_NAMED && ', …'} (offered in the Model field)
        </p>
      )}
    </div>
  );
}
