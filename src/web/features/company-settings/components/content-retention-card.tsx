import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import { MAX_CONTENT_RETENTION_DAYS } from '@core/api/company-settings.js';
import type { SettingsForm } from './settings-form-types.js';

/** How long generated content is kept: older items and jobs are deleted daily. */
export function ContentRetentionCard({ form }: { form: SettingsForm }) {
  const { errors } = form.formState;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Content Retention</h2>
        </CardTitle>
        <CardDescription>
          Generated content (history and generations) older than this is deleted every day, for
          everyone in the company.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Keep generated content for N days"
          hint="Empty: keep forever"
          error={errors.contentRetentionDays?.message}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_CONTENT_RETENTION_DAYS}
            step={1}
            placeholder="Forever"
            {...form.register('contentRetentionDays')}
          />
        </FormField>
      </CardContent>
    </Card>
  );
}
