import type { CustomizationKeyInfo } from '@core/assistants/form-helpers.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import { Textarea } from '../../../components/ui/textarea.js';
import { OptionListEditor } from './option-list-editor.js';

interface Props {
  info: CustomizationKeyInfo;
  value: string;
  error?: string;
  /** A new text; for option lists also why its rows cannot be saved (null when they can). */
  onChange: (value: string, rowProblem?: string | null) => void;
}

/** One key of the Customise dialog: a description, an example text or an option list. */
export function CustomizationKeyField({ info, value, error, onChange }: Props) {
  if (info.kind === 'options') {
    return (
      <OptionListEditor
        label={info.label}
        value={value}
        defaults={info.defaultOptions ?? []}
        error={error}
        onChange={onChange}
      />
    );
  }
  const hint = info.defaultText ? `Default: ${info.defaultText}` : undefined;
  return (
    <FormField label={info.label} hint={hint}>
      {info.kind === 'description' ? (
        <Textarea
          rows={2}
          placeholder={info.defaultText}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <Input
          placeholder={info.defaultText}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}
