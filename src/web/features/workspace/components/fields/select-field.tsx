import { useController } from 'react-hook-form';
import type { ChoiceField } from '@core/assistants/types.js';
import { FormField } from '@web/components/ui/form-field.js';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/lazy-select.js';
import { FieldLabel } from './field-label.js';
import type { FieldControlProps } from './field-props.js';

/** A drop-down list of the (possibly customised) options. */
export function SelectFieldControl({
  field,
  control,
  id,
  options,
}: FieldControlProps<ChoiceField>) {
  const { field: input, fieldState } = useController({ name: field.name, control });
  const value = typeof input.value === 'string' ? input.value : '';
  const chosen = options.find((option) => option.value === value);
  return (
    <Select
      name={input.name}
      value={value}
      onValueChange={(next) => {
        // Radix reports '' when its hidden native select resets; that is no choice of the user.
        if (next !== '') input.onChange(next);
      }}
      onOpenChange={(open) => {
        if (!open) input.onBlur();
      }}
    >
      <FormField
        id={id}
        label={<FieldLabel field={field} />}
        hint={field.hint}
        error={fieldState.error?.message}
      >
        <SelectTrigger ref={input.ref} aria-required={field.required || undefined}>
          <SelectValue placeholder={field.placeholder ?? 'Select an option'}>
            {chosen?.label}
          </SelectValue>
        </SelectTrigger>
      </FormField>
      <SelectContent deferItems>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
