import { useState, type FormEvent } from 'react';
import { ENTER_PASSWORD_AND_CODE } from '@core/identity/two-factor-messages.js';
import { Button } from '../../../components/ui/button.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.js';
import { FormError } from '../../../components/ui/form-error.js';
import { Input } from '../../../components/ui/input.js';
import { Label } from '../../../components/ui/label.js';
import { errorText } from '../../../lib/api.js';
import { useAuth } from '../../../lib/auth.js';
import { toast } from '../../../lib/use-toast.js';
import { useDisableTwoFactor, useTwoFactorChanged } from '../api/two-factor.js';
import { TwoFactorSetupFlow } from './two-factor-setup.js';

/** Turning two-factor off: the password and a code (or a recovery code). */
function TurnOffForm({ onDone }: { onDone: () => void }) {
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password || !code.trim()) return setError(ENTER_PASSWORD_AND_CODE);
    setError('');
    disable.mutate(
      { password, code: code.trim() },
      {
        onSuccess: () => {
          toast({
            title: 'Two-factor turned off',
            description: 'Signing in asks for your password only.',
            variant: 'success',
          });
          onDone();
        },
        onError: (err) => setError(errorText(err, 'Could not turn off two-factor')),
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <p className="text-sm">
        Two-factor authentication is <strong>on</strong>. To turn it off, enter your password and a
        code from your app (or a recovery code).
      </p>
      <div className="space-y-2">
        <Label htmlFor="two-factor-off-password">Password</Label>
        <Input
          id="two-factor-off-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="two-factor-off-code">Code</Label>
        <Input
          id="two-factor-off-code"
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </div>
      <FormError message={error} />
      <Button type="submit" variant="destructive" disabled={disable.isPending}>
        {disable.isPending ? 'Turning off...' : 'Turn Off Two-Factor'}
      </Button>
    </form>
  );
}

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The account's "Two-factor authentication": set it up, or turn it off (decision 046). */
export function TwoFactorDialog({ open, onOpenChange }: Props) {
  const { user } = useAuth();
  const changed = useTwoFactorChanged();
  // A new setup each time the dialog opens; the recovery codes stay until "I saved".
  const [round, setRound] = useState(0);
  const close = () => {
    onOpenChange(false);
    setRound((n) => n + 1);
  };
  if (!user) return null;
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Two-factor authentication</DialogTitle>
          <DialogDescription>
            A code from your phone, asked for after your password, keeps your account safe even if
            your password leaks.
          </DialogDescription>
        </DialogHeader>
        {user.twoFactorEnabled ? (
          <TurnOffForm key={round} onDone={close} />
        ) : (
          <TwoFactorSetupFlow
            key={round}
            companyName={user.companyName}
            onDone={() => {
              void changed();
              close();
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
