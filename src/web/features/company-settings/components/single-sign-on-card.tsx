import { Copy } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DEFAULT_SSO_BUTTON_LABEL, type PasswordSignIn, type SsoSettings } from '@core/api/sso.js';
import { Button } from '../../../components/ui/button.js';
import { Checkbox } from '../../../components/ui/checkbox.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import { Textarea } from '../../../components/ui/textarea.js';
import { errorText } from '../../../lib/api.js';
import { copyToClipboard } from '../../../lib/copy.js';
import { LoadedCard } from './loaded-card.js';
import { toast } from '../../../lib/use-toast.js';
import { useRemoveSso, useSaveSso, useSsoSettings } from '../api/sso.js';
import { SaveBar, useSaveState } from './save-state.js';
import { SsoChoice } from './sso-choice.js';

interface SsoForm {
  issuer: string;
  clientId: string;
  clientSecret: string;
  buttonLabel: string;
  /** One domain a line (commas also separate). */
  allowedEmailDomains: string;
  defaultRole: 'user' | 'admin';
  passwordSignIn: PasswordSignIn;
  trustProviderEmails: boolean;
}

const toForm = (settings: SsoSettings): SsoForm =>
  settings.configured
    ? {
        issuer: settings.issuer,
        clientId: settings.clientId,
        clientSecret: settings.clientSecret,
        buttonLabel: settings.buttonLabel,
        allowedEmailDomains: settings.allowedEmailDomains.join('\n'),
        defaultRole: settings.defaultRole,
        passwordSignIn: settings.passwordSignIn,
        trustProviderEmails: settings.trustProviderEmails,
      }
    : {
        issuer: '',
        clientId: '',
        clientSecret: '',
        buttonLabel: DEFAULT_SSO_BUTTON_LABEL,
        allowedEmailDomains: '',
        defaultRole: 'user',
        passwordSignIn: 'everyone',
        trustProviderEmails: false,
      };

const ROLE_OPTIONS = [
  { value: 'user', label: 'User' },
  { value: 'admin', label: 'Admin' },
] as const;

const PASSWORD_SIGN_IN_OPTIONS = [
  { value: 'everyone', label: 'Everyone may still use a password' },
  { value: 'admins-only', label: 'Admins only (a way in if the provider is down)' },
] as const;

/**
 * Single sign-on with the company's own identity provider (Google Workspace, Microsoft Entra ID,
 * Okta or any OpenID Connect provider): saving checks the provider first.
 */
export function SingleSignOnCard({ companyId }: { companyId: string }) {
  const settings = useSsoSettings(companyId);
  return (
    <LoadedCard
      title="Single Sign-On"
      description="Let people sign in with the accounts they already have (OpenID Connect). Register the redirect address below with the identity provider, then enter what it gives you."
      query={settings}
      loading="Loading single sign-on"
      failed="Failed to load single sign-on. Please refresh the page."
    >
      {(saved) => <SsoEditor companyId={companyId} saved={saved} />}
    </LoadedCard>
  );
}

