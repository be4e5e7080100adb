import * as DialogPrimitive from '@radix-ui/react-dialog';
import { XIcon } from 'lucide-react';
import { useState } from 'react';
import type { HistoryItem } from '../../../../core/api/history.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.js';
import { HistoryList } from './history-list.js';
import { useHistoryTabs } from './use-history-tabs.js';

export interface HistoryPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Load an item into the results panel (and its form data into the form). */
  onLoad: (item: HistoryItem) => void;
}

/** The History side panel (docs/product.md#history): a sheet on the right with one tab per filter. */
export function HistoryPanel({ open, onOpenChange, onLoad }: HistoryPanelProps) {
  const tabs = useHistoryTabs();
  const [tab, setTab] = useState('all');
  const current = tabs.some((t) => t.value === tab) ? tab : 'all';

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
              Your generated content, newest first. Choose an item to load it.
            </DialogPrimitive.Description>
          </div>
          <Tabs value={current} onValueChange={setTab}>
            <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:grid-cols-3">
              {tabs.map((t) => (
                <TabsTrigger key={t.value} value={t.value} className="h-8 px-2">
                  {t.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {tabs.map((t) => (
              <TabsContent key={t.value} value={t.value}>
                <HistoryList filter={t.filter} onOpen={openItem} />
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
