import { CheckIcon, ChevronDownIcon } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import type { CompanySummary } from '@core/api/admin-companies.js';
import { cn } from '../lib/cn.js';
import { useCompanySearch, useCompanyName } from '../lib/companies.js';
import { useDebounced } from '../lib/paged-list.js';
import { fieldControlClasses } from './ui/input.js';

/** What a picked company gives its page. */
export type PickedCompany = Pick<CompanySummary, 'companyId' | 'companyName'>;

interface CompanyPickerProps {
  /** The current company's id ('' for none). */
  value: string;
  /** Its name when the page knows it; otherwise the picker looks it up by the id. */
  name?: string;
  onChange: (company: PickedCompany) => void;
  /** Show "Name (id)" rather than the name alone (trigger and options). */
  withId?: boolean;
  /** The list opens in the page's flow (in a dialog) rather than floating over it. */
  inline?: boolean;
  disabled?: boolean;
  placeholder?: string;
  className?: string;
  /** Set on the trigger: its id (a FormField's label), its name when there is no label. */
  id?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/** The status line under the search: loading, nothing found, or how many more there are. */
function statusText(search: ReturnType<typeof useCompanySearch>): string {
  if (search.isError) return 'Failed to load companies';
  if (!search.data) return 'Searching...';
  const { items, total } = search.data;
  if (total === 0) return 'No companies found';
  if (total > items.length) return `Showing ${items.length} of ${total}; type to narrow the list`;
  return total === 1 ? '1 company' : `${total} companies`;
}

/**
 * A searchable company choice for platform admins: a trigger showing the current
 * company and, once opened, a search box over at most 20 companies whose name or id contains
 * what is typed (asked from the server on a 250 ms pause). Keyboard: Enter, Space or the arrows
 * open it; in the search the arrows move through the list, Enter picks, Escape closes.
 */
export function CompanyPicker(props: CompanyPickerProps) {
  const { value, name, onChange, withId = false, inline = false, disabled = false } = props;
  const { placeholder = 'Choose a company', className, ...trigger } = props;
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(0);
  const search = useCompanySearch(useDebounced(typed.trim(), 250), open);
  const lookedUp = useCompanyName(value, name === undefined);
  const items = search.data?.items ?? [];
  const activeIndex = Math.min(active, items.length - 1);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const wrapper = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const text = (c: PickedCompany) => (withId ? `${c.companyName} (${c.companyId})` : c.companyName);
  const currentName = name ?? lookedUp;
  const shown = value
    ? currentName === undefined
      ? value
      : text({ companyId: value, companyName: currentName })
    : undefined;

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    setTyped('');
    setActive(0);
    if (refocus) triggerRef.current?.focus();
  }, []);

  const pick = (company: PickedCompany) => {
    close(true);
    if (company.companyId !== value) onChange(company);
  };

  useEffect(() => {
    if (!open) return;
    inputRef.current?.focus();
    // Escape closes the list only, not a dialog around it (which listens on the document).
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      event.preventDefault();
      close(true);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [open, close]);

  useEffect(() => {
    if (open && activeIndex >= 0) {
      document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
    }
  });

  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  const onSearchKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive(Math.min(activeIndex + 1, items.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(Math.max(activeIndex - 1, 0));
    } else if (event.key === 'Enter') {
      // Never the surrounding form's submit.
      event.preventDefault();
      const chosen = items[activeIndex];
      if (chosen) pick(chosen);
    }
  };

  // Focus leaving the picker (Tab, a click elsewhere) closes the list.
  const onBlur = (event: FocusEvent) => {
    if (open && !wrapper.current?.contains(event.relatedTarget as Node | null)) close(false);
  };

  const listed = open && items.length > 0;
  return (
    <div ref={wrapper} className={cn('relative', className)} onBlur={onBlur}>
      <button
        ref={triggerRef}
        type="button"
        role="combobox"
        id={trigger.id}
        aria-label={trigger['aria-label']}
        aria-describedby={trigger['aria-describedby']}
        aria-invalid={trigger['aria-invalid']}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listed ? listId : undefined}
        disabled={disabled}
        data-placeholder={shown === undefined ? '' : undefined}
        onClick={() => (open ? close(false) : setOpen(true))}
        onKeyDown={onTriggerKey}
        className={cn(
          'flex h-9 w-full cursor-pointer items-center justify-between gap-2 rounded-md border',
          'border-input bg-background px-3 py-2 text-left text-sm whitespace-nowrap shadow-xs',
          'outline-none focus-visible:ring-2 focus-visible:ring-ring',
          'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
          'data-[placeholder]:text-muted-foreground',
        )}
      >
        <span className="truncate">{shown ?? placeholder}</span>
        <ChevronDownIcon className="size-4 shrink-0 opacity-60" aria-hidden="true" />
      </button>
      {open && (
        <div
          data-testid="company-picker-panel"
          className={cn(
            'mt-1 rounded-md border bg-popover p-1 text-popover-foreground shadow-md',
            inline ? 'w-full' : 'absolute top-full left-0 z-50 w-72 max-w-[calc(100vw-2rem)]',
          )}
        >
          <input
            ref={inputRef}
            type="text"
            role="combobox"
            aria-label="Search companies"
            aria-autocomplete="list"
            aria-expanded={listed}
            aria-controls={listed ? listId : undefined}
            aria-activedescendant={listed ? optionId(activeIndex) : undefined}
            autoComplete="off"
            placeholder="Search by name or ID"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setActive(0);
            }}
            onKeyDown={onSearchKey}
            className={cn(fieldControlClasses, 'h-9 py-1')}
          />
          {listed && (
            <ul
              id={listId}
              role="listbox"
              aria-label="Companies"
              tabIndex={-1}
              className="mt-1 max-h-60 overflow-y-auto"
              // Clicking an option keeps the focus in the search.
              onMouseDown={(event) => event.preventDefault()}
            >
              {items.map((company, index) => (
                <li
                  key={company.companyId}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  onClick={() => pick(company)}
                  onMouseMove={() => index !== activeIndex && setActive(index)}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm',
                    index === activeIndex && 'bg-accent text-accent-foreground',
                  )}
                >
                  <CheckIcon
                    aria-hidden="true"
                    className={cn(
                      'size-4 shrink-0',
                      company.companyId === value ? 'opacity-100' : 'opacity-0',
                    )}
                  />
                  <span className="truncate">{text(company)}</span>
                </li>
              ))}
            </ul>
          )}
          <p role="status" className="px-2 py-1.5 text-xs text-muted-foreground">
            {statusText(search)}
          </p>
        </div>
      )}
    </div>
  );
}
