import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field.js';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.js';

interface SsoChoiceProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  label: string;
  options: readonly { value: string; label: string }[];
}

/** A choice of the single sign-on form, drawn with the app's select as every other one. */
export function SsoChoice<T extends FieldValues>({
  control,
  name,
  label,
  options,
}: SsoChoiceProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select value={field.value} onValueChange={field.onChange}>
          <FormField label={label}>
            <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
              <SelectValue />
            </SelectTrigger>
          </FormField>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    />
  );
}
