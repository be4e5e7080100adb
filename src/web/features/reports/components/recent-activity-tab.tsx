import { useMemo } from 'react';
import type { ActivityEvent } from '@core/api/reports.js';
import { Badge } from '../../../components/ui/badge.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.js';
import { actionLabel, detailText, formatTime } from '../report-labels.js';

const ALL = 'all';
const FAILED = new Set(['login_failed']);

function Filter({
  label,
  value,
  onChange,
  options,
  allLabel,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  allLabel: string;
}) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger className="w-48" aria-label={label}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>{allLabel}</SelectItem>
        {options.map((o) => (
          <SelectItem key={o.value} value={o.value}>
            {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** The feed's filters ("all" lets every action or user through). */
export interface ActivityFilters {
  action: string;
  user: string;
}
export const NO_ACTIVITY_FILTERS: ActivityFilters = { action: ALL, user: ALL };

/** The events the filters let through (what the tab shows and exports). */
export const filterEvents = (events: readonly ActivityEvent[], { action, user }: ActivityFilters) =>
  events.filter(
    (e) => (action === ALL || e.action === action) && (user === ALL || e.username === user),
  );

/** The latest 100 events, filtered by action and by user. */
export function RecentActivityTab({
  events,
  filters,
  onFiltersChange,
}: {
  events: ActivityEvent[];
  filters: ActivityFilters;
  onFiltersChange: (filters: ActivityFilters) => void;
}) {
  const { action, user } = filters;
  const setAction = (value: string) => onFiltersChange({ ...filters, action: value });
  const setUser = (value: string) => onFiltersChange({ ...filters, user: value });
  const actions = useMemo(
    () =>
      [...new Set(events.map((e) => e.action))]
        .map((a) => ({ value: a, label: actionLabel(a) }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [events],
  );
  const users = useMemo(
    () =>
      [...new Set(events.map((e) => e.username))]
        .sort((a, b) => a.localeCompare(b))
        .map((u) => ({ value: u, label: u })),
    [events],
  );
  const shown = filterEvents(events, filters);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Recent Activity</h2>
        </CardTitle>
        <CardDescription>
          Showing {shown.length} of the latest {events.length} events
        </CardDescription>
        <div className="flex flex-wrap gap-2 pt-2">
          <Filter
            label="Filter by action"
            value={action}
            onChange={setAction}
            options={actions}
            allLabel="All actions"
          />
          <Filter
            label="Filter by user"
            value={user}
            onChange={setUser}
            options={users}
            allLabel="All users"
          />
        </div>
      </CardHeader>
      <CardContent>
        {shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {events.length === 0 ? 'No activity recorded yet.' : 'No events match these filters.'}
          </p>
        ) : (
          <ul className="divide-y" aria-label="Activity feed">
            {shown.map((e) => {
              const detail = detailText(e.action, e.details);
              return (
                <li key={e.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
                  <Badge variant={FAILED.has(e.action) ? 'destructive' : 'secondary'}>
                    {actionLabel(e.action)}
                  </Badge>
                  <span className="font-medium" data-testid="activity-user">
                    {e.username}
                  </span>
                  {detail && <span className="text-muted-foreground">{detail}</span>}
                  <time className="ml-auto text-xs text-muted-foreground" dateTime={e.timestamp}>
                    {formatTime(e.timestamp)}
                  </time>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
