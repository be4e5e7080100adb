import { format } from 'date-fns';
import { KeyRound, Trash2 } from 'lucide-react';
import type { AdminUser } from '../../../../core/api/admin-users.js';
import { ROLE_LABELS } from '../../../../core/api/common.js';
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
import { FRESHNESS, freshnessOf } from '../../../lib/activity-freshness.js';

interface Props {
  users: AdminUser[];
  currentUserId: number;
  showCompany: boolean;
  /** Platform admin accounts are managed by platform admins only. */
  canManagePlatformAdmins: boolean;
  onResetPassword: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

const day = (iso: string) => format(new Date(iso), 'MMM d, yyyy');
const dayTime = (iso: string) => format(new Date(iso), 'MMM d, yyyy h:mm a');

export function UsersTable(props: Props) {
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
        {users.map((user) => {
          const self = user.id === currentUserId;
          const manageable =
            !self && (user.role !== 'platform_admin' || props.canManagePlatformAdmins);
          const freshness = FRESHNESS[freshnessOf(user.lastLogin)];
          return (
            <TableRow key={user.id} data-testid={`user-row-${user.username}`}>
              <TableCell className="font-medium">
                <span className="flex items-center gap-2">
                  {user.username}
                  {user.isNewUser && <Badge variant="success">NEW</Badge>}
                  {self && <span className="text-xs text-muted-foreground">(you)</span>}
                </span>
              </TableCell>
              <TableCell>
                <Badge variant={user.role === 'user' ? 'muted' : 'default'}>
                  {ROLE_LABELS[user.role]}
                </Badge>
              </TableCell>
              {showCompany && <TableCell>{user.companyName}</TableCell>}
              <TableCell>{day(user.createdAt)}</TableCell>
              <TableCell>
                <div className="flex flex-col items-start gap-1">
                  <span>{user.lastLogin ? dayTime(user.lastLogin) : 'Never'}</span>
                  <span
                    className={cn('rounded px-1.5 py-0.5 text-xs font-medium', freshness.className)}
                  >
                    {freshness.label}
                  </span>
                </div>
              </TableCell>
              <TableCell className="text-right">
                {manageable && (
                  <div className="flex justify-end gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => props.onResetPassword(user)}
                      aria-label={`Reset password for ${user.username}`}
                    >
                      <KeyRound aria-hidden /> Reset Password
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      className="text-destructive hover:text-destructive"
                      onClick={() => props.onDelete(user)}
                      aria-label={`Delete ${user.username}`}
                    >
                      <Trash2 aria-hidden /> Delete
                    </Button>
                  </div>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
