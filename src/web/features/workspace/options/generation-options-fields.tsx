import { LanguageOptions } from '../../../components/language-options.js';
import { Label } from '../../../components/ui/label.js';
import { selectTriggerClass } from '../../../components/ui/select-trigger-class.js';
import { Switch } from '../../../components/ui/switch.js';
import type { GenerationOptions } from './use-generation-options.js';

type FieldsProps = Pick<
  GenerationOptions,
  'assistantType' | 'language' | 'knowledgeOffered' | 'useKnowledge'
> &
  Partial<Pick<GenerationOptions, 'setLanguage' | 'setUseKnowledge'>>;

/**
 * The Language choice (every language by its own name) and, when the company has knowledge for
 * the assistant, the "Use company knowledge" switch: at the end of a text assistant's form,
 * above its submit button. A native select: the first view carries no list code for it.
 */
export function GenerationOptionsFields(props: FieldsProps) {
  const languageId = `${props.assistantType}-language`;
  const knowledgeId = `${props.assistantType}-use-knowledge`;
  return (
    <div className="grid gap-4" data-generation-options>
      <div className="grid gap-2">
        <Label htmlFor={languageId}>Language</Label>
        <select
          id={languageId}
          className={selectTriggerClass()}
          value={props.language}
          onChange={(event) => props.setLanguage?.(event.target.value)}
        >
          <LanguageOptions />
        </select>
      </div>
      {props.knowledgeOffered && (
        <div className="flex items-center gap-3">
          <Switch
            id={knowledgeId}
            checked={props.useKnowledge}
            onCheckedChange={(on) => props.setUseKnowledge?.(on)}
          />
          <Label htmlFor={knowledgeId}>Use company knowledge</Label>
        </div>
      )}
    </div>
  );
}
