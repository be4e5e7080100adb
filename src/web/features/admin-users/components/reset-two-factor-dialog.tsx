import type { AdminUser } from '@core/api/admin-users.js';
import { ConfirmDialog } from '../../../components/confirm-dialog.js';
import { errorText } from '../../../lib/api.js';
import { toast } from '../../../lib/use-toast.js';
import { useResetTwoFactor } from '../api/users.js';

/** Confirms turning a user's two-factor off (a lost phone), decision 046. */
export function ResetTwoFactorDialog({
  user,
  onClose,
}: {
  user: AdminUser | null;
  onClose: () => void;
}) {
  const reset = useResetTwoFactor();
  const confirm = () => {
    const target = user;
    onClose();
    if (!target) return;
    reset.mutate(target.id, {
      onSuccess: () =>
        toast({
          title: 'Two-factor reset',
          description: `${target.username} signs in with their password alone until they set it up again.`,
          variant: 'success',
        }),
      onError: (err) =>
        toast({
          title: 'Reset failed',
          description: errorText(err, 'Failed to reset two-factor'),
          variant: 'destructive',
        }),
    });
  };
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Reset Two-Factor"
      description={`Turn off two-factor authentication for "${user?.username ?? ''}"? Their authenticator app and recovery codes stop working; they sign in with their password alone until they set it up again.`}
      confirmLabel="Reset two-factor"
      destructive
      onConfirm={confirm}
    />
  );
}
