import { useForm } from 'react-hook-form';
import {
  DEFAULT_SSO_BUTTON_LABEL,
  type PasswordSignIn,
  type SsoSettings,
} from '../../../../core/api/sso.js';
import { Button } from '../../../components/ui/button.js';
import { FormField } from '../../../components/ui/form-field.js';
import { fieldControlClasses, Input } from '../../../components/ui/input.js';
import { Textarea } from '../../../components/ui/textarea.js';
import { errorText } from '../../../lib/api.js';
import { LoadedCard } from './loaded-card.js';
import { toast } from '../../../lib/use-toast.js';
import { useRemoveSso, useSaveSso, useSsoSettings } from '../api/sso.js';

interface SsoForm {
  issuer: string;
  clientId: string;
  clientSecret: string;
  buttonLabel: string;
  /** One domain a line (commas also separate). */
  allowedEmailDomains: string;
  defaultRole: 'user' | 'admin';
  passwordSignIn: PasswordSignIn;
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
      }
    : {
        issuer: '',
        clientId: '',
        clientSecret: '',
        buttonLabel: DEFAULT_SSO_BUTTON_LABEL,
        allowedEmailDomains: '',
        defaultRole: 'user',
        passwordSignIn: 'everyone',
      };

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
  const { errors } = form.formState;
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
      {saved.configured && (
        <FormField
          label="Redirect address"
          hint="Give the identity provider exactly this address as the redirect URI."
        >
          <Input readOnly value={saved.redirectUri} className="bg-muted font-mono text-xs" />
        </FormField>
      )}
      <div className="grid gap-4 md:grid-cols-2">
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
          <FormField label="Role of new users">
            <select className={fieldControlClasses} {...form.register('defaultRole')}>
              <option value="user">User</option>
              <option value="admin">Admin</option>
            </select>
          </FormField>
          <FormField label="Password sign-in">
            <select className={fieldControlClasses} {...form.register('passwordSignIn')}>
              <option value="everyone">Everyone may still use a password</option>
              <option value="admins-only">Admins only (a way in if the provider is down)</option>
            </select>
          </FormField>
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {saved.configured && (
          <Button
            type="button"
            variant="outline"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  form.reset(toForm({ configured: false }));
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
      </div>
    </form>
  );
}
