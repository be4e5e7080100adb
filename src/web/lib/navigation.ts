import { navigate } from 'wouter/use-browser-location';

/** Navigates inside the app, keeping the `company` query parameter when the page has one. */
export function navigateKeepingCompany(path: string, opts: { replace?: boolean } = {}) {
  const company = new URLSearchParams(window.location.search).get('company');
  const [base, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  if (company && !params.has('company')) params.set('company', company);
  const search = params.toString();
  navigate(search ? `${base}?${search}` : base, { replace: opts.replace ?? false });
}

/** Where to go after signing in: the stored address if any, else the workspace. */
export function takeRedirectAfterLogin(key: string): string {
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
  return '/';
}
