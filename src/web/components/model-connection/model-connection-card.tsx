import { Info, Lock } from 'lucide-react';
import type { ModelConnection } from '@core/api/model-connection.js';
import { errorText } from '../../lib/api.js';
import {
  PLATFORM_MODEL,
  useModelConnection,
  type ModelConnectionScope,
} from '../../lib/model-connection.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card.js';
import { Spinner } from '../ui/spinner.js';
import { connectionName } from './form-values.js';
import {
  ModelConnectionEditor,
  type ModelConnectionEditorProps,
} from './model-connection-editor.js';

interface ModelConnectionCardProps {
  /** Whose connection: the admin's company, a given company, or the platform default. */
  scope: ModelConnectionScope;
  onStatus?: ModelConnectionEditorProps['onStatus'];
  onSaved?: ModelConnectionEditorProps['onSaved'];
}

const WORDS = {
  company: {
    title: 'Model Connection',
    description:
      'Connect a model directly, with no automation to build: any endpoint that speaks ' +
      "OpenAI's chat-completions API. Each assistant runs on the model or on its automation, " +
      'as chosen on the webhooks page.',
    removeWarning:
      'The address, model and API key are deleted. Assistants that run on the model then use ' +
      "the platform's model if there is one, and otherwise run on their automations again.",
  },
  platform: {
    title: 'Default Model Connection',
    description:
      'The model every company without a connection of its own uses for the assistants it runs ' +
      'on a model.',
    removeWarning:
      'The address, model and API key are deleted. Companies without a model of their own then ' +
      'have none: their assistants run on their automations again.',
  },
};

/**
 * A model connection (decision 058), the same card in three places: Company Settings (the
 * admin's company, or a given company for operator staff) and the operator's dashboard (the
 * platform default). A default set by the server's environment is shown, not edited.
 */
export function ModelConnectionCard({ scope, onStatus, onSaved }: ModelConnectionCardProps) {
  const platform = scope.owner === PLATFORM_MODEL;
  const words = platform ? WORDS.platform : WORDS.company;
  const query = useModelConnection(scope);
  const answer = query.data;
  const fixed = platform ? [answer?.own, answer?.effective].find((c) => c?.readOnly) : undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{words.title}</h2>
        </CardTitle>
        <CardDescription>{words.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {query.isLoading && <Spinner label="Loading the model connection" />}
        {query.error && (
          <p role="alert" className="text-sm text-destructive">
            {errorText(
              query.error,
              'Failed to load the model connection. Please refresh the page.',
            )}
          </p>
        )}
        {answer && fixed && <FromEnvironment connection={fixed} />}
        {answer && !fixed && (
          <>
            {!platform && !answer.own && <InheritedNote effective={answer.effective} />}
            <ModelConnectionEditor
              scope={scope}
              own={answer.own}
              removeWarning={words.removeWarning}
              onStatus={onStatus}
              onSaved={onSaved}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** A company without its own connection: the platform's applies, or none does. */
function InheritedNote({ effective }: { effective: ModelConnection | null }) {
  return (
    <p
      className="flex items-start gap-2 rounded-md border bg-muted/40 p-3 text-sm"
      data-testid="model-connection-inherited"
    >
      <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <span>
        {effective ? (
          <>
            <span className="font-medium">
              Using the platform&apos;s model: {connectionName(effective)}.
            </span>{' '}
            Set a connection of your own below to use another model or your own account.
          </>
        ) : (
          'No model is connected: every assistant runs on its automation until you connect one below.'
        )}
      </span>
    </p>
  );
}

/** The platform default from the server's environment (MODEL_API_KEY): what it is, no controls. */
function FromEnvironment({ connection }: { connection: ModelConnection }) {
  const facts: [string, string][] = [
    ['Provider', 'OpenAI-compatible (chat completions)'],
    ['Base URL', connection.baseUrl],
    ['Model', connection.model],
    ['Label', connection.label || '—'],
    ['API key', connection.apiKey || 'None'],
  ];
  return (
    <div className="grid gap-3" data-testid="model-connection-environment">
      <p className="flex items-center gap-2 text-sm font-medium">
        <Lock aria-hidden className="size-4 text-muted-foreground" />
        Set by the server&apos;s environment
      </p>
      <p className="text-sm text-muted-foreground">
        It changes with the server&apos;s MODEL_* variables, not here.
      </p>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="min-w-0 font-mono text-xs break-all sm:text-sm">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
