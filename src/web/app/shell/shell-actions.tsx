import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { apiRequest } from '../../lib/api.js';
import { useLogout } from '../../lib/auth.js';
import { navigateKeepingCompany } from '../../lib/navigation.js';
import { getSessionId, resetSessionId } from '../../lib/session-id.js';
import { toast } from '../../lib/use-toast.js';
import { ChangePasswordDialog } from '../../features/auth/components/change-password-dialog.js';
import { WebhookSettingsDialog } from '../../features/webhook-settings/webhook-settings-dialog.js';

export type ShellDialog = 'password' | 'clear-memory' | 'logout' | 'webhooks' | null;

/** The sidebar's and mobile menu's actions, with their dialogs. */
export function useShellActions(companyId: string | undefined) {
  const [dialog, setDialog] = useState<ShellDialog>(null);
  const logout = useLogout();
  const clearMemory = useMutation({
    mutationFn: () =>
      apiRequest('POST', '/api/memory/clear', { sessionId: getSessionId(companyId) }),
  });

  const close = (open: boolean) => !open && setDialog(null);
  const dialogs = (
    <>
      <ChangePasswordDialog open={dialog === 'password'} onOpenChange={close} />
      <WebhookSettingsDialog open={dialog === 'webhooks'} onOpenChange={close} />
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
    </>
  );
  return { open: setDialog, dialogs };
}
