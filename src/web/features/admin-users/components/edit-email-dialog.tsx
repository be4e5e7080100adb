import { useState, type FormEvent } from 'react';
import type { AdminUser } from '@core/api/admin-users.js';
import { Button } from '../../../components/ui/button.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.js';
import { FormError } from '../../../components/ui/form-error.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import { errorText } from '../../../lib/api.js';
import { toast } from '../../../lib/use-toast.js';
import { useSetUserEmail } from '../api/users.js';

/** An admin sets or clears a user's email address (decision 044). */
export function EditEmailDialog({
  user,
  onClose,
}: {
  user: AdminUser | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {user && <EditEmailForm key={user.id} user={user} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function EditEmailForm({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const [email, setEmail] = useState(user.email ?? '');
  const [error, setError] = useState('');
  const save = useSetUserEmail();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    save.mutate(
      { id: user.id, email: email.trim() },
      {
        onSuccess: () => {
          toast({
            title: 'Email saved',
            description: `${user.username}'s email was saved.`,
            variant: 'success',
          });
          onClose();
        },
        onError: (err) => setError(errorText(err, 'Failed to save the email')),
      },
    );
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>Edit Email</DialogTitle>
        <DialogDescription>
          The address {user.username}&apos;s invitation and password reset links are sent to. Leave
          it empty to remove it.
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <FormField label="Email">
          <Input
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </FormField>
        <FormError message={error} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
