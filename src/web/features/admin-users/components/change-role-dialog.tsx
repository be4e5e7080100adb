import { useState, type FormEvent } from 'react';
import type { AdminUser } from '@core/api/admin-users.js';
import { PLATFORM_COMPANY_ID, ROLE_LABELS, ROLES, type Role } from '@core/api/common.js';
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
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.js';
import { errorText } from '../../../lib/api.js';
import { toast } from '../../../lib/use-toast.js';
import { useSetUserRole } from '../api/users.js';

/**
 * An admin promotes a user or takes a role away (docs/product.md#roles). Platform Admin is
 * offered to platform admins, for users of the platform company.
 */
export function ChangeRoleDialog({
  user,
  canManagePlatformAdmins,
  onClose,
}: {
  user: AdminUser | null;
  canManagePlatformAdmins: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {user && (
          <ChangeRoleForm
            key={user.id}
            user={user}
            canManagePlatformAdmins={canManagePlatformAdmins}
            onClose={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ChangeRoleForm({
  user,
  canManagePlatformAdmins,
  onClose,
}: {
  user: AdminUser;
  canManagePlatformAdmins: boolean;
  onClose: () => void;
}) {
  const [role, setRole] = useState<Role>(user.role);
  const [error, setError] = useState('');
  const save = useSetUserRole();
  const roles = ROLES.filter(
    (r) =>
      r !== 'platform_admin' ||
      user.role === 'platform_admin' ||
      (canManagePlatformAdmins && user.companyId === PLATFORM_COMPANY_ID),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    if (role === user.role) {
      onClose();
      return;
    }
    save.mutate(
      { id: user.id, role },
      {
        onSuccess: () => {
          toast({
            title: 'Role changed',
            description: `${user.username} is now ${ROLE_LABELS[role] === 'Admin' ? 'an' : 'a'} ${ROLE_LABELS[role]}.`,
            variant: 'success',
          });
          onClose();
        },
        onError: (err) => setError(errorText(err, 'Failed to change the role')),
      },
    );
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>Change Role</DialogTitle>
        <DialogDescription>
          What {user.username} may do: users use the assistants, admins also manage the
          company&apos;s users, settings and webhooks. The change counts from their next click.
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Select value={role} onValueChange={(next) => next && setRole(next as Role)}>
          <FormField label="Role">
            <SelectTrigger>
              <SelectValue />
            </SelectTrigger>
          </FormField>
          <SelectContent>
            {roles.map((r) => (
              <SelectItem key={r} value={r}>
                {ROLE_LABELS[r]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
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
