import type { WebhookSummary } from '@core/api/webhooks.js';
import { DEMO_AUTOMATION_HINT, DEMO_AUTOMATION_HOST } from '@core/demo-automation.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';

/**
 * One tab of the Webhook Settings dialog for a member who is not an admin: the server each
 * assistant sends its requests to and whether an API key is set. The full address is a
 * capability and stays with the admins (decision 017, "Webhooks").
 */
export function WebhookTabSummary(props: { id: string; label: string; value?: WebhookSummary }) {
  const { id, label, value } = props;
  const keyText = !value ? '' : value.apiKeySet ? 'A key is set.' : 'No key is set.';
  const demo = value?.webhookHost === DEMO_AUTOMATION_HOST ? ` ${DEMO_AUTOMATION_HINT}` : '';
  return (
    <div className="space-y-4 pt-2">
      <FormField
        id={`webhook-host-${id}`}
        label="Automation Webhook Host"
        hint={`The ${label} assistant sends its requests to this server. Only administrators see the full address.${demo}`}
      >
        <Input
          type="text"
          spellCheck={false}
          placeholder={value ? 'Not set' : ''}
          value={value?.webhookHost ?? ''}
          readOnly
        />
      </FormField>
      <div className="grid gap-2">
        <p className="text-sm font-medium leading-none">API Key</p>
        <p className="text-sm text-muted-foreground" data-testid={`webhook-key-status-${id}`}>
          {keyText}
        </p>
      </div>
    </div>
  );
}
