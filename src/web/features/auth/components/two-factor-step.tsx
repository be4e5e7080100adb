import { useState, type FormEvent } from 'react';
import type { User } from '@core/api/auth.js';
import { SIGN_IN_AGAIN, TOO_MANY_CODES } from '@core/identity/two-factor-messages.js';
import { Button } from '../../../components/ui/button.js';
import { FormError } from '../../../components/ui/form-error.js';
import { Input } from '../../../components/ui/input.js';
import { Label } from '../../../components/ui/label.js';
import { errorText } from '../../../lib/api.js';
import { useTwoFactorLogin } from '../../../lib/auth.js';
import { toast } from '../../../lib/use-toast.js';

interface Props {
  onSignedIn: (user: User) => void;
  /** Back to the password (with why: too many wrong codes, or the pending sign-in expired). */
  onRestart: (message: string) => void;
}

/** The sign-in's second step with two-factor on: the app's code, or a recovery code. */
export function TwoFactorStep({ onSignedIn, onRestart }: Props) {
  const login = useTwoFactorLogin();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      return setError(recovery ? 'Please enter a recovery code' : 'Please enter the 6-digit code');
    }
    setError('');
    login.mutate(code.trim(), {
      onSuccess: onSignedIn,
      onError: (err) => {
        const message = errorText(err, 'Login failed');
        toast({ title: 'Login Failed', description: message, variant: 'destructive' });
        if (message === SIGN_IN_AGAIN || message === TOO_MANY_CODES) return onRestart(message);
        setError(message);
        setCode('');
      },
    });
  };

  const field = recovery
    ? { label: 'Recovery code', hint: 'Enter one of the recovery codes you saved.' }
    : { label: 'Authentication code', hint: 'Enter the 6-digit code from your authenticator app.' };
  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label="Two-factor authentication">
      <p className="text-sm text-muted-foreground">{field.hint}</p>
      <div className="space-y-2">
        <Label htmlFor="two-factor-code">{field.label}</Label>
        <Input
          id="two-factor-code"
          key={recovery ? 'recovery' : 'app'}
          autoFocus
          autoComplete={recovery ? 'off' : 'one-time-code'}
          inputMode={recovery ? 'text' : 'numeric'}
          maxLength={recovery ? 40 : 6}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </div>
      <FormError message={error} />
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? 'Verifying...' : 'Verify'}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          type="button"
          variant="link"
          className="px-0"
          onClick={() => {
            setRecovery(!recovery);
            setCode('');
            setError('');
          }}
        >
          {recovery ? 'Use your authenticator app' : 'Use a recovery code'}
        </Button>
        <Button type="button" variant="link" className="px-0" onClick={() => onRestart('')}>
          Back to sign in
        </Button>
      </div>
    </form>
  );
}
