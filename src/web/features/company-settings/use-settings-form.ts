import { zodResolver } from '@hookform/resolvers/zod';
import { useIsMutating } from '@tanstack/react-query';
import { useForm, useFormState } from 'react-hook-form';
import type { CompanySettings } from '@core/api/company-settings.js';
import { errorText } from '../../lib/api.js';
import { toast } from '../../lib/use-toast.js';
import { SAVE_SETTINGS_KEY, useSaveCompanySettings } from './api/company-settings.js';
import type { SettingsForm } from './components/settings-form-types.js';
import { useSaveState } from './components/save-state.js';
import {
  sectionBody,
  SETTINGS_SECTION_FIELDS,
  settingsFormSchema,
  toFormValues,
  type SettingsFormInput,
  type SettingsFormOutput,
  type SettingsSection,
} from './settings-form-values.js';

/**
 * The company's settings form, one for the sections that edit it (General, Branding, Data): an
 * edit waits in its section while another section is saved.
 */
export function useSettingsForm(settings: CompanySettings): SettingsForm {
  return useForm<SettingsFormInput, unknown, SettingsFormOutput>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: toFormValues(settings),
    mode: 'onChange',
  });
}

/** Whether a field (or any field of a group such as the plan) differs from what is saved. */
const isDirty = (mark: unknown): boolean =>
  mark === true || (typeof mark === 'object' && mark !== null && Object.values(mark).some(isDirty));

interface SaveSectionOptions {
  form: SettingsForm;
  settings: CompanySettings;
  routeCompanyId: string | undefined;
  section: SettingsSection;
  /** Told what the server stored and what was sent (custom CSS may come back trimmed). */
  onSaved?: (stored: CompanySettings, sent: SettingsFormOutput) => void;
}

/**
 * Saves one section's fields and nothing else: the other sections' fields are left out of the
 * request (the server keeps them), their edits stay in the form, unsaved.
 */
export function useSaveSettingsSection(opts: SaveSectionOptions) {
  const { form, settings, routeCompanyId, section, onSaved } = opts;
  const fields = SETTINGS_SECTION_FIELDS[section];
  const save = useSaveCompanySettings(routeCompanyId);
  const pending = save.isPending;
  // One save at a time: each request carries the company's name as it is stored.
  const busy = useIsMutating({ mutationKey: SAVE_SETTINGS_KEY }) > 0;
  const { dirtyFields } = useFormState({ control: form.control, name: [...fields] });
  const dirty = fields.some((field) => isDirty(dirtyFields[field]));
  const { state, markSaved } = useSaveState(section, dirty, pending);

  const submit = async () => {
    if (busy || !(await form.trigger([...fields]))) return;
    // The section's own values over the saved ones: the schema gives the request's form.
    const own = Object.fromEntries(fields.map((field) => [field, form.getValues(field)]));
    const parsed = settingsFormSchema.safeParse({ ...toFormValues(settings), ...own });
    if (!parsed.success) return;
    save.mutate(sectionBody(section, parsed.data, settings), {
      onSuccess: (stored) => {
        const next = toFormValues(stored);
        for (const field of fields) form.resetField(field, { defaultValue: next[field] });
        markSaved();
        onSaved?.(stored, parsed.data);
        toast({ title: 'Settings saved', variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorText(error, 'Failed to save settings'),
          variant: 'destructive',
        }),
    });
  };
  return { state, busy, submit };
}
