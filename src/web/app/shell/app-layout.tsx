import type { ReactNode } from 'react';
import { useAuth } from '../../lib/auth.js';
import { useEnabledAssistants } from '../../lib/bot-access.js';
import { useTenant } from '../../lib/tenant.js';
import { MobileBar } from './mobile-bar.js';
import { useShellActions } from './shell-actions.js';
import { Sidebar } from './sidebar.js';
import { SHELL } from '../../../core/ui/shell-classes.js';

/** Sidebar on desktop, top bar and pills on phones, the page beside or below. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const tenant = useTenant().data;
  const { enabled } = useEnabledAssistants(tenant?.companyId);
  const actions = useShellActions(tenant?.companyId);
  if (!user || !tenant) return null;
  return (
    <div className={SHELL.layout}>
      <Sidebar user={user} tenant={tenant} enabled={enabled} onAction={actions.open} />
      <MobileBar user={user} tenant={tenant} enabled={enabled} onAction={actions.open} />
      <div className={SHELL.page}>{children}</div>
      {actions.dialogs}
    </div>
  );
}
