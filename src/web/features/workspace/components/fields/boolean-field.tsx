import { useController } from 'react-hook-form';
import type { BooleanField } from '../../../../../core/assistants/types.js';
import { Checkbox } from '../../../../components/ui/checkbox.js';
import { Label } from '../../../../components/ui/label.js';
import { Switch } from '../../../../components/ui/switch.js';
import { FormError } from '../../../../components/ui/form-error.js';
import { FieldLabel } from './field-label.js';
import type { FieldControlProps } from './field-props.js';

/** A single checkbox or switch with its label beside it. */
export function BooleanFieldControl({ field, control, id }: FieldControlProps<BooleanField>) {
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
        {field.kind === 'switch' ? <Switch {...shared} /> : <Checkbox {...shared} />}
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
