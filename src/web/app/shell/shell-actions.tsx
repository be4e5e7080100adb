import { useMutation } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { apiRequest } from '../../lib/api.js';
import { useLogout } from '../../lib/auth.js';
import { navigateKeepingCompany } from '../../lib/navigation.js';
import { getSessionId, resetSessionId } from '../../lib/session-id.js';
import { toast } from '../../lib/use-toast.js';
import { lazyNamed, loadOnIntent } from '../../lib/lazy-named.js';

// The dialogs load when first opened: the workspace's first page does not wait for them.
const ChangePasswordDialog = lazyNamed(
  () => import('../../features/auth/components/change-password-dialog.js'),
  'ChangePasswordDialog',
);
const TwoFactorDialog = lazyNamed(
  () => import('../../features/auth/components/two-factor-dialog.js'),
  'TwoFactorDialog',
);
const WebhookSettingsDialog = lazyNamed(
  () => import('../../features/webhook-settings/webhook-settings-dialog.js'),
  'WebhookSettingsDialog',
);
const ConfirmDialog = lazyNamed(
  () => import('../../components/confirm-dialog.js'),
  'ConfirmDialog',
);

export type ShellDialog = 'password' | 'two-factor' | 'clear-memory' | 'logout' | 'webhooks' | null;

/** The code each dialog needs (Clear Memory and Logout share the confirmation dialog). */
const DIALOG_CODE = {
  password: ChangePasswordDialog,
  'two-factor': TwoFactorDialog,
  webhooks: WebhookSettingsDialog,
  'clear-memory': ConfirmDialog,
  logout: ConfirmDialog,
};

/**
 * Handlers for a dialog's button that start loading the dialog's code when a person heads for
 * it (pointer over, focus, press), so its first opening does not wait for the download.
 */
export const dialogIntent = (dialog: keyof typeof DIALOG_CODE) => loadOnIntent(DIALOG_CODE[dialog]);

/** Starts loading every dialog's code, e.g. when the phone menu, which offers them all, opens. */
export function preloadDialogs() {
  for (const code of Object.values(DIALOG_CODE)) void code.preload();
}

/** The sidebar's and mobile menu's actions, with their dialogs. */
export function useShellActions(companyId: string | undefined) {
  const [dialog, setDialog] = useState<ShellDialog>(null);
  // A dialog stays mounted once opened, so it can play its closing animation.
  const [opened, setOpened] = useState<ReadonlySet<ShellDialog>>(() => new Set());
  const open = (next: ShellDialog) => {
    if (next) setOpened((seen) => (seen.has(next) ? seen : new Set(seen).add(next)));
    setDialog(next);
  };
  const logout = useLogout();
  const clearMemory = useMutation({
    mutationFn: () =>
      apiRequest('POST', '/api/memory/clear', { sessionId: getSessionId(companyId) }),
  });

  const close = (open: boolean) => !open && setDialog(null);
  const dialogs = (
    <Suspense fallback={null}>
      {opened.has('password') && (
        <ChangePasswordDialog open={dialog === 'password'} onOpenChange={close} />
      )}
      {opened.has('two-factor') && (
        <TwoFactorDialog open={dialog === 'two-factor'} onOpenChange={close} />
      )}
      {opened.has('webhooks') && (
        <WebhookSettingsDialog open={dialog === 'webhooks'} onOpenChange={close} />
      )}
      {opened.has('clear-memory') && (
        <ConfirmDialog
          open={dialog === 'clear-memory'}
          onOpenChange={close}
          title="Clear Memory"
          description="This starts a new conversation session: the assistants forget the context of earlier requests. Your history is kept."
          confirmLabel="Clear Memory"
          onConfirm={() => {
            setDialog(null);
            clearMemory.mutate(undefined, {
              onSettled: () => {
                resetSessionId(companyId);
                toast({
                  title: 'Memory cleared',
                  description: 'A new session has started.',
                  variant: 'success',
                });
              },
            });
          }}
        />
      )}
      {opened.has('logout') && (
        <ConfirmDialog
          open={dialog === 'logout'}
          onOpenChange={close}
          title="Logout"
          description="Are you sure you want to log out?"
          confirmLabel="Logout"
          onConfirm={() => {
            setDialog(null);
            logout.mutate(undefined, {
              onSettled: () => {
                toast({
                  title: 'Logged out',
                  description: 'You have been signed out.',
                  variant: 'success',
                });
                navigateKeepingCompany('/login');
              },
            });
          }}
        />
      )}
    </Suspense>
  );
  return { open, dialogs };
}
