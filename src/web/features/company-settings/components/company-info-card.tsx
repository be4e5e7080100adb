import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import type { SettingsForm } from './settings-form-types.js';

/** Name (editable) and id (fixed once the company exists). */
export function CompanyInfoCard({ form }: { form: SettingsForm }) {
  const { errors } = form.formState;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Company Information</h2>
        </CardTitle>
        <CardDescription>
          The name shown in the sidebar, the sign-in page and the tab title.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <FormField label="Company Name" error={errors.companyName?.message}>
          <Input autoComplete="organization" {...form.register('companyName')} />
        </FormField>
        <FormField
          label="Company ID"
          hint="The company's subdomain. It cannot be changed for an existing company."
          error={errors.companyId?.message}
        >
          <Input readOnly aria-readonly className="bg-muted" {...form.register('companyId')} />
        </FormField>
      </CardContent>
    </Card>
  );
}
