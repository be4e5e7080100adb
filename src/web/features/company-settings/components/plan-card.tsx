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

/** The company's plan: operator staff only. */
export function PlanCard({ form }: { form: SettingsForm }) {
  const errors = form.formState.errors.plan;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Plan</h2>
        </CardTitle>
        <CardDescription>
          Set by the platform operator. Generations over the monthly limit are refused.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-3">
        <FormField label="Plan Name" error={errors?.planName?.message}>
          <Input {...form.register('plan.planName')} />
        </FormField>
        <FormField label="Monthly Price (USD)" error={errors?.planMonthlyPrice?.message}>
          <Input inputMode="decimal" {...form.register('plan.planMonthlyPrice')} />
        </FormField>
        <FormField
          label="Monthly Generation Limit"
          hint="Leave empty for unlimited."
          error={errors?.planGenerationLimit?.message}
        >
          <Input
            inputMode="numeric"
            placeholder="Unlimited"
            {...form.register('plan.planGenerationLimit')}
          />
        </FormField>
      </CardContent>
    </Card>
  );
}
