import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Toaster } from '../components/ui/toaster.js';
import {
  createQueryClient,
  REDIRECT_KEY,
  SESSION_EXPIRED,
  setUnauthorizedHandler,
} from '../lib/api.js';
import { ME_KEY } from '../lib/auth.js';
import { navigateKeepingCompany } from '../lib/navigation.js';
import { seedQueries } from '../lib/page-data.js';
import type { PageData } from '../../core/api/page-data.js';
import { toast } from '../lib/use-toast.js';
import { TenantGate } from './tenant-gate.js';
import { AppRouter } from './router.js';

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
      <Toaster />
    </QueryClientProvider>
  );
}
