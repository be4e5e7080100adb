import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ApiError } from '../lib/api.js';
import { applyBranding, useTenant } from '../lib/tenant.js';
import { Spinner } from '../components/ui/spinner.js';
import { CompanyNotFound, TenantErrorScreen } from './tenant-screens.js';

/** Loads the company from the host; shows its not-found or error screen when it cannot. */
export function TenantGate({ children }: { children: ReactNode }) {
  const tenant = useTenant();
  const [location] = useLocation();
  const { refetch } = tenant;

  // Tenant info is refetched when the browser history position changes (docs/product.md#tenancy).
  useEffect(() => {
    const onPop = () => void refetch();
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [refetch]);
  // The first view's company came with the page (decision 026): asked again on a change only.
  const shownAt = useRef(location);
  useEffect(() => {
    if (shownAt.current === location) return;
    shownAt.current = location;
    void refetch();
  }, [location, refetch]);

  useEffect(() => {
    if (tenant.data) applyBranding(tenant.data);
  }, [tenant.data]);

  if (tenant.isLoading) {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner label="Loading" />
      </div>
    );
  }
  if (tenant.error || !tenant.data) {
    const error = tenant.error;
    if (error instanceof ApiError && error.status === 404) return <CompanyNotFound />;
    const message =
      error instanceof ApiError
        ? (error.serverMessage ?? 'Failed to load tenant information')
        : 'Failed to connect to server';
    return <TenantErrorScreen message={message} />;
  }
  return <>{children}</>;
}
