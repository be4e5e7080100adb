import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import {
  LEADS_NEED_AUTOMATION,
  RUNS_ON,
  type ModelConnection,
  type RunsOn,
} from '@core/api/model-connection.js';
import { ASSISTANT_ENTRIES, producesLeads, type AssistantId } from '@core/assistants/ids.js';
import { connectionName } from '../../../components/model-connection/form-values.js';
import { Label } from '../../../components/ui/label.js';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group.js';
import { cn } from '../../../lib/cn.js';
import type { RunsOnChoices } from '../use-runs-on.js';

const WAY_LABELS: Record<RunsOn, string> = { model: 'Model', automation: 'Automation' };

interface RunsOnFieldProps {
  id: AssistantId;
  value: RunsOn;
  onChange: (way: RunsOn) => void;
  /** The connection that applies to the company: null when none does, undefined while unknown. */
  model: ModelConnection | null | undefined;
  /** Where the company's model connection is set (Company Settings, Model). */
  connectionHref: string;
}

/**
 * Whether an assistant runs on the company's model or on its automation (its webhook): two
 * radio buttons drawn as one segmented control. "Model" is off for the assistants that need
 * their automation (the Lead Generator) and while no model is connected.
 */
function RunsOnField({ id, value, onChange, model, connectionHref }: RunsOnFieldProps) {
  const name = ASSISTANT_ENTRIES[id].displayName;
  const noteId = useId();
  const needsAutomation = producesLeads(id);
  const modelOff = needsAutomation || !model;
  let note: ReactNode = null;
  if (needsAutomation) note = LEADS_NEED_AUTOMATION;
  else if (model === null) {
    note = (
      <>
        No model is connected.{' '}
        <Link href={connectionHref} className="font-medium text-primary underline">
          Connect one in Model Connection
        </Link>{' '}
        to run it on a model.
      </>
    );
  } else if (model) {
    note = `Model: ${connectionName(model)}${model.source === 'company' ? '' : " (the platform's)"}`;
  }
  return (
    <div
      className="flex flex-col gap-2 text-sm sm:flex-row sm:items-center sm:gap-3"
      data-testid={`runs-on-${id}`}
    >
      <span aria-hidden className="shrink-0 font-medium">
        Runs on
      </span>
      <RadioGroup
        aria-label={`${name} runs on`}
        aria-describedby={note ? noteId : undefined}
        orientation="horizontal"
        value={value}
        onValueChange={(next) => {
          if (next === 'model' || next === 'automation') onChange(next);
        }}
        className="inline-flex w-fit shrink-0 gap-0.5 rounded-md border bg-muted/40 p-0.5"
      >
        {RUNS_ON.map((way) => {
          const itemId = `runs-on-${id}-${way}`;
          const disabled = way === 'model' && modelOff;
          return (
            <div
              key={way}
              className={cn(
                'flex items-center gap-2 rounded px-3 py-1',
                value === way && 'bg-background shadow-xs',
              )}
            >
              <RadioGroupItem id={itemId} value={way} disabled={disabled} />
              <Label
                htmlFor={itemId}
                className={cn('cursor-pointer', disabled && 'cursor-not-allowed opacity-60')}
              >
                {WAY_LABELS[way]}
              </Label>
            </div>
          );
        })}
      </RadioGroup>
      {note && (
        <p id={noteId} className="min-w-0 text-muted-foreground">
          {note}
        </p>
      )}
    </div>
  );
}

/** Each row's "Runs on" control for a company's page, once its stored choices are known. */
export function runsOnFields(choices: RunsOnChoices, connectionHref: string) {
  if (!choices.shown) return undefined;
  return (id: AssistantId) => (
    <RunsOnField
      id={id}
      value={choices.valueOf(id)}
      onChange={(way) => choices.change(id, way)}
      model={choices.model}
      connectionHref={connectionHref}
    />
  );
}
