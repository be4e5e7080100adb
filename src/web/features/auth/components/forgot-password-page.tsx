import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.js';
import { FormError } from '../../../components/ui/form-error.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import { errorText } from '../../../lib/api.js';
import { useTenant } from '../../../lib/tenant.js';
import { useForgotPassword } from '../api/email-links.js';
import { AuthScreen, BackToSignIn } from './auth-screen.js';

/** /forgot-password: a reset link by email (docs/product.md#passwords). */
export function ForgotPasswordPage() {
  const tenant = useTenant().data;
  const forgot = useForgotPassword();
  const [login, setLogin] = useState('');
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!login.trim()) return setError('Please enter your username or email');
    setError('');
    forgot.mutate(login.trim(), {
      onSuccess: (answer) => setSent(answer.message),
      onError: (err) => setError(errorText(err, 'Could not send the link. Please try again.')),
    });
  };

  if (tenant && !tenant.passwordReset) {
    return (
      <AuthScreen
        title="Forgot password?"
        description="Password reset by email is not available. Ask your admin to reset your password."
      >
        <BackToSignIn />
      </AuthScreen>
    );
  }
  return (
    <AuthScreen
      title="Forgot password?"
      description="Enter your username or email address and we will email you a link to choose a new password."
    >
      {sent ? (
        <p role="status" className="text-sm">
          {sent}
        </p>
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate>
          <FormField label="Username or email">
            <Input
              autoComplete="username"
              value={login}
              onChange={(e) => setLogin(e.target.value)}
            />
          </FormField>
          <FormError message={error} />
          <Button type="submit" className="w-full" disabled={forgot.isPending}>
            {forgot.isPending ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
      <BackToSignIn />
    </AuthScreen>
  );
}
