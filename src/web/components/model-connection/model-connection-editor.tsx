import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, PlugZap } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  DEFAULT_MODEL_BASE_URL,
  type ModelConnection,
  type ModelConnectionBody,
  type ModelConnectionTestResult,
} from '@core/api/model-connection.js';
import { errorText, fieldErrorsOf } from '../../lib/api.js';
import {
  testModelConnection,
  useRemoveModelConnection,
  useSaveModelConnection,
  type ModelConnectionScope,
} from '../../lib/model-connection.js';
import { toast } from '../../lib/use-toast.js';
import { ConfirmDialog } from '../confirm-dialog.js';
import { Button } from '../ui/button.js';
import { FormField } from '../ui/form-field.js';
import { Input } from '../ui/input.js';
import {
  modelConnectionFormSchema,
  toFormValues,
  type ModelConnectionFormInput,
} from './form-values.js';
import { ModelConnectionTestResultView } from './test-result.js';

/** Where the card's form stands, for a page that marks unsaved sections. */
export interface ModelConnectionStatus {
  dirty: boolean;
  saving: boolean;
}

export interface ModelConnectionEditorProps {
  scope: ModelConnectionScope;
  /** The connection stored at this level, or null. */
  own: ModelConnection | null;
  /** What removing it means here (the confirmation's text). */
  removeWarning: string;
  onStatus?: (status: ModelConnectionStatus) => void;
  onSaved?: () => void;
}

type TestState = { pending: true } | { result: ModelConnectionTestResult } | { error: string };

const FIELDS = [
  'provider',
  'baseUrl',
  'apiKey',
  'model',
  'label',
  'inputPricePerMillion',
  'outputPricePerMillion',
] as const;
const isField = (path: string): path is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(path);

const BASE_URL_HINT =
  "Any endpoint that speaks OpenAI's chat-completions API: OpenAI (https://api.openai.com/v1), " +
  'Azure OpenAI (https://{resource}.openai.azure.com/openai/v1), OpenRouter ' +
  '(https://openrouter.ai/api/v1), Groq (https://api.groq.com/openai/v1), or a local Ollama ' +
  '(http://localhost:11434/v1; local addresses work only where the operator allows them).';

