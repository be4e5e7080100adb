import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.js';
import { useAuth } from '../../lib/auth.js';
import { useEnabledAssistants } from '../../lib/bot-access.js';
import { useTenant } from '../../lib/tenant.js';
import { useWideScreen } from '../../lib/use-wide-screen.js';
import { MobileBar } from './mobile-bar.js';
import { useShellActions } from './shell-actions.js';
import { Sidebar } from './sidebar.js';
import { SHELL } from '@core/ui/shell-classes.js';

/**
 * Sidebar on desktop, top bar and pills on phones, the page beside or below. Only the one the
 * window's width shows is rendered (decision 027), and it changes with the width; the classes
 * still hide the other one, as the server's first paint does.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const wide = useWideScreen();
  const tenant = useTenant().data;
  const { enabled } = useEnabledAssistants(tenant?.companyId);
  const actions = useShellActions(tenant?.companyId);
  if (!user || !tenant) return null;
  return (
    <div className={SHELL.layout}>
      <SkipLink />
      {wide ? (
        <Sidebar user={user} tenant={tenant} enabled={enabled} onAction={actions.open} />
      ) : (
        <MobileBar user={user} tenant={tenant} enabled={enabled} onAction={actions.open} />
      )}
      <div id={MAIN_ID} tabIndex={-1} className={cn(SHELL.page, 'outline-none')}>
        {children}
      </div>
      {actions.dialogs}
    </div>
  );
}

const MAIN_ID = 'main';

/**
 * The page's first focusable element: hidden until focused, it takes a keyboard user past the
 * navigation to the page. Focus moves without changing the address.
 */
function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:top-4 focus:left-4 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:shadow-lg focus:ring-2 focus:ring-ring focus:outline-none"
      onClick={(event) => {
        const main = document.getElementById(MAIN_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView({ block: 'start' });
      }}
    >
      Skip to content
    </a>
  );
}
