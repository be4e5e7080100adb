import { Unplug } from 'lucide-react';
import { Link } from 'wouter';
import { ASSISTANT_ENTRIES, type AssistantId } from '@core/assistants/ids.js';
import { useAuth } from '../../../lib/auth.js';
import { useWebhookSettingsPath } from './webhook-settings-path.js';

/**
 * Shown in the results panel when a generation was refused because the assistant has no
 * automation yet: what it means, and for admins where to set it.
 */
export function NoWebhookNotice({ assistantType }: { assistantType: AssistantId }) {
  const { user } = useAuth();
  const settingsPath = useWebhookSettingsPath();
  const name = ASSISTANT_ENTRIES[assistantType].displayName;
  return (
    <div
      className="flex flex-col items-center gap-3 px-4 py-12 text-center"
      data-testid="no-webhook-notice"
    >
      <Unplug className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">{name} has no automation yet</p>
      <p className="max-w-md text-sm text-muted-foreground">
        Nothing was generated: this assistant needs a webhook (an n8n, Make or Zapier automation)
        before it can write anything.{' '}
        {user?.isAdmin
          ? 'Set its webhook URL in the webhook settings.'
          : 'Ask your administrator to set its webhook URL.'}
      </p>
      {user?.isAdmin && (
        <Link
          href={settingsPath}
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Open Webhook Settings
        </Link>
      )}
    </div>
  );
}
