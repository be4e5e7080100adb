import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Textarea } from '../../../components/ui/textarea.js';
import type { SettingsForm } from './settings-form-types.js';

/** Custom CSS, with what the server removes spelt out. */
export function CustomCssCard({ form, trimmed }: { form: SettingsForm; trimmed: boolean }) {
  const { errors } = form.formState;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Custom CSS</h2>
        </CardTitle>
        <CardDescription>
          Added to every page of this company, up to 50 KB. For everyone&apos;s safety the server
          keeps only plain style rules and @media, @supports and @keyframes blocks. It removes
          @import, @font-face and other at-rules, every url() or image-set() that points to another
          site (only paths on this site such as /images/background.png and inline PNG, GIF, JPEG or
          WebP data: images are kept), expression(), behavior and -moz-binding, and anything it
          cannot read.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <FormField
          label="Custom CSS"
          hint="Example: .sidebar { background-color: #f8fafc; }"
          error={errors.customCss?.message}
        >
          <Textarea
            rows={8}
            spellCheck={false}
            className="font-mono text-xs"
            placeholder=".my-class { color: #0066CC; }"
            {...form.register('customCss')}
          />
        </FormField>
        {trimmed && (
          <p role="status" className="text-sm text-muted-foreground" data-testid="css-trimmed">
            Parts of your CSS were removed for safety. The saved CSS is shown above.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
