import { AlertTriangle, RotateCcw } from 'lucide-react';
import { Link } from 'wouter';
import { ASSISTANT_ENTRIES, type AssistantId } from '@core/assistants/ids.js';
import { Button } from '../../../components/ui/button.js';
import { useAuth } from '../../../lib/auth.js';
import { useWebhookSettingsPath } from './webhook-settings-path.js';

/** A generation that failed, as the results panel keeps it until the next one. */
export interface PanelFailure {
  assistantType: AssistantId;
  /** The automation's (or the server's) own words. */
  message: string;
}

/**
 * A failed generation in the results panel (the toast disappears; this stays): what went
 * wrong, Try again with the same inputs, and who can fix it. Admins get the webhook settings,
 * where each assistant's automation can be tested; a member is told to ask an admin.
 */
export function FailureNotice(props: { failure: PanelFailure; onRetry: () => void }) {
  const { user } = useAuth();
  const settingsPath = useWebhookSettingsPath();
  const name = ASSISTANT_ENTRIES[props.failure.assistantType].displayName;
  return (
    <div
      className="flex flex-col items-center gap-3 px-4 py-12 text-center"
      role="alert"
      data-testid="failure-notice"
    >
      <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
      <p className="font-medium">The {name} generation failed</p>
      <p className="max-w-md text-sm break-words text-muted-foreground">
        {props.failure.message || 'Failed to generate content'}
      </p>
      <Button type="button" variant="outline" size="sm" onClick={props.onRetry}>
        <RotateCcw aria-hidden="true" />
        Try again
      </Button>
      {user?.isAdmin ? (
        <p className="max-w-md text-sm text-muted-foreground">
          If it fails again, check this assistant&apos;s automation:{' '}
          <Link
            href={settingsPath}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            open the webhook settings
          </Link>{' '}
          and use Test to see what it answers.
        </p>
      ) : (
        <p className="max-w-md text-sm text-muted-foreground">
          If it fails again, contact your company&apos;s admin: only an admin can change or test
          this assistant&apos;s automation.
        </p>
      )}
    </div>
  );
}
