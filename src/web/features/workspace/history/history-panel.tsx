import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Search, XIcon } from 'lucide-react';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { HISTORY_SEARCH_MAX } from '@core/api/history.js';
import { REVIEW_STATUSES, type ReviewStatus } from '@core/api/reviews.js';
import { Input } from '../../../components/ui/input.js';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.js';
import { STATUS_LABELS } from '../../../lib/review-status.js';
import { cn } from '../../../lib/cn.js';
import type { HistoryView } from '../api/history-list.js';
import type { HistoryItem } from '@core/api/history.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.js';
import { HistoryList } from './history-list.js';
import { useHistoryTabs } from './use-history-tabs.js';

export interface HistoryPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Load an item into the results panel (and its form data into the form). */
  onLoad: (item: HistoryItem) => void;
}

/** What is typed, once it has rested for a moment: one search per pause, not per key. */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The History side panel (docs/product.md#history): a sheet on the right with a search box and
 * one tab per filter, in a single row that scrolls sideways (13 tabs would otherwise wrap to five
 * rows on a laptop).
 */
export function HistoryPanel({ open, onOpenChange, onLoad }: HistoryPanelProps) {
  const tabs = useHistoryTabs();
  const [tab, setTab] = useState('all');
  const current = tabs.some((t) => t.value === tab) ? tab : 'all';
  const [typed, setTyped] = useState('');
  const search = useDeferredValue(useSettled(typed.trim()));
  const [scope, setScope] = useState<HistoryView['scope']>('mine');
  const [status, setStatus] = useState<ReviewStatus | 'any'>('any');
  const view = useMemo<HistoryView>(
    () => (status === 'any' ? { scope } : { scope, status }),
    [scope, status],
  );
  const tabRow = useRef<HTMLDivElement>(null);
  // The chosen tab is kept in view in the sideways-scrolling row (also when chosen by keyboard).
  useEffect(() => {
    const chosen = tabRow.current?.querySelector(`[data-tab="${current}"]`);
    chosen?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current]);

  const openItem = (item: HistoryItem) => {
    // The workspace converts old-format topic lists when it loads the item (lib/results.ts).
    onLoad(item);
    onOpenChange(false);
  };

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 motion-safe:data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          className="fixed inset-y-0 right-0 z-50 flex w-full flex-col gap-4 overflow-y-auto border-l bg-background p-6 shadow-lg outline-none sm:max-w-xl motion-safe:data-[state=open]:animate-fade-in"
          data-testid="history-panel"
        >
          <div className="space-y-1 pr-8">
            <DialogPrimitive.Title className="text-lg font-semibold">History</DialogPrimitive.Title>
            <DialogPrimitive.Description className="text-sm text-muted-foreground">
              {scope === 'team'
                ? 'Texts your colleagues shared with the team, newest first. Choose one to read it.'
                : 'Your generated content, newest first. Choose an item to load it.'}
            </DialogPrimitive.Description>
          </div>
          <div role="search" className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              type="search"
              aria-label="Search history"
              placeholder='Search: words, "a phrase", -leave-out'
              maxLength={HISTORY_SEARCH_MAX}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              className="pl-9"
            />
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <div
              role="group"
              aria-label="Whose texts"
              className="inline-flex rounded-lg bg-muted p-1"
            >
              {(
                [
                  ['mine', 'Mine'],
                  ['team', 'Team'],
                ] as const
              ).map(([value, label]) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={scope === value}
                  onClick={() => setScope(value)}
                  className={cn(
                    'cursor-pointer rounded-md px-3 py-1 text-sm font-medium transition-colors',
                    scope === value
                      ? 'bg-background text-foreground shadow-sm'
                      : 'text-muted-foreground hover:text-foreground',
                  )}
                >
                  {label}
                </button>
              ))}
            </div>
            <Select value={status} onValueChange={(value) => setStatus(value as typeof status)}>
              <SelectTrigger aria-label="Review status" className="w-48">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="any">Any status</SelectItem>
                {REVIEW_STATUSES.map((value) => (
                  <SelectItem key={value} value={value}>
                    {STATUS_LABELS[value]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <Tabs value={current} onValueChange={setTab}>
            <TabsList
              className="flex h-auto w-full justify-start gap-1 overflow-x-auto overscroll-x-contain [scrollbar-width:thin]"
              data-testid="history-tabs"
              ref={tabRow}
            >
              {tabs.map((t) => (
                <TabsTrigger
                  key={t.value}
                  value={t.value}
                  className="h-8 flex-none px-3"
                  data-tab={t.value}
                >
                  {t.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {tabs.map((t) => (
              <TabsContent key={t.value} value={t.value}>
                <HistoryList filter={t.filter} search={search} view={view} onOpen={openItem} />
              </TabsContent>
            ))}
          </Tabs>
          <DialogPrimitive.Close className="absolute top-4 right-4 cursor-pointer rounded-sm opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&_svg]:size-4">
            <XIcon aria-hidden="true" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
