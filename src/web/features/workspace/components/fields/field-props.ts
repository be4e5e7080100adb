import type { Control } from 'react-hook-form';
import type { FieldDescriptor, FormValues, GroupOption } from '@core/assistants/types.js';

/** What every field control gets from the form renderer. */
export interface FieldControlProps<F extends FieldDescriptor = FieldDescriptor> {
  field: F;
  control: Control<FormValues>;
  /** Id of the control; labels, hints and errors derive theirs from it. */
  id: string;
  /** The option list after company customisation. */
  options: readonly GroupOption[];
  /** The company's example text, else the field's own placeholder. */
  placeholder?: string;
}
