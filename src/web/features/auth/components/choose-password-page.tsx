import { useState, type FormEvent } from 'react';
import { useParams } from 'wouter';
import { checkPassword } from '@core/identity/password-rules.js';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter.js';
import { Button } from '../../../components/ui/button.js';
import { FormError } from '../../../components/ui/form-error.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import { errorText } from '../../../lib/api.js';
import { navigateKeepingCompany } from '../../../lib/navigation.js';
import { toast } from '../../../lib/use-toast.js';
import { useAcceptInvite, useResetWithLink } from '../api/email-links.js';
import { AuthScreen, BackToSignIn } from './auth-screen.js';

const TEXTS = {
  invite: {
    title: 'Welcome',
    description: 'Choose your password to finish setting up your account.',
    button: 'Set password and sign in',
  },
  reset: {
    title: 'Choose a new password',
    description: 'Every device signed in to your account will be signed out.',
    button: 'Reset password',
  },
};

/**
 * /invite/{token} and /reset-password/{token}: a password chosen from a mailed link
 * (decision 044). An invitation signs the user in; a reset sends them to sign in.
 */
export function ChoosePasswordPage({ mode }: { mode: 'invite' | 'reset' }) {
  const { token = '' } = useParams<{ token: string }>();
  const accept = useAcceptInvite();
  const reset = useResetWithLink();
  const pending = accept.isPending || reset.isPending;
  const [fields, setFields] = useState({ password: '', confirm: '' });
  const [error, setError] = useState('');
  const texts = TEXTS[mode];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!fields.password || !fields.confirm) return setError('Please fill in all fields');
    if (fields.password !== fields.confirm) return setError("Passwords don't match");
    const strength = checkPassword(fields.password);
    if (!strength.valid) return setError(strength.firstFailure!);
    setError('');
    const body = { token, password: fields.password };
    const failed = (err: unknown) => setError(errorText(err, 'Could not set the password'));
    if (mode === 'invite') {
      accept.mutate(body, {
        onSuccess: (user) => {
          toast({
            title: 'Welcome',
            description: `Signed in as ${user.username}.`,
            variant: 'success',
          });
          navigateKeepingCompany('/', { replace: true });
        },
        onError: failed,
      });
    } else {
      reset.mutate(body, {
        onSuccess: (answer) => {
          toast({ title: 'Password reset', description: answer.message, variant: 'success' });
          navigateKeepingCompany('/login', { replace: true });
        },
        onError: failed,
      });
    }
  };

  return (
    <AuthScreen title={texts.title} description={texts.description}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div className="space-y-2">
          <FormField label="New Password">
            <Input
              type="password"
              autoComplete="new-password"
              value={fields.password}
              onChange={(e) => setFields((f) => ({ ...f, password: e.target.value }))}
            />
          </FormField>
          <PasswordStrengthMeter password={fields.password} />
        </div>
        <FormField label="Confirm Password">
          <Input
            type="password"
            autoComplete="new-password"
            value={fields.confirm}
            onChange={(e) => setFields((f) => ({ ...f, confirm: e.target.value }))}
          />
        </FormField>
        <FormError message={error} />
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? 'Saving...' : texts.button}
        </Button>
      </form>
      <BackToSignIn />
    </AuthScreen>
  );
}

export const InvitePage = () => <ChoosePasswordPage mode="invite" />;
export const ResetPasswordPage = () => <ChoosePasswordPage mode="reset" />;
