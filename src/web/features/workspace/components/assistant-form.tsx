import { Eraser } from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Control, FieldErrors } from 'react-hook-form';
import { listFields, placeholderFor, resolveOptions } from '@core/assistants/form-helpers.js';
import type {
  AssistantCustomization,
  FieldDescriptor,
  FormSection,
  FormValues,
  GroupOption,
} from '@core/assistants/types.js';
import type { AssistantWithForm } from '@core/assistants/ids.js';
import { Button } from '../../../components/ui/button.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { fitToForm } from '../drafts/draft-store.js';
import { PresetsRow, type PresetsBarComponent } from '../presets/presets-row.js';
import { FormFieldRenderer } from './form-field-renderer.js';
import { lazySchemaResolver } from './schema-resolver.js';

interface AssistantFormProps {
  def: AssistantWithForm;
  customization: AssistantCustomization;
  /** What the form starts from: the defaults, or kept or loaded values over them. */
  initialValues: FormValues;
  /**
   * What "Clear form" resets to: the assistant's defaults with the company's customisation
   * (`initialValues` when not given).
   */
  defaults?: FormValues;
  /** The values after each change, and as the form mounts (the workspace keeps them). */
  onValuesChange?: (values: FormValues) => void;
  /** Generating or revising: the submit button reads 'Generating...' and is disabled. */
  busy: boolean;
  onSubmit: (values: FormValues) => void;
  /** The presets bar above the fields (the workspace's); without it the row is drawn empty. */
  presets?: PresetsBarComponent;
  /** The choices beside the fields (language, knowledge), drawn above the submit button. */
  choices?: ReactNode;
  /** "Clear form" was pressed (the form is back at its defaults). */
  onClear?: () => void;
}

const warn = (message: string, details?: Record<string, unknown>) =>
  console.warn(message, details ?? {});

/** One empty list for the fields without options, so the memoised fields see no change. */
const NO_OPTIONS: readonly GroupOption[] = [];

const isShown = (item: { visibleWhen?: (v: FormValues) => boolean }, values: FormValues) =>
  item.visibleWhen ? item.visibleWhen(values) : true;

interface RenderContext {
  def: AssistantWithForm;
  control: Control<FormValues>;
  values: FormValues;
  options: Map<string, readonly GroupOption[]>;
  customization: AssistantCustomization;
}

function renderField(field: FieldDescriptor, ctx: RenderContext) {
  if (!isShown(field, ctx.values)) return null;
  return (
    <FormFieldRenderer
      key={field.name}
      field={field}
      control={ctx.control}
      id={`${ctx.def.id}-${field.name}`}
      options={ctx.options.get(field.name) ?? NO_OPTIONS}
      placeholder={placeholderFor(field, ctx.customization)}
    />
  );
}

function Section({ section, ctx }: { section: FormSection; ctx: RenderContext }) {
  if (!isShown(section, ctx.values)) return null;
  const headingId = `${ctx.def.id}-${section.heading.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-lg border bg-muted/30 p-4">
      <div className="space-y-1">
        <h3 id={headingId} className="text-sm font-semibold">
          {section.heading}
        </h3>
        {section.description && (
          <p className="text-sm text-muted-foreground">{section.description}</p>
        )}
      </div>
      {section.fields.map((field) => renderField(field, ctx))}
    </section>
  );
}

/**
 * One generic form for every assistant: the catalogue's fields, validated by the assistant's
 * schema on every change, conditional fields shown while their condition holds.
 */
export function AssistantForm({
  def,
  customization,
  initialValues,
  defaults = initialValues,
  onValuesChange,
  busy,
  onSubmit,
  presets: Presets,
  choices,
  onClear,
}: AssistantFormProps) {
  // The schema loads with the first check, or when the form is focused or pressed.
  const validation = useMemo(() => lazySchemaResolver(def.schema), [def.schema]);
  const form = useForm<FormValues>({
    resolver: validation.resolver,
    mode: 'onChange',
    defaultValues: initialValues,
  });
  const values = useWatch({ control: form.control }) as FormValues;
  const [clears, setClears] = useState(0);
  useEffect(() => onValuesChange?.(values), [values, onValuesChange]);
  const options = useMemo(
    () => new Map(listFields(def).map((f) => [f.name, resolveOptions(f, customization, warn)])),
    [def, customization],
  );
  const ctx: RenderContext = { def, control: form.control, values, options, customization };

  const onInvalid = (errors: FieldErrors<FormValues>) => {
    // docs/product.md#forms: a failed submit only logs; the messages are under the fields.
    console.warn(`${def.displayName} form has errors`, Object.keys(errors));
  };

  return (
    <Card className="gap-4">
      <CardHeader className="flex items-center justify-between gap-2">
        <CardTitle asChild>
          <h2>{def.cardTitle}</h2>
        </CardTitle>
        {/* Back to the defaults (validation messages gone too); the workspace forgets the inputs. */}
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="-my-2 text-muted-foreground"
          onClick={() => {
            form.reset(defaults);
            setClears((n) => n + 1);
            onClear?.();
          }}
        >
          <Eraser aria-hidden="true" />
          Clear form
        </Button>
      </CardHeader>
      <CardContent className="space-y-5">
        {/* Outside the form: the bar's dialogs submit forms of their own. */}
        {Presets ? (
          <Presets
            // Cleared: no preset is applied any more (the picker forgets it).
            key={clears}
            assistantType={def.id}
            getValues={form.getValues}
            validate={() => form.trigger(undefined, { shouldFocus: true })}
            // As kept inputs are restored: the form's own fields over its defaults.
            onFill={(preset) => form.reset({ ...defaults, ...fitToForm(preset, defaults) })}
          />
        ) : (
          <PresetsRow assistantType={def.id} presets={[]} />
        )}
        <form
          noValidate
          aria-label={def.cardTitle}
          className="space-y-5"
          onFocus={validation.load}
          onPointerDown={validation.load}
          onSubmit={form.handleSubmit((submitted) => onSubmit(submitted), onInvalid)}
        >
          {def.fields.map((item) =>
            item.kind === 'section' ? (
              <Section key={item.heading} section={item} ctx={ctx} />
            ) : (
              renderField(item, ctx)
            ),
          )}
          {choices}
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {busy ? 'Generating...' : def.submitLabel}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
