import type { ReactNode } from 'react';
import { useAuth } from '../../lib/auth.js';
import { useEnabledAssistants } from '../../lib/bot-access.js';
import { useTenant } from '../../lib/tenant.js';
import { useWideScreen } from '../../lib/use-wide-screen.js';
import { MobileBar } from './mobile-bar.js';
import { useShellActions } from './shell-actions.js';
import { Sidebar } from './sidebar.js';
import { SHELL } from '../../../core/ui/shell-classes.js';

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
      {wide ? (
        <Sidebar user={user} tenant={tenant} enabled={enabled} onAction={actions.open} />
      ) : (
        <MobileBar user={user} tenant={tenant} enabled={enabled} onAction={actions.open} />
      )}
      <div className={SHELL.page}>{children}</div>
      {actions.dialogs}
    </div>
  );
}
