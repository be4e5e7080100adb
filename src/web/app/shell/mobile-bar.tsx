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
  Menu,
  ScrollText,
  Settings,
  ShieldCheck,
  Trash2,
  Users,
  Webhook,
  X,
  type LucideIcon,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { User } from '@core/api/auth.js';
import type { TenantInfo } from '@core/api/tenant.js';
import { ASSISTANT_ENTRIES, type AssistantId } from '@core/assistants/ids.js';
import { CompanyLogo } from '../../components/company-logo.js';
import { withCompany } from '../../lib/api.js';
import { cn } from '../../lib/cn.js';
import { useActiveAssistant } from '../../lib/active-assistant.js';
import { isWorkspacePath } from '@core/assistants/paths.js';
import { ReviewsBadge } from '../../features/review/components/reviews-badge.js';
import { NotificationBell } from '../../features/notifications/notification-bell.js';
import { AccountReviewEmails } from '../../features/notifications/account-review-emails.js';
import { AssistantLink } from './assistant-link.js';
import { preloadDialogs, type ShellDialog } from './shell-actions.js';
import { SHELL } from '@core/ui/shell-classes.js';

const menuItem =
  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm hover:bg-accent';

function MenuLink(props: {
  href: string;
  icon: LucideIcon;
  onClick: () => void;
  children: ReactNode;
}) {
  const Icon = props.icon;
  return (
    <Link href={withCompany(props.href)} className={menuItem} onClick={props.onClick}>
      <Icon className="h-4 w-4" aria-hidden /> {props.children}
    </Link>
  );
}

interface MobileBarProps {
  user: User;
  tenant: TenantInfo;
  enabled: AssistantId[];
  onAction: (dialog: ShellDialog) => void;
}

/** Phones: a top bar with a collapsible menu, then a row of short-label pills. */
export function MobileBar({ user, tenant, enabled, onAction }: MobileBarProps) {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  // An assistant is the current page on the workspace only, not on the admin pages.
  const assistant = useActiveAssistant();
  const active = isWorkspacePath(location) ? assistant : null;
  const choose = (fn: () => void) => () => {
    setOpen(false);
    fn();
  };
  const pills = enabled.filter((id) => ASSISTANT_ENTRIES[id].inPillRow !== false);
  return (
    <div className={SHELL.mobileBar}>
      <div className={SHELL.mobileTop}>
        <div className={SHELL.mobileBrand}>
          {tenant.logoUrl && <CompanyLogo src={tenant.logoUrl} className={SHELL.mobileLogo} />}
          <span className={SHELL.mobileName}>{tenant.companyName}</span>
        </div>
        <NotificationBell className="mr-1 ml-auto" />
        <button
          type="button"
          className={SHELL.menuButton}
          aria-label={open ? 'Close menu' : 'Open menu'}
          aria-expanded={open}
          onClick={() => {
            // A phone has no hover: the menu opening is the sign that one of its dialogs may follow.
            if (!open) preloadDialogs();
            setOpen(!open);
          }}
        >
          {open ? <X className={SHELL.menuIcon} /> : <Menu className={SHELL.menuIcon} />}
        </button>
      </div>
      {open && (
        <nav className="space-y-1 border-t px-3 py-2" aria-label="Mobile menu">
          {enabled.map((id) => {
            const Icon = ASSISTANT_ENTRIES[id].icon;
            return (
              <AssistantLink
                key={id}
                id={id}
                current={active === id}
                className={menuItem}
                onChoose={() => setOpen(false)}
              >
                <Icon className="h-4 w-4" aria-hidden /> {ASSISTANT_ENTRIES[id].displayName}
              </AssistantLink>
            );
          })}
          <button
            type="button"
            className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm hover:bg-accent"
            onClick={choose(() => onAction('webhooks'))}
          >
            <Webhook className="h-4 w-4" aria-hidden />{' '}
            {/* Admins also have the Webhook Settings page below: the dialog is the quick one. */}
            {user.isAdmin ? 'Quick Webhook Settings' : 'Webhook Settings'}
          </button>
          <button
            type="button"
            className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm hover:bg-accent"
            onClick={choose(() => onAction('clear-memory'))}
          >
            <Trash2 className="h-4 w-4" aria-hidden /> Clear Memory
          </button>
          <MoreItems user={user} tenant={tenant} close={() => setOpen(false)} onAction={onAction} />
        </nav>
      )}
      <div className={SHELL.pills} role="group" aria-label="Assistants">
        {pills.map((id) => (
          <AssistantLink
            key={id}
            id={id}
            current={active === id}
            className={cn(SHELL.pill, active === id ? SHELL.pillActive : SHELL.pillIdle)}
          >
            {ASSISTANT_ENTRIES[id].pillLabel}
          </AssistantLink>
        ))}
      </div>
    </div>
  );
}

