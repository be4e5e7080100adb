import { Menu, Settings, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import type { TenantInfo } from '../../../core/api/tenant.js';
import { ASSISTANTS } from '../../../core/assistants/catalogue.js';
import type { AssistantId } from '../../../core/assistants/ids.js';
import { CompanyLogo } from '../../components/company-logo.js';
import { ASSISTANT_ICONS } from '../../lib/assistant-icons.js';
import { cn } from '../../lib/cn.js';
import { useActiveAssistant } from '../../lib/workspace-state.js';
import { chooseAssistant } from './assistant-nav.js';
import type { ShellDialog } from './shell-actions.js';

interface MobileBarProps {
  tenant: TenantInfo;
  enabled: AssistantId[];
  onAction: (dialog: ShellDialog) => void;
}

/** Phones: a top bar with a collapsible menu, then a row of short-label pills. */
export function MobileBar({ tenant, enabled, onAction }: MobileBarProps) {
  const [open, setOpen] = useState(false);
  const active = useActiveAssistant();
  const choose = (fn: () => void) => () => {
    setOpen(false);
    fn();
  };
  const pills = enabled.filter((id) => id !== 'lead-generator');
  return (
    <div className="border-b bg-card lg:hidden">
      <div className="flex items-center justify-between px-4 py-3">
        <div className="flex min-w-0 items-center gap-2">
          {tenant.logoUrl && <CompanyLogo src={tenant.logoUrl} className="h-8 w-8" />}
          <span className="truncate font-bold">{tenant.companyName}</span>
        </div>
        <button
          type="button"
          className="rounded-md p-2 hover:bg-accent"
          aria-label={open ? 'Close menu' : 'Open menu'}
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <X className="h-5 w-5" /> : <Menu className="h-5 w-5" />}
        </button>
      </div>
      {open && (
        <nav className="space-y-1 border-t px-3 py-2" aria-label="Mobile menu">
          {enabled.map((id) => {
            const Icon = ASSISTANT_ICONS[id];
            return (
              <button
                key={id}
                type="button"
                className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm hover:bg-accent"
                onClick={choose(() => chooseAssistant(id))}
              >
                <Icon className="h-4 w-4" aria-hidden /> {ASSISTANTS[id].displayName}
              </button>
            );
          })}
          <button
            type="button"
            className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm hover:bg-accent"
            onClick={choose(() => onAction('webhooks'))}
          >
            <Settings className="h-4 w-4" aria-hidden /> Settings
          </button>
          <button
            type="button"
            className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm hover:bg-accent"
            onClick={choose(() => onAction('clear-memory'))}
          >
            <Trash2 className="h-4 w-4" aria-hidden /> Clear Memory
          </button>
        </nav>
      )}
      <div className="flex gap-2 overflow-x-auto px-4 pb-3" role="group" aria-label="Assistants">
        {pills.map((id) => (
          <button
            key={id}
            type="button"
            onClick={() => chooseAssistant(id)}
            aria-pressed={active === id}
            className={cn(
              'shrink-0 rounded-full border px-3 py-1 text-sm',
              active === id
                ? 'border-primary bg-primary text-white'
                : 'bg-background hover:bg-accent',
            )}
          >
            {ASSISTANTS[id].pillLabel}
          </button>
        ))}
      </div>
    </div>
  );
}
