import { memo } from 'react';
import type { Control } from 'react-hook-form';
import type { FieldDescriptor, FormValues, GroupOption } from '@core/assistants/types.js';
import { BooleanFieldControl } from './fields/boolean-field.js';
import {
  BooleanGroupFieldControl,
  CheckboxGroupFieldControl,
} from './fields/checkbox-group-field.js';
import { SelectFieldControl } from './fields/select-field.js';
import { TextFieldControl, TextareaFieldControl } from './fields/text-field.js';
import {
  NumberFieldControl,
  RadioFieldControl,
  SliderFieldControl,
  SwitchFieldControl,
} from './field-controls.js';

interface FormFieldRendererProps {
  field: FieldDescriptor;
  control: Control<FormValues>;
  id: string;
  options: readonly GroupOption[];
  placeholder?: string;
}

/**
 * Renders one catalogue field descriptor with the control of its kind (sliders, radio groups and
 * switches loaded with the form, `field-controls.ts`). Memoised: each control
 * reads its value from the form itself, so a render of the whole form (react-hook-form renders
 * it again right after it mounts, synchronously, decision 027) does not render every field.
 */
export const FormFieldRenderer = memo(function FormFieldRenderer({
  field,
  ...rest
}: FormFieldRendererProps) {
  switch (field.kind) {
    case 'text':
    case 'url':
      return <TextFieldControl field={field} {...rest} />;
    case 'textarea':
      return <TextareaFieldControl field={field} {...rest} />;
    case 'select':
      return <SelectFieldControl field={field} {...rest} />;
    case 'radio':
      return <RadioFieldControl field={field} {...rest} />;
    case 'checkbox-group':
      return <CheckboxGroupFieldControl field={field} {...rest} />;
    case 'boolean-group':
      return <BooleanGroupFieldControl field={field} {...rest} />;
    case 'checkbox':
      return <BooleanFieldControl field={field} {...rest} />;
    case 'switch':
      return <SwitchFieldControl field={field} {...rest} />;
    case 'slider':
      return <SliderFieldControl field={field} {...rest} />;
    case 'number':
      return <NumberFieldControl field={field} {...rest} />;
  }
});
