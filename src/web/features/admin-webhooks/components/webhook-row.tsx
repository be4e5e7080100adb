import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { WebhookEntry, WebhookTestResult } from '@core/api/webhooks.js';
import { DEMO_AUTOMATION_HINT, isDemoAutomationUrl } from '@core/demo-automation.js';
import { ASSISTANT_ENTRIES, type AssistantId } from '@core/assistants/ids.js';
import { ResponseModeField } from '../../../components/response-mode-field.js';
import { Button } from '../../../components/ui/button.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import type { AssistantHealth } from '@core/api/automation-health.js';
import { AssistantHealthLine } from './assistant-health.js';
import { WebhookTestResultView } from './webhook-test-result.js';

export interface TestState {
  pending: boolean;
  result?: WebhookTestResult;
  error?: string;
}

interface WebhookRowProps {
  id: AssistantId;
  value: WebhookEntry;
  error?: string;
  /** Hint under an empty URL (company pages: the platform default applies). */
  emptyHint: string;
  test?: TestState;
  /** The company page: how the assistant's automation ran (absent: not shown). */
  health?: { data: AssistantHealth | undefined };
  /** A company's page: whether the assistant runs on the model or this automation. */
  runsOn?: ReactNode;
  onChange: (patch: Partial<WebhookEntry>) => void;
  onBlurUrl: () => void;
  onTest: () => void;
}

/**
 * One assistant: webhook URL, optional API key, how the automation answers, and the Test action
 * with its result.
 */
export function WebhookRow(props: WebhookRowProps) {
  const { id, value, error, test } = props;
  const name = ASSISTANT_ENTRIES[id].displayName;
  const demo = isDemoAutomationUrl(value.webhookUrl);
  return (
    <section
      aria-labelledby={`row-${id}`}
      className="grid gap-3 border-b py-4 last:border-0 md:grid-cols-[10rem_1fr_12rem_13rem_auto] md:items-start"
      data-testid={`webhook-row-${id}`}
    >
      <h2 id={`row-${id}`} className="pt-1 font-semibold md:pt-8">
        {name}
      </h2>
      <FormField
        id={`url-${id}`}
        label={<span>Webhook URL</span>}
        hint={value.webhookUrl ? (demo ? DEMO_AUTOMATION_HINT : undefined) : props.emptyHint}
        error={error}
      >
        <Input
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          aria-label={`${name} Webhook URL`}
          placeholder="https://n8n.example.com/webhook/..."
          value={value.webhookUrl}
          onChange={(e) => props.onChange({ webhookUrl: e.target.value })}
          onBlur={props.onBlurUrl}
        />
      </FormField>
      <FormField id={`key-${id}`} label="API Key (Optional)">
        <Input
          type="password"
          autoComplete="new-password"
          aria-label={`${name} API Key (Optional)`}
          value={value.apiKey}
          onChange={(e) => props.onChange({ apiKey: e.target.value })}
        />
      </FormField>
      <ResponseModeField
        id={`mode-${id}`}
        ariaLabel={`${name} Response`}
        value={value.responseMode}
        onChange={(responseMode) => props.onChange({ responseMode })}
      />
      <div className="md:pt-6">
        <Button
          type="button"
          variant="outline"
          onClick={props.onTest}
          disabled={test?.pending}
          aria-label={`Test ${name} webhook`}
        >
          {test?.pending && <Loader2 className="animate-spin" aria-hidden />}
          Test
        </Button>
      </div>
      {props.runsOn && <div className="md:col-start-2 md:col-end-6">{props.runsOn}</div>}
      {props.health && (
        <div className="md:col-start-2 md:col-end-6">
          <AssistantHealthLine
            name={name}
            health={props.health.data}
            onTest={props.onTest}
            testing={test?.pending === true}
          />
        </div>
      )}
      {(test?.result || test?.error) && (
        <div className="md:col-start-2 md:col-end-6" aria-live="polite">
          {test.result && <WebhookTestResultView result={test.result} />}
          {test.error && <p className="text-sm text-destructive">{test.error}</p>}
        </div>
      )}
    </section>
  );
}
