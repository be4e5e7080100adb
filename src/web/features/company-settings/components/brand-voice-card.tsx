import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import {
  BRAND_EXAMPLE_TEXT_MAX,
  BRAND_EXAMPLES_MAX,
  BRAND_TEXT_MAX,
  BRAND_WORD_MAX,
  BRAND_WORDS_MAX,
  brandForAutomation,
  type BrandVoice,
} from '@core/api/brand-voice.js';
import { Button } from '../../../components/ui/button.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import { Textarea } from '../../../components/ui/textarea.js';
import { errorText } from '../../../lib/api.js';
import { LoadedCard } from './loaded-card.js';
import { toast } from '../../../lib/use-toast.js';
import { useBrandVoice, useSaveBrandVoice } from '../api/brand-voice.js';
import { BrandVoicePreview } from './brand-voice-preview.js';
import { SaveBar, useSaveState } from './save-state.js';

interface VoiceForm {
  description: string;
  audience: string;
  tone: string;
  /** One word or phrase a line (commas also separate). */
  wordsToUse: string;
  wordsToAvoid: string;
  examples: { title: string; text: string }[];
}

const splitWords = (text: string) =>
  text
    .split(/[\n,]/)
    .map((word) => word.trim())
    .filter(Boolean);

const toVoice = (values: VoiceForm): BrandVoice => ({
  description: values.description,
  audience: values.audience,
  tone: values.tone,
  wordsToUse: splitWords(values.wordsToUse),
  wordsToAvoid: splitWords(values.wordsToAvoid),
  examples: values.examples,
});

const toForm = (voice: BrandVoice): VoiceForm => ({
  description: voice.description ?? '',
  audience: voice.audience ?? '',
  tone: voice.tone ?? '',
  wordsToUse: (voice.wordsToUse ?? []).join('\n'),
  wordsToAvoid: (voice.wordsToAvoid ?? []).join('\n'),
  examples: voice.examples ?? [],
});

const tooLong = (max: number) => (value: string) =>
  value.trim().length <= max || `At most ${max.toLocaleString('en-US')} characters`;

const wordRules = (value: string) => {
  const words = splitWords(value);
  if (words.length > BRAND_WORDS_MAX) return `At most ${BRAND_WORDS_MAX} entries`;
  const long = words.find((word) => word.length > BRAND_WORD_MAX);
  return long ? `"${long.slice(0, 20)}…" is longer than ${BRAND_WORD_MAX} characters` : true;
};

/**
 * The company's brand voice: who it is, who it writes for, how it sounds, its words and examples.
 * Every generation, revision and rewrite sends it to the automation as `brand`; the card shows
 * exactly what will be sent.
 */
export function BrandVoiceCard(props: { companyId: string; companyName: string }) {
  const { companyId } = props;
  const voice = useBrandVoice(companyId);
  return (
    <LoadedCard
      title="Brand Voice"
      description="Describe how the company writes once: every assistant sends it to the automation with each generation, so nobody has to repeat the audience, tone or company facts in a form."
      query={voice}
      loading="Loading the brand voice"
      failed="Failed to load the brand voice. Please refresh the page."
    >
      {(saved) => <VoiceEditor {...props} saved={saved} />}
    </LoadedCard>
  );
}

interface EditorProps {
  companyId: string;
  companyName: string;
  saved: BrandVoice;
}

function VoiceEditor({ companyId, companyName, saved }: EditorProps) {
  const form = useForm<VoiceForm>({ defaultValues: toForm(saved), mode: 'onChange' });
  const save = useSaveBrandVoice(companyId);
  const { errors, isDirty } = form.formState;
  const status = useSaveState('brand-voice', isDirty, save.isPending);
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(toVoice(values), {
      onSuccess: (stored) => {
        form.reset(toForm(stored));
        status.markSaved();
        toast({ title: 'Brand voice saved' });
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Brand voice not saved',
          description: errorText(error, 'Please try again.'),
        }),
    }),
  );
  return (
    <form onSubmit={onSubmit} className="grid gap-4" aria-label="Brand voice">
      <FormField
        label="About the company"
        hint="What the company does, for whom, what sets it apart: facts the writing may use."
        error={errors.description?.message}
      >
        <Textarea
          rows={3}
          {...form.register('description', { validate: tooLong(BRAND_TEXT_MAX) })}
        />
      </FormField>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label="Audience" error={errors.audience?.message}>
          <Textarea
            rows={2}
            {...form.register('audience', { validate: tooLong(BRAND_TEXT_MAX) })}
          />
        </FormField>
        <FormField label="Tone" error={errors.tone?.message}>
          <Textarea rows={2} {...form.register('tone', { validate: tooLong(BRAND_TEXT_MAX) })} />
        </FormField>
        <FormField
          label="Words to use"
          hint="One a line (or separated by commas), up to 50."
          error={errors.wordsToUse?.message}
        >
          <Textarea rows={3} {...form.register('wordsToUse', { validate: wordRules })} />
        </FormField>
        <FormField
          label="Words to avoid"
          hint="One a line (or separated by commas), up to 50."
          error={errors.wordsToAvoid?.message}
        >
          <Textarea rows={3} {...form.register('wordsToAvoid', { validate: wordRules })} />
        </FormField>
      </div>
      <Examples form={form} />
      <SentPreview form={form} companyName={companyName} />
      <SaveBar state={status.state}>
        <Button type="submit" disabled={!isDirty || save.isPending}>
          Save Brand Voice
        </Button>
      </SaveBar>
    </form>
  );
}

function Examples({ form }: { form: UseFormReturn<VoiceForm> }) {
  const examples = useFieldArray({ control: form.control, name: 'examples' });
  const errors = form.formState.errors.examples;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Examples of the company&apos;s writing</legend>
      {examples.fields.map((field, index) => (
        <div key={field.id} className="grid gap-2 rounded-md border p-3">
          <div className="flex items-end gap-2">
            <FormField label={`Example ${index + 1} title`} className="flex-1">
              <Input {...form.register(`examples.${index}.title`)} />
            </FormField>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove example ${index + 1}`}
              onClick={() => examples.remove(index)}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
          <FormField label={`Example ${index + 1} text`} error={errors?.[index]?.text?.message}>
            <Textarea
              rows={4}
              {...form.register(`examples.${index}.text`, {
                validate: tooLong(BRAND_EXAMPLE_TEXT_MAX),
              })}
            />
          </FormField>
        </div>
      ))}
      {examples.fields.length < BRAND_EXAMPLES_MAX && (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => examples.append({ title: '', text: '' })}
        >
          <Plus aria-hidden /> Add example
        </Button>
      )}
    </fieldset>
  );
}

/** The `brand` object the next generation will carry, as the form stands. */
function SentPreview({
  form,
  companyName,
}: {
  form: UseFormReturn<VoiceForm>;
  companyName: string;
}) {
  const values = useWatch({ control: form.control }) as VoiceForm;
  const brand = brandForAutomation(toVoice({ ...toForm({}), ...values }));
  return <BrandVoicePreview brand={brand} companyName={companyName} />;
}
