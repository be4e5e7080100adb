import {
  optionListJson,
  type CustomizationKeyInfo,
} from '../../../../core/assistants/catalogue.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import { Textarea } from '../../../components/ui/textarea.js';

interface Props {
  info: CustomizationKeyInfo;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** One key of the Customise dialog: a description, an example text or an option list. */
export function CustomizationKeyField({ info, value, error, onChange }: Props) {
  if (info.kind === 'options') {
    const defaults = info.defaultOptions ? optionListJson(info.defaultOptions) : '';
    return (
      <FormField
        label={info.label}
        error={error}
        hint={
          <>
            Empty uses the defaults:{' '}
            <code className="break-all font-mono text-xs">{defaults.replace(/\s+/g, ' ')}</code>
          </>
        }
      >
        <Textarea
          rows={4}
          spellCheck={false}
          className="font-mono text-xs"
          placeholder={defaults}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </FormField>
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
