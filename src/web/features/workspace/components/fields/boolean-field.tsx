import { useController, type RefCallBack } from 'react-hook-form';
import type { ComponentProps, ComponentType } from 'react';
import type { BooleanField } from '@core/assistants/types.js';
import { Checkbox } from '@web/components/ui/checkbox.js';
import { Label } from '@web/components/ui/label.js';
import { FormError } from '@web/components/ui/form-error.js';
import { FieldLabel } from './field-label.js';
import type { FieldControlProps } from './field-props.js';

/** What a boolean field's control gets: a checkbox's or a switch's props. */
type ToggleProps = Pick<ComponentProps<typeof Checkbox>, 'id' | 'name' | 'onBlur'> & {
  ref: RefCallBack;
  checked: boolean;
  onCheckedChange: (checked: boolean | 'indeterminate') => void;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
};

/**
 * A single checkbox, or a switch (`switch-field.tsx` gives its `toggle`, loaded with the forms
 * that have one), with its label beside it.
 */
export function BooleanFieldControl({
  field,
  control,
  id,
  toggle: Toggle = Checkbox,
}: FieldControlProps<BooleanField> & { toggle?: ComponentType<ToggleProps> }) {
  const { field: input, fieldState } = useController({ name: field.name, control });
  const error = fieldState.error?.message;
  const describedBy = [field.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
  const shared = {
    id,
    ref: input.ref,
    name: input.name,
    checked: input.value === true,
    onCheckedChange: (checked: boolean | 'indeterminate') => input.onChange(checked === true),
    onBlur: input.onBlur,
    'aria-describedby': describedBy.join(' ') || undefined,
    'aria-invalid': error ? true : undefined,
  };
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center gap-3">
        <Toggle {...shared} />
        <Label htmlFor={id} className="leading-snug">
          <FieldLabel field={field} />
        </Label>
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
