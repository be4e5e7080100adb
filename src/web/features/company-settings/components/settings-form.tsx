import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { CompanySettings } from '../../../../core/api/company-settings.js';
import { Button } from '../../../components/ui/button.js';
import { errorText } from '../../../lib/api.js';
import { toast } from '../../../lib/use-toast.js';
import { useSaveCompanySettings } from '../api/company-settings.js';
import {
  settingsFormSchema,
  toFormValues,
  toRequestBody,
  type SettingsFormInput,
  type SettingsFormOutput,
} from '../settings-form-values.js';
import { BrandingCard } from './branding-card.js';
import { CompanyInfoCard } from './company-info-card.js';
import { ContentRetentionCard } from './content-retention-card.js';
import { CustomCssCard } from './custom-css-card.js';
import { PlanCard } from './plan-card.js';
import { SecurityCard } from './security-card.js';

interface Props {
  settings: CompanySettings;
  /** The company named in the page's path, if any. */
  routeCompanyId: string | undefined;
}

/** Company information, branding, custom CSS and (operator staff) plan, saved together. */
export function SettingsForm({ settings, routeCompanyId }: Props) {
  const form = useForm<SettingsFormInput, unknown, SettingsFormOutput>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: toFormValues(settings),
    mode: 'onChange',
  });
  const save = useSaveCompanySettings(routeCompanyId);
  const [cssTrimmed, setCssTrimmed] = useState(false);

  const onSubmit = form.handleSubmit((values) => {
    save.mutate(toRequestBody(values, settings), {
      onSuccess: (saved) => {
        setCssTrimmed(saved.customCss.trim() !== values.customCss.trim());
        form.reset(toFormValues(saved));
        toast({ title: 'Settings saved', variant: 'success' });
      },
      onError: (error) => {
        toast({
          title: 'Error',
          description: errorText(error, 'Failed to save settings'),
          variant: 'destructive',
        });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-label="Company settings">
      <CompanyInfoCard form={form} />
      <BrandingCard form={form} />
      <CustomCssCard form={form} trimmed={cssTrimmed} />
      <SecurityCard form={form} />
      <ContentRetentionCard form={form} />
      {settings.canEditPlan && <PlanCard form={form} />}
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Settings'}
        </Button>
      </div>
    </form>
  );
}
