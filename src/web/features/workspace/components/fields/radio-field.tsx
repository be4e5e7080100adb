import { useController } from 'react-hook-form';
import type { ChoiceField } from '@core/assistants/types.js';
import { Label } from '@web/components/ui/label.js';
import { RadioGroup, RadioGroupItem } from '@web/components/ui/radio-group.js';
import { FormError } from '@web/components/ui/form-error.js';
import { FieldLabel } from './field-label.js';
import type { FieldControlProps } from './field-props.js';

/** One choice out of a few, all visible. */
export function RadioFieldControl({ field, control, id, options }: FieldControlProps<ChoiceField>) {
  const { field: input, fieldState } = useController({ name: field.name, control });
  const error = fieldState.error?.message;
  const describedBy = [field.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
  return (
    <div className="grid gap-2">
      <p id={`${id}-label`} className="flex items-center gap-2 text-sm leading-none font-medium">
        <FieldLabel field={field} />
      </p>
      <RadioGroup
        ref={input.ref}
        name={input.name}
        value={typeof input.value === 'string' ? input.value : ''}
        onValueChange={input.onChange}
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy.join(' ') || undefined}
        aria-invalid={error ? true : undefined}
        className="grid gap-2 sm:grid-cols-2"
      >
        {options.map((option) => (
          <div key={option.value} className="flex items-center gap-2">
            <RadioGroupItem
              id={`${id}-${option.value}`}
              value={option.value}
              disabled={option.disabled}
            />
            <Label htmlFor={`${id}-${option.value}`} className="font-normal">
              {option.label}
            </Label>
          </div>
        ))}
      </RadioGroup>
      {field.hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {field.hint}
        </p>
      )}
      <FormError id={`${id}-error`} message={error} />
    </div>
  );
}
