import { RESPONSE_MODES, type ResponseMode } from '@core/api/webhooks.js';
import { FormField } from './ui/form-field.js';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select.js';

const RESPONSE_MODE_LABELS: Record<ResponseMode, string> = {
  response: 'In the response',
  callback: 'Sent back later (callback)',
};

interface ResponseModeFieldProps {
  id: string;
  value: ResponseMode | undefined;
  onChange: (value: ResponseMode) => void;
  /** The accessible name when several assistants' fields share a page ("Facebook Response"). */
  ariaLabel?: string;
  hint?: string;
  disabled?: boolean;
}

/**
 * How an assistant's automation gives its result: in the answer to the call (the default), or
 * later, by calling Copydesk back (Zapier, Make, automations behind short proxy time limits).
 */
export function ResponseModeField(props: ResponseModeFieldProps) {
  const { id, value, onChange, ariaLabel, hint, disabled } = props;
  return (
    <Select
      value={value ?? 'response'}
      disabled={disabled}
      onValueChange={(next) => {
        // Radix reports '' when its hidden native select resets; that is no choice of the user.
        if (next === 'response' || next === 'callback') onChange(next);
      }}
    >
      <FormField id={id} label="Response" hint={hint}>
        <SelectTrigger aria-label={ariaLabel}>
          <SelectValue />
        </SelectTrigger>
      </FormField>
      <SelectContent>
        {RESPONSE_MODES.map((mode) => (
          <SelectItem key={mode} value={mode}>
            {RESPONSE_MODE_LABELS[mode]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