/**
 * After the specification's items: what the desktop sidebar offers that a phone user could not
 * reach otherwise (decision 017, "Beyond the specification's screens").
 */
function MoreItems(props: {
  user: User;
  tenant: TenantInfo;
  close: () => void;
  onAction: (dialog: ShellDialog) => void;
}) {
  const { user, tenant, close, onAction } = props;
  const platformTenant = tenant.isPlatformAdmin;
  const act = (dialog: ShellDialog) => () => {
    close();
    onAction(dialog);
  };
  return (
    <div className="mt-2 space-y-1 border-t pt-2">
      <MenuLink href="/reviews" icon={ClipboardCheck} onClick={close}>
        <span className="flex-1">Reviews</span>
        <ReviewsBadge />
      </MenuLink>
      <MenuLink href="/calendar" icon={CalendarDays} onClick={close}>
        Calendar
      </MenuLink>
      {user.isAdmin && (
        <MenuLink href="/admin/users" icon={Users} onClick={close}>
          User Management
        </MenuLink>
      )}
      {user.isAdmin && platformTenant && (
        <MenuLink href="/admin/companies" icon={Building2} onClick={close}>
          Companies
        </MenuLink>
      )}
      {user.isAdmin && (
        <>
          <MenuLink href="/admin/company-settings" icon={Settings} onClick={close}>
            Company Settings
          </MenuLink>
          <MenuLink href="/admin/settings" icon={Webhook} onClick={close}>
            Webhook Settings
          </MenuLink>
        </>
      )}
      <MenuLink href="/admin/reports" icon={BarChart3} onClick={close}>
        Usage Reports
      </MenuLink>
      {user.isAdmin && (
        <>
          <MenuLink href="/admin/audit-log" icon={ScrollText} onClick={close}>
            Audit Log
          </MenuLink>
          <MenuLink href="/admin/api" icon={PlugZap} onClick={close}>
            API &amp; Events
          </MenuLink>
          <MenuLink href="/admin/knowledge" icon={BookOpen} onClick={close}>
            Knowledge
          </MenuLink>
        </>
      )}
      {user.isPlatformAdmin && platformTenant && (
        <MenuLink href="/platform-admin" icon={LayoutDashboard} onClick={close}>
          SaaS Operator Dashboard
        </MenuLink>
      )}
      <MenuLink href="/account/api-tokens" icon={Code2} onClick={close}>
        API Tokens
      </MenuLink>
      <button type="button" className={menuItem} onClick={act('password')}>
        <KeyRound className="h-4 w-4" aria-hidden /> Change Password
      </button>
      <button type="button" className={menuItem} onClick={act('two-factor')}>
        <ShieldCheck className="h-4 w-4" aria-hidden /> Two-Factor Authentication
      </button>
      <AccountReviewEmails />
      <button type="button" className={menuItem} onClick={act('logout')}>
        <LogOut className="h-4 w-4" aria-hidden /> Logout
      </button>
    </div>
  );
}
