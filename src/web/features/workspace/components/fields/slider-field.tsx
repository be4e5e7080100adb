import { useController } from 'react-hook-form';
import type { NumberField } from '@core/assistants/types.js';
import { FormField } from '@web/components/ui/form-field.js';
import { Input } from '@web/components/ui/input.js';
import { Slider } from '@web/components/ui/slider.js';
import { FormError } from '@web/components/ui/form-error.js';
import { FieldLabel } from './field-label.js';
import type { FieldControlProps } from './field-props.js';

const withUnit = (value: number, unit?: string) => (unit ? `${value} ${unit}` : String(value));

/** A range slider with its current value shown beside the label. */
export function SliderFieldControl({ field, control, id }: FieldControlProps<NumberField>) {
  const { field: input, fieldState } = useController({ name: field.name, control });
  const value = typeof input.value === 'number' ? input.value : field.min;
  const error = fieldState.error?.message;
  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <p id={`${id}-label`} className="flex items-center gap-2 text-sm leading-none font-medium">
          <FieldLabel field={field} />
        </p>
        <output
          className="rounded-md bg-muted px-2 py-0.5 text-sm font-medium tabular-nums"
          data-testid={`${field.name}-value`}
        >
          {withUnit(value, field.unit)}
        </output>
      </div>
      <Slider
        id={id}
        ref={input.ref}
        name={input.name}
        min={field.min}
        max={field.max}
        step={field.step}
        value={[value]}
        onValueChange={([next]) => input.onChange(next)}
        onValueCommit={() => input.onBlur()}
        aria-labelledby={`${id}-label`}
        aria-describedby={field.hint ? `${id}-hint` : undefined}
      />
      <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{withUnit(field.min, field.unit)}</span>
        <span>{withUnit(field.max, field.unit)}</span>
      </div>
      {field.hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {field.hint}
        </p>
      )}
      <FormError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A plain number input (for number fields that are not sliders). */
export function NumberFieldControl({
  field,
  control,
  id,
  placeholder,
}: FieldControlProps<NumberField>) {
  const { field: input, fieldState } = useController({ name: field.name, control });
  return (
    <FormField
      id={id}
      label={<FieldLabel field={field} />}
      hint={field.hint}
      error={fieldState.error?.message}
    >
      <Input
        ref={input.ref}
        name={input.name}
        type="number"
        min={field.min}
        max={field.max}
        step={field.step}
        value={typeof input.value === 'number' && Number.isFinite(input.value) ? input.value : ''}
        onChange={(e) => input.onChange(e.target.value === '' ? undefined : e.target.valueAsNumber)}
        onBlur={input.onBlur}
        placeholder={placeholder}
      />
    </FormField>
  );
}