/** The connection's fields, Test Connection, Save and Remove. */
export function ModelConnectionEditor(props: ModelConnectionEditorProps) {
  const { scope, own, onStatus, onSaved } = props;
  const keyStored = (own?.apiKey ?? '') !== '';
  const keyStoredNow = useRef(keyStored);
  useEffect(() => {
    keyStoredNow.current = keyStored;
  }, [keyStored]);
  const schema = useMemo(() => modelConnectionFormSchema(() => keyStoredNow.current), []);
  const form = useForm<ModelConnectionFormInput, unknown, ModelConnectionBody>({
    resolver: zodResolver(schema),
    defaultValues: toFormValues(own),
    mode: 'onTouched',
  });
  const save = useSaveModelConnection(scope);
  const remove = useRemoveModelConnection(scope);
  const [test, setTest] = useState<TestState>();
  const [models, setModels] = useState<string[]>([]);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const modelsId = useId();
  const { errors, isDirty } = form.formState;
  const saving = save.isPending || remove.isPending;
  useEffect(() => onStatus?.({ dirty: isDirty, saving }), [onStatus, isDirty, saving]);

  const showServerErrors = (error: unknown) => {
    for (const { path, message } of fieldErrorsOf(error)) {
      if (isField(path)) form.setError(path, { message });
    }
  };

  const onSubmit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => {
        // What was saved is the form's new starting point; the key field empties (kept).
        form.reset({ ...form.getValues(), apiKey: '' });
        onSaved?.();
        toast({ title: 'Model connection saved', variant: 'success' });
      },
      onError: (error) => {
        showServerErrors(error);
        toast({
          title: 'Model connection not saved',
          description: errorText(error, 'Please check the connection and try again.'),
          variant: 'destructive',
        });
      },
    }),
  );

  const runTest = async () => {
    let body: Partial<ModelConnectionBody> = {};
    // Unsaved values are tested as typed; an untouched stored connection as it is stored.
    if (isDirty || !own) {
      if (!(await form.trigger())) return;
      const parsed = schema.safeParse(form.getValues());
      if (!parsed.success) return;
      body = parsed.data;
    }
    setTest({ pending: true });
    testModelConnection(scope, body).then(
      (result) => {
        setTest({ result });
        if (result.models?.length) setModels(result.models);
      },
      (error: unknown) =>
        setTest({
          error: errorText(error, 'The connection could not be tested. Please try again.'),
        }),
    );
  };

  const removeConnection = () => {
    setConfirmRemove(false);
    remove.mutate(undefined, {
      onSuccess: () => {
        form.reset(toFormValues(null));
        setTest(undefined);
        toast({ title: 'Model connection removed', variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: 'Model connection not removed',
          description: errorText(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  };

  const testing = test !== undefined && 'pending' in test;
  return (
    <>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Model connection">
        <p className="text-sm">
          <span className="font-medium">Provider:</span> OpenAI-compatible (chat completions)
        </p>
        <div className="grid items-start gap-4 md:grid-cols-2">
          <FormField
            label="Base URL"
            hint={BASE_URL_HINT}
            error={errors.baseUrl?.message}
            className="md:col-span-2"
          >
            <Input
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder={DEFAULT_MODEL_BASE_URL}
              {...form.register('baseUrl')}
            />
          </FormField>
          <FormField
            label="API key"
            hint={
              keyStored
                ? `A key is saved (${own?.apiKey}): leave this empty to keep it (same host only).`
                : 'Stored encrypted and shown masked.'
            }
            error={errors.apiKey?.message}
          >
            <Input
              type="password"
              autoComplete="new-password"
              placeholder={keyStored ? own?.apiKey : undefined}
              {...form.register('apiKey')}
            />
          </FormField>
          <FormField
            label="Model"
            hint={
              models.length > 0
                ? 'Pick one of the models the test found, or type a name.'
                : 'e.g. gpt-4o-mini'
            }
            error={errors.model?.message}
          >
            <Input
              autoComplete="off"
              spellCheck={false}
              list={models.length > 0 ? modelsId : undefined}
              {...form.register('model')}
            />
          </FormField>
          {models.length > 0 && (
            <datalist id={modelsId}>
              {models.map((model) => (
                <option key={model} value={model} />
              ))}
            </datalist>
          )}
          <FormField
            label="Label (optional)"
            hint="A name for this connection, shown instead of the model's."
            error={errors.label?.message}
          >
            <Input autoComplete="off" {...form.register('label')} />
          </FormField>
          <fieldset className="grid gap-2 md:col-span-2">
            <legend className="mb-2 text-sm font-medium">
              Prices per million tokens (optional, for cost estimates)
            </legend>
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <FormField label="Input tokens" error={errors.inputPricePerMillion?.message}>
                <Input
                  inputMode="decimal"
                  autoComplete="off"
                  {...form.register('inputPricePerMillion')}
                />
              </FormField>
              <FormField label="Output tokens" error={errors.outputPricePerMillion?.message}>
                <Input
                  inputMode="decimal"
                  autoComplete="off"
                  {...form.register('outputPricePerMillion')}
                />
              </FormField>
            </div>
          </fieldset>
        </div>
        <div aria-live="polite">
          {test && 'result' in test && <ModelConnectionTestResultView result={test.result} />}
          {test && 'error' in test && (
            <p className="text-sm text-destructive" data-testid="model-connection-test-error">
              {test.error}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center justify-end gap-2 border-t pt-4">
          <p role="status" className="mr-auto text-sm font-medium">
            {isDirty ? 'Unsaved changes' : ''}
          </p>
          <Button type="button" variant="outline" onClick={() => void runTest()} disabled={testing}>
            {testing ? <Loader2 className="animate-spin" aria-hidden /> : <PlugZap aria-hidden />}
            {testing ? 'Testing...' : 'Test Connection'}
          </Button>
          {own && (
            <Button
              type="button"
              variant="outline"
              onClick={() => setConfirmRemove(true)}
              disabled={saving}
            >
              Remove
            </Button>
          )}
          <Button type="submit" disabled={saving}>
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title="Remove the model connection?"
        description={props.removeWarning}
        confirmLabel="Remove"
        destructive
        onConfirm={removeConnection}
      />
    </>
  );
}
