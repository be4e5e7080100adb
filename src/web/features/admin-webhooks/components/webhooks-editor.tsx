import { useState, type ReactNode } from 'react';
import type { AssistantHealth } from '@core/api/automation-health.js';
import { ASSISTANT_IDS, type AssistantId } from '@core/assistants/ids.js';
import { errorText } from '../../../lib/api.js';
import type { WebhookScope } from '../../../lib/webhook-settings.js';
import { testWebhook } from '../api/webhooks.js';
import type { WebhookForm } from '../use-webhook-form.js';
import { WebhookRow, type TestState } from './webhook-row.js';

interface WebhooksEditorProps {
  form: WebhookForm;
  scope: WebhookScope;
  /** The hint under an empty URL, the same for every row or per assistant. */
  emptyHint: string | ((id: AssistantId) => string);
  /** Each assistant's automation health, once loaded (the company page). */
  health?: Map<string, AssistantHealth>;
  /** A company's page: each assistant's "Runs on" control. */
  runsOn?: (id: AssistantId) => ReactNode;
}

/** All eleven assistants' rows, each with its own Test action. */
export function WebhooksEditor(props: WebhooksEditorProps) {
  const { form, scope, emptyHint, health, runsOn } = props;
  const [tests, setTests] = useState<Partial<Record<AssistantId, TestState>>>({});

  const runTest = (id: AssistantId) => {
    if (!form.checkUrl(id)) return;
    const { webhookUrl, apiKey } = form.values[id];
    const url = webhookUrl.trim();
    setTests((t) => ({ ...t, [id]: { pending: true } }));
    testWebhook({
      assistantType: id,
      ...(scope.kind === 'company' ? { companyId: scope.companyId } : {}),
      // An empty field tests the URL in effect (stored, or the platform default) and its key.
      ...(url ? { webhookUrl: url, apiKey } : {}),
    }).then(
      (result) => setTests((t) => ({ ...t, [id]: { pending: false, result } })),
      (err: unknown) =>
        setTests((t) => ({
          ...t,
          [id]: { pending: false, error: errorText(err, 'The webhook could not be tested') },
        })),
    );
  };

  return (
    <div>
      {ASSISTANT_IDS.map((id) => (
        <WebhookRow
          key={id}
          id={id}
          value={form.values[id]}
          error={form.errors[id]}
          emptyHint={typeof emptyHint === 'string' ? emptyHint : emptyHint(id)}
          test={tests[id]}
          health={health ? { data: health.get(id) } : undefined}
          runsOn={runsOn?.(id)}
          onChange={(patch) => {
            form.change(id, patch);
            setTests((t) => ({ ...t, [id]: undefined }));
          }}
          onBlurUrl={() => form.checkUrl(id)}
          onTest={() => runTest(id)}
        />
      ))}
    </div>
  );
}
