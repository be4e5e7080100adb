import { navigate } from 'wouter/use-browser-location';
import { isWorkspacePath } from '@core/assistants/paths.js';

/** Navigates inside the app, keeping the `company` query parameter when the page has one. */
export function navigateKeepingCompany(path: string, opts: { replace?: boolean } = {}) {
  const company = new URLSearchParams(window.location.search).get('company');
  const [base, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  if (company && !params.has('company')) params.set('company', company);
  const search = params.toString();
  navigate(search ? `${base}?${search}` : base, { replace: opts.replace ?? false });
}

/** The address stored before a redirect to sign-in, taken once; null when there is none. */
function takeStoredAddress(key: string): string | null {
  const stored = sessionStorage.getItem(key);
  sessionStorage.removeItem(key);
  if (
    stored &&
    stored.startsWith('/') &&
    !stored.startsWith('//') &&
    !stored.startsWith('/login')
  ) {
    return stored;
  }
  return null;
}

/**
 * After signing in, on /login or on the sign-in screen that stands in for a protected page
 * (docs/product.md#sign-in): to the address stored for the session if there is one, otherwise to the
 * workspace. An assistant's address is the workspace already (decision 017), so it stays.
 */
export function goOnAfterSignIn(key: string) {
  const stored = takeStoredAddress(key);
  if (stored) navigateKeepingCompany(stored);
  else if (!isWorkspacePath(window.location.pathname)) navigateKeepingCompany('/');
}
