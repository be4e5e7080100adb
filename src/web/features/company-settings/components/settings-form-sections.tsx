import { useState, type FormEvent, type ReactNode } from 'react';
import type { CompanySettings } from '@core/api/company-settings.js';
import { Button } from '../../../components/ui/button.js';
import { useSaveSettingsSection } from '../use-settings-form.js';
import type { SettingsSection } from '../settings-form-values.js';
import { BrandingCard } from './branding-card.js';
import { CompanyInfoCard } from './company-info-card.js';
import { ContentLanguageCard } from './content-language-card.js';
import { ContentRetentionCard } from './content-retention-card.js';
import { CustomCssCard } from './custom-css-card.js';
import { DataExportCard } from './data-export-card.js';
import { PlanCard } from './plan-card.js';
import { PublishingCard } from './publishing-card.js';
import { SaveBar } from './save-state.js';
import { SecurityCard } from './security-card.js';
import type { SettingsForm } from './settings-form-types.js';

interface SectionProps {
  form: SettingsForm;
  settings: CompanySettings;
  /** The company named in the page's path, if any. */
  routeCompanyId: string | undefined;
}

/** A section's cards in a form of their own, with its state and save button at the end. */
function SectionForm({
  section,
  label,
  saveLabel,
  onSaved,
  children,
  ...props
}: SectionProps & {
  section: SettingsSection;
  label: string;
  saveLabel: string;
  onSaved?: Parameters<typeof useSaveSettingsSection>[0]['onSaved'];
  children: ReactNode;
}) {
  const save = useSaveSettingsSection({ ...props, section, onSaved });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.submit();
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-6" aria-label={label}>
      {children}
      <SaveBar state={save.state} framed>
        <Button type="submit" disabled={save.busy}>
          {saveLabel}
        </Button>
      </SaveBar>
    </form>
  );
}

/** The company's name and id, its sign-in and publishing rules and (operator staff) its plan. */
export function GeneralSection(props: SectionProps) {
  return (
    <SectionForm {...props} section="general" label="General settings" saveLabel="Save Settings">
      <CompanyInfoCard form={props.form} />
      <SecurityCard form={props.form} />
      <PublishingCard form={props.form} />
      <ContentLanguageCard form={props.form} />
      {props.settings.canEditPlan && <PlanCard form={props.form} />}
    </SectionForm>
  );
}

/** Logo, colours, favicon and custom CSS, with the live preview. */
export function BrandingSection(props: SectionProps) {
  const [cssTrimmed, setCssTrimmed] = useState(false);
  return (
    <SectionForm
      {...props}
      section="branding"
      label="Branding settings"
      saveLabel="Save Branding"
      onSaved={(stored, sent) => setCssTrimmed(stored.customCss.trim() !== sent.customCss.trim())}
    >
      <BrandingCard form={props.form} />
      <CustomCssCard form={props.form} trimmed={cssTrimmed} />
    </SectionForm>
  );
}

/** How long content is kept, and the company's data as one zip. */
export function DataSection(props: SectionProps) {
  return (
    <div className="grid gap-6">
      <SectionForm {...props} section="data" label="Content retention" saveLabel="Save Retention">
        <ContentRetentionCard form={props.form} />
      </SectionForm>
      <DataExportCard companyId={props.settings.companyId} />
    </div>
  );
}
