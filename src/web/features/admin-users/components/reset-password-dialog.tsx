import { useState, type FormEvent } from 'react';
import { ENTER_NEW_PASSWORD, type AdminUser } from '@core/api/admin-users.js';
import { checkPassword } from '@core/identity/password-rules.js';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter.js';
import { Button } from '../../../components/ui/button.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.js';
import { FormField } from '../../../components/ui/form-field.js';
import { errorText } from '../../../lib/api.js';
import { toast } from '../../../lib/use-toast.js';
import { useResetPassword } from '../api/users.js';
import { GeneratePassword } from './generate-password.js';
import { PasswordInput } from './password-input.js';
import { FormError } from '../../../components/ui/form-error.js';

interface Props {
  /** The user whose password is reset; null closes the dialog. */
  user: AdminUser | null;
  onClose: () => void;
}

export function ResetPasswordDialog({ user, onClose }: Props) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const reset = useResetPassword();

  const close = () => {
    setPassword('');
    setError('');
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!user) return;
    if (!password) return setError(ENTER_NEW_PASSWORD);
    const strength = checkPassword(password);
    if (!strength.valid) return setError(strength.firstFailure!);
    setError('');
    reset.mutate(
      { id: user.id, newPassword: password },
      {
        onSuccess: () => {
          toast({
            title: 'Password reset',
            description: `${user.username} must change the password at next sign-in.`,
            variant: 'success',
          });
          close();
        },
        onError: (err) => setError(errorText(err, 'Failed to reset password')),
      },
    );
  };

  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reset Password</DialogTitle>
          <DialogDescription>
            Set a temporary password for {user?.username}. They are signed out and must change it at
            their next sign-in.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <div className="space-y-2">
            <FormField label="New Password">
              <PasswordInput
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </FormField>
            <PasswordStrengthMeter password={password} />
            <GeneratePassword onGenerate={setPassword} />
          </div>
          <FormError message={error} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={reset.isPending}>
              {reset.isPending ? 'Resetting...' : 'Reset Password'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
