import { useState, type FormEvent } from 'react';
import { checkPassword } from '@core/identity/password-rules.js';
import { Button } from '../../../components/ui/button.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.js';
import { Input } from '../../../components/ui/input.js';
import { Label } from '../../../components/ui/label.js';
import { errorText } from '../../../lib/api.js';
import { toast } from '../../../lib/use-toast.js';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter.js';
import { FormError } from '../../../components/ui/form-error.js';
import { useChangePassword } from '../api/password.js';
import { OwnEmailForm } from './own-email-form.js';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Forced change: "Password Change Required", no cancel and no dismiss. */
  forced?: boolean;
}

export function ChangePasswordDialog({ open, onOpenChange, forced = false }: Props) {
  const [fields, setFields] = useState({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [error, setError] = useState('');
  const change = useChangePassword();

  const set = (name: keyof typeof fields) => (value: string) =>
    setFields((f) => ({ ...f, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { currentPassword, newPassword, confirmPassword } = fields;
    if (!currentPassword || !newPassword || !confirmPassword)
      return setError('Please fill in all fields');
    if (newPassword !== confirmPassword) return setError("New passwords don't match");
    const strength = checkPassword(newPassword);
    if (!strength.valid) return setError(strength.firstFailure!);
    setError('');
    // mutateAsync: a forced change ends when the reloaded user no longer must change it, which
    // may unmount this dialog before the toast; the promise settles all the same.
    change.mutateAsync(fields).then(
      () => {
        toast({
          title: 'Password Changed',
          description: 'Your password has been updated.',
          variant: 'success',
        });
        setFields({ currentPassword: '', newPassword: '', confirmPassword: '' });
        onOpenChange(false);
      },
      (err: unknown) => setError(errorText(err, 'Password change failed')),
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (forced ? undefined : onOpenChange(next))}>
      <DialogContent hideClose={forced} dismissible={!forced}>
        <DialogHeader>
          <DialogTitle>{forced ? 'Password Change Required' : 'Change Password'}</DialogTitle>
          <DialogDescription>
            {forced
              ? 'You must choose a new password before you continue.'
              : 'Enter your current password and choose a new one.'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          {(
            [
              ['currentPassword', 'Current Password', 'current-password'],
              ['newPassword', 'New Password', 'new-password'],
              ['confirmPassword', 'Confirm New Password', 'new-password'],
            ] as const
          ).map(([name, label, autoComplete]) => (
            <div key={name} className="space-y-2">
              <Label htmlFor={name}>{label}</Label>
              <Input
                id={name}
                type="password"
                autoComplete={autoComplete}
                value={fields[name]}
                onChange={(e) => set(name)(e.target.value)}
              />
              {name === 'newPassword' && <PasswordStrengthMeter password={fields.newPassword} />}
            </div>
          ))}
          <FormError message={error} />
          <DialogFooter>
            {!forced && (
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
            )}
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? 'Changing...' : 'Change Password'}
            </Button>
          </DialogFooter>
        </form>
        {!forced && <OwnEmailForm />}
      </DialogContent>
    </Dialog>
  );
}

export function ForcedPasswordChange() {
  return <ChangePasswordDialog open forced onOpenChange={() => {}} />;
}
