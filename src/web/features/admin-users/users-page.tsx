import { useState } from 'react';
import { useSearch } from 'wouter';
import type { AdminUser } from '@core/api/admin-users.js';
import { DEFAULT_SORT } from '@core/api/list-page.js';
import { isOperatorStaffRole } from '@core/roles.js';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { ListToolbar, PagedListFooter } from '../../components/list-controls.js';
import { Card, CardContent } from '../../components/ui/card.js';
import { Spinner } from '../../components/ui/spinner.js';
import { errorText } from '../../lib/api.js';
import { navigateKeepingCompany } from '../../lib/navigation.js';
import { useListSearch } from '../../lib/paged-list.js';
import { useAuth } from '../../lib/auth.js';
import { toast } from '../../lib/use-toast.js';
import { useTenant } from '../../lib/tenant.js';
import { useDeleteUser, useResendInvitation, useUsersPage } from './api/users.js';
import { ChangeRoleDialog } from './components/change-role-dialog.js';
import { EditEmailDialog } from './components/edit-email-dialog.js';
import { CreateUserDialog } from './components/create-user-dialog.js';
import { ResetPasswordDialog } from './components/reset-password-dialog.js';
import { ResetTwoFactorDialog } from './components/reset-two-factor-dialog.js';
import { UsersHeader } from './components/users-header.js';
import { UsersTable } from './components/users-table.js';

/** The sorts offered; the last (by company) only where the Company column is. */
const USER_SORT_CHOICES = [
  { value: '-created', label: 'Newest first' },
  { value: 'created', label: 'Oldest first' },
  { value: 'username', label: 'Username (A-Z)' },
  { value: '-username', label: 'Username (Z-A)' },
  { value: '-lastLogin', label: 'Last login (recent first)' },
  { value: 'lastLogin', label: 'Last login (oldest first)' },
  { value: 'company', label: 'Company (A-Z)' },
];

/** /admin/users: the users an admin manages (docs/product.md#user-management). */
export function UsersPage() {
  const { user } = useAuth();
  // Searched, sorted and paged on the server.
  const listSearch = useListSearch(DEFAULT_SORT.users);
  const users = useUsersPage(listSearch);
  const remove = useDeleteUser();
  // `?firstAdminFor={companyId}`: the next step after creating a company; platform
  // admins create users in any company.
  const asked = new URLSearchParams(useSearch()).get('firstAdminFor');
  const firstAdminFor = user?.isPlatformAdmin ? asked : null;
  const [creating, setCreating] = useState(firstAdminFor !== null);
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  const [resettingTwoFactor, setResettingTwoFactor] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [editingEmail, setEditingEmail] = useState<AdminUser | null>(null);
  const [changingRole, setChangingRole] = useState<AdminUser | null>(null);
  const resend = useResendInvitation();
  const canInvite = useTenant().data?.passwordReset === true;
  if (!user) return null;
  const operator = isOperatorStaffRole(user.role, user.companyId);
  const list = users.items;

  const confirmDelete = () => {
    const target = deleting;
    setDeleting(null);
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () =>
        toast({
          title: 'User deleted',
          description: `${target.username} has been deleted.`,
          variant: 'success',
        }),
      onError: (err) =>
        toast({
          title: 'Delete failed',
          description: errorText(err, 'Failed to delete user'),
          variant: 'destructive',
        }),
    });
  };

  const resendInvitation = (target: AdminUser) =>
    resend.mutate(target.id, {
      onSuccess: (answer) =>
        toast({ title: 'Invitation sent', description: answer.message, variant: 'success' }),
      onError: (err) =>
        toast({
          title: 'Invitation not sent',
          description: errorText(err, 'Failed to send the invitation'),
          variant: 'destructive',
        }),
    });

  return (
    <main className="mx-auto w-full max-w-6xl space-y-6 p-4 md:p-6">
      <UsersHeader newThisWeek={users.first?.newThisWeek ?? 0} onCreate={() => setCreating(true)} />
      <Card className="py-2">
        <CardContent className="px-2 md:px-4">
          <ListToolbar
            noun="users"
            placeholder={
              operator ? 'Search by username, email or company' : 'Search by username or email'
            }
            {...listSearch.toolbar}
            sorts={
              user.isPlatformAdmin || operator ? USER_SORT_CHOICES : USER_SORT_CHOICES.slice(0, -1)
            }
          />
          {users.isLoading ? (
            <div className="flex justify-center p-8">
              <Spinner label="Loading users" />
            </div>
          ) : users.error ? (
            <p role="alert" className="p-4 text-sm font-medium text-destructive">
              {errorText(users.error, 'Failed to fetch users')}
            </p>
          ) : (
            <UsersTable
              users={list}
              currentUserId={user.id}
              showCompany={user.isPlatformAdmin || operator}
              canManagePlatformAdmins={user.isPlatformAdmin}
              onResetPassword={setResetting}
              onResetTwoFactor={setResettingTwoFactor}
              onDelete={setDeleting}
              onEditEmail={setEditingEmail}
              onChangeRole={setChangingRole}
              onResendInvitation={canInvite ? resendInvitation : undefined}
            />
          )}
          <PagedListFooter list={users} />
        </CardContent>
      </Card>
      <CreateUserDialog
        key={firstAdminFor ?? ''}
        open={creating}
        onOpenChange={(open) => {
          setCreating(open);
          if (!open && firstAdminFor !== null)
            navigateKeepingCompany('/admin/users', { replace: true });
        }}
        firstAdminFor={firstAdminFor}
        isPlatformAdmin={user.isPlatformAdmin && operator}
        ownCompany={{ companyId: user.companyId, companyName: user.companyName }}
      />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
      <EditEmailDialog user={editingEmail} onClose={() => setEditingEmail(null)} />
      <ChangeRoleDialog
        user={changingRole}
        canManagePlatformAdmins={user.isPlatformAdmin}
        onClose={() => setChangingRole(null)}
      />
      <ResetTwoFactorDialog user={resettingTwoFactor} onClose={() => setResettingTwoFactor(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete User"
        description={`Are you sure you want to delete "${deleting?.username ?? ''}"? This cannot be undone.`}
        confirmLabel="Delete"
        destructive
        onConfirm={confirmDelete}
      />
    </main>
  );
}
