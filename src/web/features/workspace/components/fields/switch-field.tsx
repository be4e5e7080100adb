import type { BooleanField } from '@core/assistants/types.js';
import { Switch } from '@web/components/ui/switch.js';
import { BooleanFieldControl } from './boolean-field.js';
import type { FieldControlProps } from './field-props.js';

/** A single switch with its label beside it (loaded with the forms that have one). */
export function SwitchFieldControl(props: FieldControlProps<BooleanField>) {
  return <BooleanFieldControl {...props} toggle={Switch} />;
}
