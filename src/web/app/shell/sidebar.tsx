import {
  CalendarDays,
  BarChart3,
  BookOpen,
  Building2,
  ClipboardCheck,
  Code2,
  KeyRound,
  LayoutDashboard,
  LogOut,
  PlugZap,
  ScrollText,
  Settings,
  ShieldCheck,
  Trash2,
  Users,
  Webhook,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { ROLE_LABELS } from '@core/roles.js';
import type { User } from '@core/api/auth.js';
import type { TenantInfo } from '@core/api/tenant.js';
import { ASSISTANT_ENTRIES, type AssistantId } from '@core/assistants/ids.js';
import { CompanyLogo } from '../../components/company-logo.js';
import { cn } from '../../lib/cn.js';
import { withCompany } from '../../lib/api.js';
import { isWorkspacePath } from '@core/assistants/paths.js';
import { useActiveAssistant } from '../../lib/active-assistant.js';
import { useSessionId } from '../../lib/use-session-id.js';
import { UsageReportsBadge } from '../../features/reports/components/usage-reports-badge.js';
import { ReviewsBadge } from '../../features/review/components/reviews-badge.js';
import { NotificationBell } from '../../features/notifications/notification-bell.js';
import { AccountReviewEmails } from '../../features/notifications/account-review-emails.js';
import { AssistantLink } from './assistant-link.js';
import { dialogIntent, type ShellDialog } from './shell-actions.js';
import { SHELL } from '@core/ui/shell-classes.js';

const itemClass =
  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm font-medium transition-colors hover:bg-accent';

function NavLink({
  href,
  icon: Icon,
  children,
}: {
  href: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  const [location] = useLocation();
  return (
    <Link
      href={withCompany(href)}
      className={cn(itemClass, location === href && 'bg-accent text-primary')}
      aria-current={location === href ? 'page' : undefined}
    >
      <Icon className="h-4 w-4" aria-hidden />
      {children}
    </Link>
  );
}

const DIALOG_ITEMS = [
  { dialog: 'password', icon: KeyRound, label: 'Change Password' },
  { dialog: 'two-factor', icon: ShieldCheck, label: 'Two-Factor Authentication' },
  { dialog: 'clear-memory', icon: Trash2, label: 'Clear Memory' },
  { dialog: 'logout', icon: LogOut, label: 'Logout' },
] as const;
const LOGOUT = DIALOG_ITEMS[DIALOG_ITEMS.length - 1];

function DialogButton({
  dialog,
  icon: Icon,
  label,
  onAction,
}: (typeof DIALOG_ITEMS)[number] & { onAction: (dialog: ShellDialog) => void }) {
  return (
    <button
      type="button"
      className={itemClass}
      {...dialogIntent(dialog)}
      onClick={() => onAction(dialog)}
    >
      <Icon className="h-4 w-4" aria-hidden /> {label}
    </button>
  );
}

interface SidebarProps {
  user: User;
  tenant: TenantInfo;
  enabled: AssistantId[];
  onAction: (dialog: ShellDialog) => void;
}

export function Sidebar({ user, tenant, enabled, onAction }: SidebarProps) {
  const active = useActiveAssistant();
  const [location] = useLocation();
  const sessionId = useSessionId(tenant.companyId);
  const platformTenant = tenant.isPlatformAdmin;
  return (
    <aside className={SHELL.sidebar} aria-label="Main navigation">
      <div className={SHELL.sidebarBrand}>
        {tenant.logoUrl && <CompanyLogo src={tenant.logoUrl} className={SHELL.sidebarLogo} />}
        <span className={SHELL.sidebarName} data-testid="sidebar-company-name">
          {tenant.companyName}
        </span>
        <NotificationBell className="ml-auto" />
      </div>
      {/* On a short screen the assistants, pages and account actions scroll; Logout stays. */}
      <nav className="flex min-h-0 flex-1 flex-col">
        <div className="min-h-0 flex-1 space-y-6 overflow-y-auto p-3">
          <div className="space-y-1" aria-label="Assistants" role="group">
            <p className="px-3 text-xs font-semibold uppercase text-muted-foreground">Assistants</p>
            {enabled.map((id) => {
              const Icon = ASSISTANT_ENTRIES[id].icon;
              const isActive = isWorkspacePath(location) && active === id;
              return (
                <AssistantLink
                  key={id}
                  id={id}
                  current={isActive}
                  className={cn(
                    itemClass,
                    isActive &&
                      'bg-primary text-primary-foreground hover:bg-secondary hover:text-secondary-foreground',
                  )}
                >
                  <Icon className="h-4 w-4" aria-hidden />
                  {ASSISTANT_ENTRIES[id].displayName}
                </AssistantLink>
              );
            })}
          </div>
          <div className="space-y-1">
            <NavLink href="/reviews" icon={ClipboardCheck}>
              <span className="flex-1">Reviews</span>
              <ReviewsBadge />
            </NavLink>
            <NavLink href="/calendar" icon={CalendarDays}>
              Calendar
            </NavLink>
            {user.isAdmin && (
              <NavLink href="/admin/users" icon={Users}>
                User Management
              </NavLink>
            )}
            {user.isAdmin && platformTenant && (
              <NavLink href="/admin/companies" icon={Building2}>
                Companies
              </NavLink>
            )}
            {user.isAdmin && (
              <>
                <NavLink href="/admin/company-settings" icon={Settings}>
                  Company Settings
                </NavLink>
                <NavLink href="/admin/settings" icon={Webhook}>
                  Webhook Settings
                </NavLink>
              </>
            )}
            <NavLink href="/admin/reports" icon={BarChart3}>
              <span className="flex-1">Usage Reports</span>
              {user.isAdmin && <UsageReportsBadge />}
            </NavLink>
            {user.isAdmin && (
              <>
                <NavLink href="/admin/audit-log" icon={ScrollText}>
                  Audit Log
                </NavLink>
                <NavLink href="/admin/api" icon={PlugZap}>
                  API &amp; Events
                </NavLink>
                <NavLink href="/admin/knowledge" icon={BookOpen}>
                  Knowledge
                </NavLink>
              </>
            )}
          </div>
          {user.isPlatformAdmin && platformTenant && (
            <div className="space-y-1">
              <p className="px-3 text-xs font-semibold uppercase text-muted-foreground">
                Platform Admin
              </p>
              <NavLink href="/platform-admin" icon={LayoutDashboard}>
                SaaS Operator Dashboard
              </NavLink>
            </div>
          )}
          <div className="space-y-1">
            <NavLink href="/account/api-tokens" icon={Code2}>
              API Tokens
            </NavLink>
            {DIALOG_ITEMS.slice(0, -1).map((item) => (
              <DialogButton key={item.dialog} {...item} onAction={onAction} />
            ))}
            <AccountReviewEmails />
          </div>
        </div>
        <div className="border-t p-3">
          <DialogButton {...LOGOUT} onAction={onAction} />
        </div>
      </nav>
      <footer className="space-y-1 border-t p-4 text-xs text-muted-foreground">
        <p className="text-sm font-medium text-foreground" data-testid="footer-username">
          {user.username}
        </p>
        <p>{tenant.companyName}</p>
        <p>{ROLE_LABELS[user.role]}</p>
        <p className="break-all" data-testid="footer-session-id">
          Session: {sessionId}
        </p>
        <p>© 2025 Copydesk. All rights reserved.</p>
      </footer>
    </aside>
  );
}
