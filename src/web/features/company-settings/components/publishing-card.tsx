import { useId, useMemo } from 'react';
import { Controller } from 'react-hook-form';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import { FormError } from '../../../components/ui/form-error.js';
import { Label } from '../../../components/ui/label.js';
import { selectTriggerClass } from '../../../components/ui/select-trigger-class.js';
import { Switch } from '../../../components/ui/switch.js';
import type { SettingsForm } from './settings-form-types.js';

/** Every IANA time zone this browser knows, UTC first (the saved one kept if it is missing). */
function timeZones(current: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const list = ['UTC', ...known.filter((zone) => zone !== 'UTC')];
  return current && !list.includes(current) ? [current, ...list] : list;
}

/**
 * Publishing rules (docs/product.md#publishing): a text must be approved in its current version
 * before it is published, and the time zone in which publishing times are entered and shown.
 */
export function PublishingCard({ form }: { form: SettingsForm }) {
  const zoneId = useId();
  const current = form.watch('timeZone');
  const zones = useMemo(() => timeZones(current), [current]);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Publishing</h2>
        </CardTitle>
        <CardDescription>
          Who may publish what, and the time zone in which publishing times are entered and shown
          (the calendar, the Publish dialog).
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Controller
          control={form.control}
          name="requireApproval"
          render={({ field }) => (
            <div className="flex items-center gap-3">
              <Switch
                id="require-approval"
                checked={field.value ?? false}
                onCheckedChange={field.onChange}
              />
              <Label htmlFor="require-approval">Require approval before publishing</Label>
            </div>
          )}
        />
        <div className="grid max-w-sm gap-2">
          <Label htmlFor={zoneId}>Time zone</Label>
          <select
            id={zoneId}
            className={selectTriggerClass()}
            aria-invalid={form.formState.errors.timeZone ? true : undefined}
            {...form.register('timeZone')}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
          <FormError message={form.formState.errors.timeZone?.message} />
        </div>
      </CardContent>
    </Card>
  );
}
