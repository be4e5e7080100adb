import { useController } from 'react-hook-form';
import type { BooleanGroupField, CheckboxGroupField, GroupOption } from '@core/assistants/types.js';
import { Badge } from '@web/components/ui/badge.js';
import { Checkbox } from '@web/components/ui/checkbox.js';
import { Label } from '@web/components/ui/label.js';
import { cn } from '@web/lib/cn.js';
import { FormError } from '@web/components/ui/form-error.js';
import { FieldLabel } from './field-label.js';
import type { FieldControlProps } from './field-props.js';

interface GroupProps {
  id: string;
  field: CheckboxGroupField | BooleanGroupField;
  options: readonly GroupOption[];
  isChecked: (value: string) => boolean;
  onToggle: (value: string, checked: boolean) => void;
  onBlur: () => void;
  error?: string;
}

/** A labelled group of checkboxes; disabled choices show their note (e.g. 'Coming soon'). */
function CheckboxGroup({ id, field, options, isChecked, onToggle, onBlur, error }: GroupProps) {
  const describedBy = [field.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
  return (
    <div className="grid gap-2">
      <p id={`${id}-label`} className="flex items-center gap-2 text-sm leading-none font-medium">
        <FieldLabel field={field} />
      </p>
      {field.hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {field.hint}
        </p>
      )}
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy.join(' ') || undefined}
        className={cn('grid gap-2', !options.some((o) => o.note) && 'sm:grid-cols-2')}
      >
        {options.map((option) => (
          <div key={option.value} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-${option.value}`}
              checked={isChecked(option.value)}
              disabled={option.disabled}
              onCheckedChange={(checked) => onToggle(option.value, checked === true)}
              onBlur={onBlur}
              aria-invalid={error ? true : undefined}
            />
            <Label htmlFor={`${id}-${option.value}`} className="font-normal">
              {option.label}
            </Label>
            {option.note && <Badge variant="muted">{option.note}</Badge>}
          </div>
        ))}
      </div>
      <FormError id={`${id}-error`} message={error} />
    </div>
  );
}

/** Checkboxes holding an array of the checked values (platforms, data sources, ...). */
export function CheckboxGroupFieldControl({
  field,
  control,
  id,
  options,
}: FieldControlProps<CheckboxGroupField>) {
  const { field: input, fieldState } = useController({ name: field.name, control });
  const checked: string[] = Array.isArray(input.value) ? input.value.map(String) : [];
  return (
    <CheckboxGroup
      id={id}
      field={field}
      options={options}
      isChecked={(value) => checked.includes(value)}
      onToggle={(value, on) => {
        const rest = checked.filter((v) => v !== value);
        // Keep the list's order, whatever order the boxes were ticked in.
        const next = on
          ? options.map((o) => o.value).filter((v) => v === value || rest.includes(v))
          : rest;
        input.onChange(next);
      }}
      onBlur={input.onBlur}
      error={fieldState.error?.message}
    />
  );
}

/**
 * Checkboxes holding an object of booleans, one key per option (newsletter sections), plus the
 * field's `allKey` when it has one: true exactly when every box is ticked.
 */
export function BooleanGroupFieldControl({
  field,
  control,
  id,
  options,
}: FieldControlProps<BooleanGroupField>) {
  const { field: input, fieldState } = useController({ name: field.name, control });
  const flags =
    typeof input.value === 'object' && input.value !== null
      ? (input.value as Record<string, unknown>)
      : {};
  return (
    <CheckboxGroup
      id={id}
      field={field}
      options={options}
      isChecked={(value) => flags[value] === true}
      onToggle={(value, on) => {
        const next: Record<string, unknown> = { ...flags, [value]: on };
        if (field.allKey) next[field.allKey] = options.every((o) => next[o.value] === true);
        input.onChange(next);
      }}
      onBlur={input.onBlur}
      error={fieldState.error?.message}
    />
  );
}
