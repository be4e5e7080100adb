import { KeyRound } from 'lucide-react';
import { SSO_ERRORS, type SsoErrorCode } from '@core/identity/sso-messages.js';
import { REDIRECT_KEY } from '../../../lib/api.js';
import { useSsoSignInOptions } from '../api/sso.js';

/** The page to come back to: the stored address, else the page the sign-in stands in for. */
function returnPath(): string {
  const stored = sessionStorage.getItem(REDIRECT_KEY);
  if (stored?.startsWith('/') && !stored.startsWith('//')) return stored;
  const here = window.location.pathname;
  return here === '/login' ? '/' : here;
}

/** The `?sso_error=` the callback came back with, in words. */
function ssoErrorMessage(search = window.location.search): string | null {
  const code = new URLSearchParams(search).get('sso_error');
  return code && code in SSO_ERRORS ? SSO_ERRORS[code as SsoErrorCode] : null;
}

/**
 * The company's single sign-on button (when it has one) above the password form, with the
 * message of a sign-in that came back refused.
 */
export function SingleSignOnOption() {
  const options = useSsoSignInOptions().data;
  const refused = ssoErrorMessage();
  if (!options?.enabled && !refused) return null;
  const start = () => {
    const company = new URLSearchParams(window.location.search).get('company');
    const params = new URLSearchParams({ returnTo: returnPath() });
    if (company) params.set('company', company);
    window.location.assign(`/api/auth/oidc/start?${params.toString()}`);
  };
  return (
    <div className="mb-4 space-y-3">
      {refused && (
        <p
          role="alert"
          className="rounded-md border border-destructive p-3 text-sm text-destructive"
        >
          {refused}
        </p>
      )}
      {options?.enabled && (
        <>
          <button
            type="button"
            onClick={start}
            className="inline-flex h-10 w-full cursor-pointer items-center justify-center gap-2 rounded-md border bg-background px-4 text-sm font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <KeyRound aria-hidden="true" className="size-4" />
            {options.buttonLabel}
          </button>
          <p className="text-center text-xs text-muted-foreground">
            {options.passwordSignIn === 'admins-only'
              ? 'Admins can also sign in with a password below.'
              : 'Or sign in with your username and password.'}
          </p>
        </>
      )}
    </div>
  );
}
