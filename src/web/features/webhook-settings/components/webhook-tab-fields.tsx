import type { WebhookEntry } from '@core/api/webhooks.js';
import { isAssistantId } from '@core/assistants/ids.js';
import { DEMO_AUTOMATION_HINT, isDemoAutomationUrl } from '@core/demo-automation.js';
import { N8nWorkflowLink } from '../../../components/n8n-workflow-link.js';
import { ResponseModeField } from '../../../components/response-mode-field.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';

interface WebhookTabFieldsProps {
  id: string;
  label: string;
  value: WebhookEntry;
  error?: string;
  readOnly: boolean;
  onChange: (patch: Partial<WebhookEntry>) => void;
  onBlurUrl: () => void;
}

/**
 * One tab of the Webhook Settings dialog: the webhook URL, the optional API key and how the
 * automation answers.
 */
export function WebhookTabFields(props: WebhookTabFieldsProps) {
  const { id, label, value, error, readOnly, onChange, onBlurUrl } = props;
  const demo = isDemoAutomationUrl(value.webhookUrl) ? ` ${DEMO_AUTOMATION_HINT}` : '';
  return (
    <div className="space-y-4 pt-2">
      <FormField
        id={`webhook-url-${id}`}
        label="Automation Webhook URL"
        hint={`The ${label} assistant sends its requests to this address. Leave it empty to use the default.${demo}`}
        error={error}
      >
        <Input
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://n8n.example.com/webhook/..."
          value={value.webhookUrl}
          readOnly={readOnly}
          onChange={(e) => onChange({ webhookUrl: e.target.value })}
          onBlur={onBlurUrl}
        />
      </FormField>
      <FormField
        id={`webhook-key-${id}`}
        label="API Key (Optional)"
        hint="Sent as the Authorization header. A saved key is shown masked; leave it as it is to keep it."
      >
        <Input
          type="password"
          autoComplete="new-password"
          value={value.apiKey}
          readOnly={readOnly}
          onChange={(e) => onChange({ apiKey: e.target.value })}
        />
      </FormField>
      <ResponseModeField
        id={`webhook-mode-${id}`}
        value={value.responseMode}
        disabled={readOnly}
        hint="How the automation gives its result: in its answer, or later by calling Copydesk back (Zapier, Make)."
        onChange={(responseMode) => onChange({ responseMode })}
      />
      {!readOnly && isAssistantId(id) && <N8nWorkflowLink assistantId={id} />}
    </div>
  );
}
