import type { UserStatsRow } from '@core/api/reports.js';
import { ROLE_LABELS } from '@core/api/common.js';
import { Badge } from '../../../components/ui/badge.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.js';
import { cn } from '../../../lib/cn.js';
import { FRESHNESS, freshnessOf, loggedInThisWeek } from '../../../lib/activity-freshness.js';
import { formatTime, plural } from '../report-labels.js';

const TOP_USERS = 10;

/** Most active first: sign-ins plus generations in the range; users with neither are left out. */
function mostActive(users: UserStatsRow[], limit = TOP_USERS) {
  return users
    .filter((u) => u.totalLogins + u.totalGenerations > 0)
    .sort(
      (a, b) =>
        b.totalLogins + b.totalGenerations - (a.totalLogins + a.totalGenerations) ||
        b.totalGenerations - a.totalGenerations ||
        a.username.localeCompare(b.username),
    )
    .slice(0, limit);
}

function LastLogin({ value }: { value: string | null }) {
  const freshness = FRESHNESS[freshnessOf(value)];
  return (
    <div className="flex flex-col items-start gap-1">
      {value && <span className="text-sm">{formatTime(value)}</span>}
      <span className={cn('rounded px-1.5 py-0.5 text-xs font-medium', freshness.className)}>
        {freshness.label}
      </span>
    </div>
  );
}

/** Per-user sign-ins, generations and last login; the ten most active on top. */
export function UserActivityTab({ users, days }: { users: UserStatsRow[]; days: number }) {
  const top = mostActive(users);
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Most Active Users</h2>
          </CardTitle>
          <CardDescription>
            Top {TOP_USERS} by sign-ins and generations, last {days} days
          </CardDescription>
        </CardHeader>
        <CardContent>
          {top.length === 0 ? (
            <p className="text-sm text-muted-foreground">No activity in this period.</p>
          ) : (
            <ol className="space-y-2" aria-label="Most active users">
              {top.map((u, i) => (
                <li key={u.id} className="flex items-center gap-3 text-sm">
                  <span className="w-6 text-right font-semibold text-muted-foreground">
                    {i + 1}.
                  </span>
                  <span className="flex-1 truncate font-medium">{u.username}</span>
                  <span>{plural(u.totalLogins, 'login')}</span>
                  <span>{plural(u.totalGenerations, 'generation')}</span>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
      <Card className="py-2">
        <CardContent className="px-2 md:px-4">
          <Table aria-label="User activity">
            <TableHeader>
              <TableRow>
                <TableHead>User</TableHead>
                <TableHead>Role</TableHead>
                <TableHead className="text-right">Logins</TableHead>
                <TableHead className="text-right">Generations</TableHead>
                <TableHead>Last Login</TableHead>
                <TableHead>Created</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {users.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6} className="text-center text-muted-foreground">
                    No users found.
                  </TableCell>
                </TableRow>
              )}
              {users.map((u) => {
                const recent = loggedInThisWeek(u.lastLogin);
                return (
                  <TableRow
                    key={u.id}
                    className={cn(recent && 'bg-green-50 hover:bg-green-100/70')}
                    data-recent-login={recent ? 'true' : undefined}
                  >
                    <TableCell className="font-medium">
                      <span className="flex items-center gap-2">
                        {u.username}
                        {u.isNewUser && <Badge variant="success">NEW</Badge>}
                      </span>
                    </TableCell>
                    <TableCell>{ROLE_LABELS[u.role]}</TableCell>
                    <TableCell className="text-right">{u.totalLogins}</TableCell>
                    <TableCell className="text-right">{u.totalGenerations}</TableCell>
                    <TableCell>
                      <LastLogin value={u.lastLogin} />
                    </TableCell>
                    <TableCell>{formatTime(u.createdAt)}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </div>
  );
}
