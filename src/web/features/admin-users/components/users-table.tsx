import { format } from 'date-fns';
import { AtSign, KeyRound, Mail, ShieldOff, Trash2, UserCog } from 'lucide-react';
import type { AdminUser } from '@core/api/admin-users.js';
import { ROLE_LABELS } from '@core/api/common.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.js';
import { cn } from '../../../lib/cn.js';
import { useWideScreen } from '../../../lib/use-wide-screen.js';
import { FRESHNESS, freshnessOf } from '../../../lib/activity-freshness.js';

interface Props {
  users: AdminUser[];
  currentUserId: number;
  showCompany: boolean;
  /** Platform admin accounts are managed by platform admins only. */
  canManagePlatformAdmins: boolean;
  onResetPassword: (user: AdminUser) => void;
  /** Turning off a user's two-factor (offered when it is on). */
  onResetTwoFactor: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
  onEditEmail: (user: AdminUser) => void;
  onChangeRole: (user: AdminUser) => void;
  /** Only when email is configured (decision 044). */
  onResendInvitation?: (user: AdminUser) => void;
}

const day = (iso: string) => format(new Date(iso), 'MMM d, yyyy');
const dayTime = (iso: string) => format(new Date(iso), 'MMM d, yyyy h:mm a');

function UserName({ user, self }: { user: AdminUser; self: boolean }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      {user.username}
      {user.isNewUser && <Badge variant="success">NEW</Badge>}
      {user.invited && <Badge variant="muted">Invited</Badge>}
      {user.twoFactorEnabled && (
        <Badge variant="muted" title="Two-factor authentication is on">
          2FA
        </Badge>
      )}
      {self && <span className="text-xs text-muted-foreground">(you)</span>}
      {user.email && (
        <span className="basis-full text-xs font-normal break-all text-muted-foreground">
          {user.email}
        </span>
      )}
    </span>
  );
}

function RoleBadge({ user }: { user: AdminUser }) {
  return (
    <Badge variant={user.role === 'user' ? 'muted' : 'default'}>{ROLE_LABELS[user.role]}</Badge>
  );
}

function LastLogin({ user }: { user: AdminUser }) {
  const freshness = FRESHNESS[freshnessOf(user.lastLogin)];
  return (
    <div className="flex flex-col items-start gap-1">
      <span>{user.lastLogin ? dayTime(user.lastLogin) : 'Never'}</span>
      <span className={cn('rounded px-1.5 py-0.5 text-xs font-medium', freshness.className)}>
        {freshness.label}
      </span>
    </div>
  );
}

function UserActions(props: { user: AdminUser; table: Props; className?: string }) {
  const { user, table } = props;
  return (
    <div className={cn('flex flex-wrap gap-2', props.className)}>
      {user.invited && user.email && table.onResendInvitation && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => table.onResendInvitation?.(user)}
          aria-label={`Resend invitation to ${user.username}`}
        >
          <Mail aria-hidden /> Resend Invitation
        </Button>
      )}
      <Button
        variant="outline"
        size="sm"
        onClick={() => table.onEditEmail(user)}
        aria-label={`Edit email of ${user.username}`}
      >
        <AtSign aria-hidden /> Edit Email
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => table.onChangeRole(user)}
        aria-label={`Change role of ${user.username}`}
      >
        <UserCog aria-hidden /> Change Role
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => table.onResetPassword(user)}
        aria-label={`Reset password for ${user.username}`}
      >
        <KeyRound aria-hidden /> Reset Password
      </Button>
      {user.twoFactorEnabled && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => table.onResetTwoFactor(user)}
          aria-label={`Reset two-factor for ${user.username}`}
        >
          <ShieldOff aria-hidden /> Reset two-factor
        </Button>
      )}
      <Button
        variant="outline"
        size="sm"
        className="text-destructive hover:text-destructive"
        onClick={() => table.onDelete(user)}
        aria-label={`Delete ${user.username}`}
      >
        <Trash2 aria-hidden /> Delete
      </Button>
    </div>
  );
}

/** Whether the signed-in admin may act on the user (password, role, deletion...). */
const manageableBy = (props: Props, user: AdminUser) =>
  user.id !== props.currentUserId &&
  (user.role !== 'platform_admin' || props.canManagePlatformAdmins);

/**
 * The users: a table on a wide screen; on a phone or tablet one card each, so that every user's
 * actions are in sight without scrolling the table sideways.
 */
export function UsersTable(props: Props) {
  return useWideScreen() ? <WideTable {...props} /> : <UserCards {...props} />;
}

function UserCards(props: Props) {
  const { users, currentUserId, showCompany } = props;
  if (users.length === 0) {
    return <p className="py-8 text-center text-sm text-muted-foreground">No users found.</p>;
  }
  return (
    <ul className="divide-y" aria-label="Users">
      {users.map((user) => (
        <li key={user.id} className="space-y-2 py-3" data-testid={`user-row-${user.username}`}>
          <div className="flex flex-wrap items-center justify-between gap-2 font-medium">
            <UserName user={user} self={user.id === currentUserId} />
            <RoleBadge user={user} />
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {showCompany && (
              <>
                <dt className="text-muted-foreground">Company</dt>
                <dd>{user.companyName}</dd>
              </>
            )}
            <dt className="text-muted-foreground">Created</dt>
            <dd>{day(user.createdAt)}</dd>
            <dt className="text-muted-foreground">Last Login</dt>
            <dd>
              <LastLogin user={user} />
            </dd>
          </dl>
          {manageableBy(props, user) && <UserActions user={user} table={props} />}
        </li>
      ))}
    </ul>
  );
}

function WideTable(props: Props) {
  const { users, currentUserId, showCompany } = props;
  const columns = showCompany ? 6 : 5;
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Username</TableHead>
          <TableHead>Role</TableHead>
          {showCompany && <TableHead>Company</TableHead>}
          <TableHead>Created</TableHead>
          <TableHead>Last Login</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.length === 0 && (
          <TableRow>
            <TableCell colSpan={columns} className="py-8 text-center text-muted-foreground">
              No users found.
            </TableCell>
          </TableRow>
        )}
        {users.map((user) => (
          <TableRow key={user.id} data-testid={`user-row-${user.username}`}>
            <TableCell className="font-medium">
              <UserName user={user} self={user.id === currentUserId} />
            </TableCell>
            <TableCell>
              <RoleBadge user={user} />
            </TableCell>
            {showCompany && <TableCell>{user.companyName}</TableCell>}
            <TableCell>{day(user.createdAt)}</TableCell>
            <TableCell>
              <LastLogin user={user} />
            </TableCell>
            <TableCell className="text-right">
              {manageableBy(props, user) && (
                <UserActions user={user} table={props} className="justify-end" />
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
