import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import { Input } from '../../../components/ui/input.js';
import { Label } from '../../../components/ui/label.js';
import { errorText, REDIRECT_KEY } from '../../../lib/api.js';
import { isSignedIn, useAuth, useLogin } from '../../../lib/auth.js';
import type { User } from '@core/api/auth.js';
import { TwoFactorStep } from './two-factor-step.js';
import { goOnAfterSignIn } from '../../../lib/navigation.js';
import { useTenant } from '../../../lib/tenant.js';
import { toast } from '../../../lib/use-toast.js';
import { CompanyLogo } from '../../../components/company-logo.js';
import { FormError } from '../../../components/ui/form-error.js';
import { ForgotPasswordLink } from './forgot-password-link.js';
import { preloadWorkspace } from '../../../app/signed-in-chunks.js';
import { SingleSignOnOption } from './single-sign-on-option.js';

export function LoginPage() {
  const tenant = useTenant().data;
  const { user } = useAuth();
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  /** The password was right and two-factor is on: the code is asked for next. */
  const [codeAsked, setCodeAsked] = useState(false);
  const onLoginRoute = window.location.pathname === '/login';

  useEffect(() => {
    if (user && onLoginRoute) goOnAfterSignIn(REDIRECT_KEY);
  }, [user, onLoginRoute]);

  const welcome = (signedIn: User) => {
    toast({
      title: 'Welcome back',
      description: `Signed in as ${signedIn.username}.`,
      variant: 'success',
    });
    // From /login and in place of a protected page alike.
    goOnAfterSignIn(REDIRECT_KEY);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError('Please enter both username and password');
      return;
    }
    setError('');
    // The workspace's code loads while the credentials are checked.
    preloadWorkspace();
    login.mutate(
      { username: username.trim(), password },
      {
        onSuccess: (answer) => (isSignedIn(answer) ? welcome(answer) : setCodeAsked(true)),
        onError: (err) => {
          const message = errorText(err, 'Login failed');
          setError(message);
          toast({ title: 'Login Failed', description: message, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-muted p-4">
      <Card className="w-full max-w-sm">
        <CardHeader className="items-center text-center">
          {tenant?.logoUrl && <CompanyLogo src={tenant.logoUrl} className="mx-auto mb-2 h-14" />}
          <CardTitle asChild>
            <h1 className="text-2xl font-bold">{tenant?.companyName ?? 'Copydesk'}</h1>
          </CardTitle>
          <CardDescription>Sign in to your content assistants</CardDescription>
        </CardHeader>
        <CardContent>
          <SingleSignOnOption />
          {codeAsked ? (
            <TwoFactorStep
              onSignedIn={welcome}
              onRestart={(message) => {
                setCodeAsked(false);
                setPassword('');
                setError(message);
              }}
            />
          ) : (
            <form onSubmit={submit} className="space-y-4" noValidate>
              <div className="space-y-2">
                <Label htmlFor="username">Username</Label>
                <Input
                  id="username"
                  autoComplete="username"
                  value={username}
                  onChange={(e) => setUsername(e.target.value)}
                />
              </div>
              <div className="space-y-2">
                <Label htmlFor="password">Password</Label>
                <Input
                  id="password"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </div>
              <FormError message={error} />
              <Button type="submit" className="w-full" disabled={login.isPending}>
                {login.isPending ? 'Signing in...' : 'Sign In'}
              </Button>
            </form>
          )}
          <ForgotPasswordLink />
        </CardContent>
      </Card>
    </main>
  );
}
