import { AlertTriangle, Building2 } from 'lucide-react';

function requestedCompany(): string {
  const fromQuery = new URLSearchParams(window.location.search).get('company');
  if (fromQuery) return fromQuery;
  return window.location.hostname.split('.')[0];
}

function parentDomainUrl(): string {
  const { protocol, hostname, port } = window.location;
  const labels = hostname.split('.');
  const parent = labels.length > 1 ? labels.slice(1).join('.') : hostname;
  return `${protocol}//${parent}${port ? `:${port}` : ''}/`;
}

export function CompanyNotFound() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted p-6">
      <div className="w-full max-w-md rounded-lg border bg-card p-8 text-center shadow-sm">
        <Building2 className="mx-auto mb-4 h-12 w-12 text-muted-foreground" aria-hidden />
        <h1 className="mb-2 text-2xl font-bold">Company not found</h1>
        <p className="mb-6 text-muted-foreground">
          There is no company at <strong className="text-foreground">{requestedCompany()}</strong>.
          Check the address, or ask your administrator for the right link.
        </p>
        <a
          href={parentDomainUrl()}
          className="inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-secondary hover:text-secondary-foreground"
        >
          Go to Main Site
        </a>
      </div>
    </main>
  );
}

export function TenantErrorScreen({ message }: { message: string }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted p-6">
      <div
        className="w-full max-w-md rounded-lg border bg-card p-8 text-center shadow-sm"
        role="alert"
      >
        <AlertTriangle className="mx-auto mb-4 h-12 w-12 text-destructive" aria-hidden />
        <h1 className="mb-2 text-2xl font-bold">Something went wrong</h1>
        <p className="mb-6 text-muted-foreground">{message}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-secondary hover:text-secondary-foreground"
        >
          Try again
        </button>
      </div>
    </main>
  );
}
