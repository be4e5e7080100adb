import { useState } from 'react';
import type { BotAccessEntry, CompanySettings } from '@core/api/company-settings.js';
import { ASSISTANT_ENTRIES, type AssistantId } from '@core/assistants/ids.js';
import { Button } from '../../../components/ui/button.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import { Label } from '../../../components/ui/label.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { Switch } from '../../../components/ui/switch.js';
import { errorText } from '../../../lib/api.js';
import { toast } from '../../../lib/use-toast.js';
import { useBotAccessList, useSaveBotAccess } from '../api/bot-access.js';
import { CustomizeDialog } from './customize-dialog.js';
import { SaveBar, useSaveState } from './save-state.js';

interface Props {
  settings: CompanySettings;
  routeCompanyId: string | undefined;
}

/** A switch per assistant, saved in bulk, and each assistant's Customise dialog. */
export function AssistantAccessCard({ settings, routeCompanyId }: Props) {
  const list = useBotAccessList(settings.companyId);
  const [customizing, setCustomizing] = useState<AssistantId | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Assistant Access</h2>
        </CardTitle>
        <CardDescription>
          Choose the assistants this company&apos;s users may use, and customise their descriptions,
          examples and options. A green dot marks a customised assistant.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {list.isLoading && <Spinner label="Loading assistant access" />}
        {list.error && (
          <p role="alert" className="text-sm text-destructive">
            {errorText(
              list.error,
              'Failed to load company settings. Please try refreshing the page.',
            )}
          </p>
        )}
        {list.data && (
          <AccessList
            companyId={settings.companyId}
            saved={list.data}
            customization={settings.assistantCustomization}
            onCustomize={setCustomizing}
          />
        )}
      </CardContent>
      <CustomizeDialog
        assistant={customizing}
        settings={settings}
        routeCompanyId={routeCompanyId}
        onClose={() => setCustomizing(null)}
      />
    </Card>
  );
}

interface ListProps {
  companyId: string;
  /** What the server has; the switches start from it. */
  saved: BotAccessEntry[];
  customization: CompanySettings['assistantCustomization'];
  onCustomize: (id: AssistantId) => void;
}

function AccessList({ companyId, saved, customization, onCustomize }: ListProps) {
  const [access, setAccess] = useState(saved);
  const save = useSaveBotAccess();
  const changed = access.some(
    (entry) => saved.find((s) => s.botType === entry.botType)?.enabled !== entry.enabled,
  );
  const status = useSaveState('assistants', changed, save.isPending);

  const toggle = (botType: AssistantId, enabled: boolean) =>
    setAccess((current) => current.map((e) => (e.botType === botType ? { ...e, enabled } : e)));

  const submit = () =>
    save.mutate(
      { companyId, botAccess: access },
      {
        onSuccess: () => {
          status.markSaved();
          toast({ title: 'Bot access updated', variant: 'success' });
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorText(error, 'Failed to save bot access settings'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <div className="grid gap-4">
      <ul className="divide-y rounded-md border" aria-label="Assistants">
        {access.map(({ botType, enabled }) => {
          const name = ASSISTANT_ENTRIES[botType].displayName;
          const id = `bot-access-${botType}`;
          const customised = Object.keys(customization[botType] ?? {}).length > 0;
          return (
            <li key={botType} className="flex items-center gap-3 px-3 py-2">
              <Switch
                id={id}
                checked={enabled}
                onCheckedChange={(checked) => toggle(botType, checked)}
              />
              <Label htmlFor={id} className="flex-1">
                {name}
                {customised && (
                  <span
                    role="img"
                    aria-label="Customised"
                    title="Customised"
                    className="size-2 rounded-full bg-green-600"
                    data-testid={`customised-${botType}`}
                  />
                )}
              </Label>
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={`Customise ${name}`}
                onClick={() => onCustomize(botType)}
              >
                Customise
              </Button>
            </li>
          );
        })}
      </ul>
      <SaveBar state={status.state}>
        <Button type="button" onClick={submit} disabled={save.isPending}>
          Save Bot Access
        </Button>
      </SaveBar>
    </div>
  );
}
