import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import {
  createQueryClient,
  REDIRECT_KEY,
  SESSION_EXPIRED,
  setUnauthorizedHandler,
} from '../lib/api.js';
import { ME_KEY } from '../lib/auth.js';
import { navigateKeepingCompany } from '../lib/navigation.js';
import { seedQueries } from '../lib/page-data.js';
import type { PageData } from '@core/api/page-data.js';
import { lazyNamed } from '../lib/lazy-named.js';
import { toast, useToast } from '../lib/use-toast.js';
import { TenantGate } from './tenant-gate.js';
import { AppRouter } from './router.js';

/**
 * The toasts' viewport (components/ui/toast.tsx) loads with the first toast, which only something done on a
 * page shows: no page's first view carries it (decision 054). Once loaded it stays mounted.
 */
const Toaster = lazyNamed(() => import('../components/ui/toaster.js'), 'Toaster');

function Toasts() {
  const { toasts } = useToast();
  if (toasts.length === 0 && !Toaster.loaded()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** The app; `pageData` is what the server wrote into the page (decision 026), if anything. */
export function App({ pageData = null }: { pageData?: PageData | null }) {
  const [client] = useState(() => {
    const queryClient = createQueryClient();
    seedQueries(queryClient, pageData);
    // 401 anywhere: remember where we were, say so, and go to the sign-in page (docs/product.md#sign-in).
    setUnauthorizedHandler(() => {
      if (window.location.pathname === '/login') return;
      sessionStorage.setItem(REDIRECT_KEY, window.location.pathname + window.location.search);
      queryClient.setQueryData(ME_KEY, null);
      toast({ title: SESSION_EXPIRED, variant: 'destructive' });
      navigateKeepingCompany('/login');
    });
    return queryClient;
  });
  return (
    <QueryClientProvider client={client}>
      <TenantGate>
        <AppRouter />
      </TenantGate>
      <Toasts />
    </QueryClientProvider>
  );
}
