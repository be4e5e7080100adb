import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR } from '@core/api/company-settings.js';
import { AA_NORMAL_TEXT, formatRatio, whiteTextContrast } from '@core/color-contrast.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import { Label } from '../../../components/ui/label.js';
import { cn } from '../../../lib/cn.js';
import { BrandingPreview } from './branding-preview.js';
import type { SettingsForm } from './settings-form-types.js';
import { FormError } from '../../../components/ui/form-error.js';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** Logo, colours and favicon, with a live preview of what is typed. */
export function BrandingCard({ form }: { form: SettingsForm }) {
  const { errors } = form.formState;
  const [companyName, logoUrl, primaryColor, secondaryColor, faviconUrl] = form.watch([
    'companyName',
    'logoUrl',
    'primaryColor',
    'secondaryColor',
    'faviconUrl',
  ]);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Branding</h2>
        </CardTitle>
        <CardDescription>
          Logo, colours and favicon of every page of this company. Buttons use the primary colour,
          with the secondary colour on hover.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-2">
        <div className="grid content-start gap-4">
          <FormField
            label="Logo URL"
            hint="An image address ending in .jpg, .jpeg, .png, .gif, .webp or .svg. Leave empty for no logo."
            error={errors.logoUrl?.message}
          >
            <Input
              type="url"
              placeholder="https://example.com/logo.png"
              {...form.register('logoUrl')}
            />
          </FormField>
          <ColorField
            form={form}
            name="primaryColor"
            label="Primary Color"
            fallback={DEFAULT_PRIMARY_COLOR}
            value={primaryColor}
            error={errors.primaryColor?.message}
          />
          <ColorField
            form={form}
            name="secondaryColor"
            label="Secondary Color"
            fallback={DEFAULT_SECONDARY_COLOR}
            value={secondaryColor}
            error={errors.secondaryColor?.message}
          />
          <FormField
            label="Favicon URL"
            hint="The small icon in the browser tab, 32x32 recommended (.ico, .png or .svg). Leave empty for none."
            error={errors.faviconUrl?.message}
          >
            <Input
              type="url"
              placeholder="https://example.com/favicon.ico"
              {...form.register('faviconUrl')}
            />
          </FormField>
        </div>
        <BrandingPreview
          companyName={companyName}
          logoUrl={logoUrl}
          primaryColor={primaryColor}
          secondaryColor={secondaryColor}
          faviconUrl={faviconUrl}
        />
      </CardContent>
    </Card>
  );
}

interface ColorFieldProps {
  form: SettingsForm;
  name: 'primaryColor' | 'secondaryColor';
  label: string;
  fallback: string;
  value: string;
  error?: string;
}

/** A hex text field with a colour picker beside it; both edit the same value. */
function ColorField({ form, name, label, fallback, value, error }: ColorFieldProps) {
  const id = useId();
  const swatch = HEX.test(value.trim()) ? value.trim().toLowerCase() : fallback.toLowerCase();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id} className={cn(error && 'text-destructive')}>
        {label}
      </Label>
      <div className="flex gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={swatch}
          onChange={(e) =>
            form.setValue(name, e.target.value.toUpperCase(), {
              shouldDirty: true,
              shouldValidate: true,
            })
          }
          className="h-9 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1"
        />
        <Input
          id={id}
          placeholder={fallback}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...form.register(name)}
        />
      </div>
      <FormError id={`${id}-error`} message={error} />
      <ContrastNote color={value} role={name === 'primaryColor' ? 'buttons' : 'hovered buttons'} />
    </div>
  );
}

/** Warns when white text on the colour is below WCAG AA (4.5:1), with the ratio. */
function ContrastNote({ color, role }: { color: string; role: string }) {
  const ratio = whiteTextContrast(color);
  if (ratio === null || ratio >= AA_NORMAL_TEXT) return null;
  return (
    <p
      className="flex items-start gap-1.5 rounded-md bg-warning/25 px-2 py-1.5 text-sm text-warning-foreground"
      data-testid="contrast-warning"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        White text on this colour has a contrast of {formatRatio(ratio)}, below the 4.5:1 that WCAG
        AA asks for, so {role} show dark text on it. Choose a darker colour to keep white text.
      </span>
    </p>
  );
}