function SsoEditor({ companyId, saved }: { companyId: string; saved: SsoSettings }) {
  const form = useForm<SsoForm>({ defaultValues: toForm(saved) });
  const save = useSaveSso(companyId);
  const remove = useRemoveSso(companyId);
  const { errors, isDirty } = form.formState;
  const status = useSaveState('single-sign-on', isDirty, save.isPending || remove.isPending);
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      {
        ...values,
        allowedEmailDomains: values.allowedEmailDomains
          .split(/[\n,]/)
          .map((domain) => domain.trim())
          .filter(Boolean),
      },
      {
        onSuccess: (stored) => {
          form.reset(toForm(stored));
          status.markSaved();
          toast({ title: 'Single sign-on saved', variant: 'success' });
        },
        onError: (error) =>
          toast({
            title: 'Single sign-on not saved',
            description: errorText(error, 'Please check the settings and try again.'),
            variant: 'destructive',
          }),
      },
    ),
  );
  const required = (label: string) => ({ required: `${label} is required` });
  return (
    <form onSubmit={onSubmit} className="grid gap-4" aria-label="Single sign-on">
      <RedirectAddress address={saved.redirectUri} />
      {/* Each field starts at the top of its row, whatever the hint beside it. */}
      <div className="grid items-start gap-4 md:grid-cols-2">
        <FormField
          label="Issuer"
          hint="e.g. https://accounts.google.com"
          error={errors.issuer?.message}
        >
          <Input {...form.register('issuer', required('Issuer'))} />
        </FormField>
        <FormField label="Client ID" error={errors.clientId?.message}>
          <Input {...form.register('clientId', required('Client ID'))} />
        </FormField>
        <FormField
          label="Client secret"
          hint={saved.configured ? 'Leave as it is to keep the saved secret.' : undefined}
          error={errors.clientSecret?.message}
        >
          <Input
            type="password"
            autoComplete="off"
            {...form.register('clientSecret', required('Client secret'))}
          />
        </FormField>
        <FormField label="Button label">
          <Input {...form.register('buttonLabel')} maxLength={60} />
        </FormField>
        <FormField
          label="Allowed email domains"
          hint="One a line. Only people with these email domains can sign in or be created."
          error={errors.allowedEmailDomains?.message}
        >
          <Textarea
            rows={2}
            {...form.register('allowedEmailDomains', required('An allowed email domain'))}
          />
        </FormField>
        <div className="grid content-start gap-4">
          <SsoChoice
            control={form.control}
            name="defaultRole"
            label="Role of new users"
            options={ROLE_OPTIONS}
          />
          <SsoChoice
            control={form.control}
            name="passwordSignIn"
            label="Password sign-in"
            options={PASSWORD_SIGN_IN_OPTIONS}
          />
        </div>
      </div>
      <div className="flex items-start gap-3">
        <Controller
          control={form.control}
          name="trustProviderEmails"
          render={({ field }) => (
            <Checkbox
              id="sso-trust-provider-emails"
              className="mt-0.5"
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              aria-describedby="sso-trust-provider-emails-hint"
            />
          )}
        />
        <div className="grid gap-1">
          <label htmlFor="sso-trust-provider-emails" className="text-sm font-medium">
            Trust the provider's email addresses
          </label>
          <p id="sso-trust-provider-emails-hint" className="text-xs text-muted-foreground">
            Off: a person signing in for the first time is joined to an existing account with the
            same email only when the provider says it verified that address. Turn it on only for a
            provider that never says so and where nobody can choose an address they do not own:
            otherwise anyone who can set that address at the provider signs in as that account, an
            admin's included.
          </p>
        </div>
      </div>
      <SaveBar state={status.state}>
        {saved.configured && (
          <Button
            type="button"
            variant="outline"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  form.reset(toForm({ configured: false, redirectUri: saved.redirectUri }));
                  toast({ title: 'Single sign-on turned off', variant: 'success' });
                },
              })
            }
          >
            Turn Off
          </Button>
        )}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Checking the provider…' : 'Save Single Sign-On'}
        </Button>
      </SaveBar>
    </form>
  );
}

/** The address to register with the provider: known before anything is saved, and copied whole. */
function RedirectAddress({ address }: { address: string }) {
  const hintId = useId();
  return (
    <div className="grid gap-2">
      <div className="flex items-end gap-2">
        <FormField label="Redirect address" className="min-w-0 flex-1">
          <Input
            readOnly
            value={address}
            aria-describedby={hintId}
            className="bg-muted font-mono text-xs"
          />
        </FormField>
        <Button
          type="button"
          variant="outline"
          onClick={() => void copyToClipboard(address, 'The redirect address')}
        >
          <Copy aria-hidden /> Copy address
        </Button>
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        Give the identity provider exactly this address as the redirect URI.
      </p>
    </div>
  );
}
