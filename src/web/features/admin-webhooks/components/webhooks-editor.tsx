import { useState } from 'react';
import type { AssistantHealth } from '../../../../core/api/automation-health.js';
import { ASSISTANT_IDS, type AssistantId } from '../../../../core/assistants/ids.js';
import { errorText } from '../../../lib/api.js';
import type { WebhookScope } from '../../../lib/webhook-settings.js';
import { testWebhook } from '../api/webhooks.js';
import type { WebhookForm } from '../use-webhook-form.js';
import { WebhookRow, type TestState } from './webhook-row.js';

interface WebhooksEditorProps {
  form: WebhookForm;
  scope: WebhookScope;
  emptyHint: string;
  /** Each assistant's automation health, once loaded (the company page). */
  health?: Map<string, AssistantHealth>;
}

/** All eleven assistants' rows, each with its own Test action. */
export function WebhooksEditor({ form, scope, emptyHint, health }: WebhooksEditorProps) {
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
          emptyHint={emptyHint}
          test={tests[id]}
          health={health ? { data: health.get(id) } : undefined}
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
