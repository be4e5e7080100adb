import { useId } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import { FormError } from '../../../components/ui/form-error.js';
import { Label } from '../../../components/ui/label.js';
import { selectTriggerClass } from '../../../components/ui/select-trigger-class.js';
import { LanguageOptions } from '../../../components/language-options.js';
import type { SettingsForm } from './settings-form-types.js';

/**
 * The language the company's texts are written in (docs/product.md#content-language): each
 * form starts with it, and a user may choose another for one text.
 */
export function ContentLanguageCard({ form }: { form: SettingsForm }) {
  const id = useId();
  const error = form.formState.errors.contentLanguage?.message;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Content language</h2>
        </CardTitle>
        <CardDescription id={`${id}-hint`}>
          The language the assistants write in. Every form starts with it; a user may choose another
          language for one text.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid max-w-sm gap-2">
          <Label htmlFor={id}>Content language</Label>
          <select
            id={id}
            className={selectTriggerClass()}
            aria-describedby={`${id}-hint`}
            aria-invalid={error ? true : undefined}
            {...form.register('contentLanguage')}
          >
            <LanguageOptions />
          </select>
          <FormError message={error} />
        </div>
      </CardContent>
    </Card>
  );
}
