import { useController } from 'react-hook-form';
import type { TextField, TextareaField } from '@core/assistants/types.js';
import { FormField } from '@web/components/ui/form-field.js';
import { Input } from '@web/components/ui/input.js';
import { Textarea } from '@web/components/ui/textarea.js';
import { FieldLabel } from './field-label.js';
import type { FieldControlProps } from './field-props.js';

/** A one-line text or URL input. */
export function TextFieldControl({
  field,
  control,
  id,
  placeholder,
}: FieldControlProps<TextField>) {
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
        type={field.kind === 'url' ? 'url' : 'text'}
        inputMode={field.kind === 'url' ? 'url' : undefined}
        value={typeof input.value === 'string' ? input.value : ''}
        onChange={input.onChange}
        onBlur={input.onBlur}
        placeholder={placeholder}
        aria-required={field.required || undefined}
      />
    </FormField>
  );
}

/** A multi-line text box. */
export function TextareaFieldControl({
  field,
  control,
  id,
  placeholder,
}: FieldControlProps<TextareaField>) {
  const { field: input, fieldState } = useController({ name: field.name, control });
  return (
    <FormField
      id={id}
      label={<FieldLabel field={field} />}
      hint={field.hint}
      error={fieldState.error?.message}
    >
      <Textarea
        ref={input.ref}
        name={input.name}
        rows={field.rows}
        value={typeof input.value === 'string' ? input.value : ''}
        onChange={input.onChange}
        onBlur={input.onBlur}
        placeholder={placeholder}
        aria-required={field.required || undefined}
      />
    </FormField>
  );
}
