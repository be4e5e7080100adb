import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  API_SCOPE_LABELS,
  API_SCOPES,
  createApiTokenSchema,
  DEFAULT_API_TOKEN_DAYS,
  type CreatedApiToken,
} from '@core/api/api-tokens.js';
import { Button } from '../../../components/ui/button.js';
import { Checkbox } from '../../../components/ui/checkbox.js';
import { FormError } from '../../../components/ui/form-error.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import { Label } from '../../../components/ui/label.js';
import { selectTriggerClass } from '../../../components/ui/select-trigger-class.js';
import { errorText } from '../../../lib/api.js';
import { toast } from '../../../lib/use-toast.js';
import { useCreateApiToken } from '../api-tokens-api.js';

const EXPIRY_CHOICES = [7, 30, 90, 180, 365];

type FormInput = z.input<typeof createApiTokenSchema>;
type FormOutput = z.output<typeof createApiTokenSchema>;

/** Name, scopes and lifetime of a new token; `onCreated` gets the token, shown once. */
export function NewTokenForm({ onCreated }: { onCreated: (made: CreatedApiToken) => void }) {
  const create = useCreateApiToken();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createApiTokenSchema),
    defaultValues: { name: '', scopes: [], expiresInDays: DEFAULT_API_TOKEN_DAYS },
  });
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (made) => {
        form.reset();
        onCreated(made);
      },
      onError: (error) =>
        toast({
          title: 'Token not created',
          description: errorText(error, 'Please try again.'),
          variant: 'destructive',
        }),
    }),
  );
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="New API token">
      <FormField
        label="Name"
        hint="What the token is for, e.g. “CRM follow-ups”."
        error={errors.name?.message}
      >
        <Input maxLength={80} autoComplete="off" {...form.register('name')} />
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Scopes</legend>
        <Controller
          control={form.control}
          name="scopes"
          render={({ field }) => (
            <div className="grid gap-2 sm:grid-cols-2">
              {API_SCOPES.map((scope) => {
                const id = `scope-${scope.replace(':', '-')}`;
                const checked = field.value?.includes(scope) ?? false;
                return (
                  <div key={scope} className="flex items-center gap-2">
                    <Checkbox
                      id={id}
                      checked={checked}
                      onCheckedChange={(on) =>
                        field.onChange(
                          on
                            ? [...(field.value ?? []), scope]
                            : (field.value ?? []).filter((s) => s !== scope),
                        )
                      }
                    />
                    <Label htmlFor={id} className="font-normal">
                      {API_SCOPE_LABELS[scope]}{' '}
                      <span className="text-muted-foreground">({scope})</span>
                    </Label>
                  </div>
                );
              })}
            </div>
          )}
        />
        <FormError message={errors.scopes?.message} />
      </fieldset>
      <FormField label="Expires after" className="max-w-xs" error={errors.expiresInDays?.message}>
        <select
          className={selectTriggerClass()}
          {...form.register('expiresInDays', { valueAsNumber: true })}
        >
          {EXPIRY_CHOICES.map((days) => (
            <option key={days} value={days}>
              {days} days
            </option>
          ))}
        </select>
      </FormField>
      <div>
        <Button type="submit" disabled={create.isPending}>
          Create token
        </Button>
      </div>
    </form>
  );
}
