import { Suspense, use, useMemo, useState, type FormEvent } from 'react';
import { optionListError, type CompanySettings } from '@core/api/company-settings.js';
import { customizationKeysOf } from '@core/assistants/form-helpers.js';
import { ASSISTANT_ENTRIES, type AssistantId } from '@core/assistants/ids.js';
import { Button } from '../../../components/ui/button.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { errorText } from '../../../lib/api.js';
import { loadAssistantForm, loadedAssistantForm } from '../../../lib/assistant-forms.js';
import { toast } from '../../../lib/use-toast.js';
import { useSaveCompanySettings } from '../api/company-settings.js';
import { CustomizationKeyField } from './customization-key-field.js';

interface Props {
  assistant: AssistantId | null;
  settings: CompanySettings;
  routeCompanyId: string | undefined;
  onClose: () => void;
}

/** Per-assistant description, example texts and option lists (docs/product.md#customisation). */
export function CustomizeDialog({ assistant, settings, routeCompanyId, onClose }: Props) {
  return (
    <Dialog open={assistant !== null} onOpenChange={(open) => !open && onClose()}>
      {assistant && (
        <DialogContent className="sm:max-w-2xl">
          {/* The Customise dialog shows the form's defaults: it waits for the assistant's form.
              Meanwhile the dialog keeps its name, for screen readers (and axe). */}
          <Suspense
            fallback={
              <>
                <DialogTitle className="sr-only">
                  Customise {ASSISTANT_ENTRIES[assistant].displayName}
                </DialogTitle>
                <Spinner label="Loading" />
              </>
            }
          >
            <CustomizeForm
              key={assistant}
              assistant={assistant}
              settings={settings}
              routeCompanyId={routeCompanyId}
              onClose={onClose}
            />
          </Suspense>
        </DialogContent>
      )}
    </Dialog>
  );
}

type FormProps = Omit<Props, 'assistant'> & { assistant: AssistantId };

function CustomizeForm({ assistant, settings, routeCompanyId, onClose }: FormProps) {
  const form = loadedAssistantForm(assistant) ?? use(loadAssistantForm(assistant));
  const def = useMemo(() => ({ ...ASSISTANT_ENTRIES[assistant], ...form }), [assistant, form]);
  const keys = useMemo(() => customizationKeysOf(def), [def]);
  const [values, setValues] = useState<Record<string, string>>(
    () => settings.assistantCustomization[assistant] ?? {},
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Option lists whose rows cannot be saved yet (an empty or repeated value), by key.
  const [rowProblems, setRowProblems] = useState<Record<string, string>>({});
  const save = useSaveCompanySettings(routeCompanyId);

  const check = (next: Record<string, string>) =>
    Object.fromEntries(
      keys
        .filter((k) => k.kind === 'options')
        .map((k) => [k.key, optionListError(next[k.key] ?? '')] as const)
        .filter((entry): entry is [(typeof entry)[0], string] => entry[1] !== null),
    );

  const change = (key: string, value: string, rowProblem?: string | null) => {
    const next = { ...values, [key]: value };
    setValues(next);
    setRowProblems(({ [key]: _old, ...rest }) =>
      rowProblem ? { ...rest, [key]: rowProblem } : rest,
    );
    if (Object.keys(errors).length > 0) setErrors(check(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || Object.keys(rowProblems).length > 0) return;
    const own = Object.fromEntries(
      keys.map((k) => [k.key, (values[k.key] ?? '').trim()]).filter(([, v]) => v !== ''),
    );
    const assistantCustomization = { ...settings.assistantCustomization, [assistant]: own };
    save.mutate(
      { companyName: settings.companyName, companyId: settings.companyId, assistantCustomization },
      {
        onSuccess: () => {
          toast({ title: 'Customization saved', variant: 'success' });
          onClose();
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorText(error, 'Failed to save assistant customization'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Customise {def.displayName}</DialogTitle>
        <DialogDescription>
          Leave a field empty to use the default. Option lists are edited as rows of value and label
          (or as JSON under Advanced); with no rows the defaults apply.
        </DialogDescription>
      </DialogHeader>
      {keys.map((info) => (
        <CustomizationKeyField
          key={info.key}
          info={info}
          value={values[info.key] ?? ''}
          error={errors[info.key]}
          onChange={(value, rowProblem) => change(info.key, value, rowProblem)}
        />
      ))}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Customization'}
        </Button>
      </DialogFooter>
    </form>
  );
}
