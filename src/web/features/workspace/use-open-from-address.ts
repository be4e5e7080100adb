import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import type { HistoryItem } from '@core/api/history.js';
import { errorText } from '../../lib/api.js';
import { navigateKeepingCompany } from '../../lib/navigation.js';
import { toast } from '../../lib/use-toast.js';
import { fetchHistoryItem } from './api/history-item.js';

/**
 * `?item={id}` on the workspace's address (the Reviews page, a notification): the item is read
 * (GET /api/history/{id}: the user's own, or one they may review or read) and loaded as History
 * loads one; the parameter then leaves the address.
 */
export function useOpenFromAddress(onLoad: (item: HistoryItem) => void) {
  const asked = Number(new URLSearchParams(useSearch()).get('item'));
  const id = Number.isInteger(asked) && asked > 0 ? asked : null;
  const load = useRef(onLoad);
  load.current = onLoad;
  // Once per id: taking the parameter out of the address renders again without it, and the
  // answer that arrives afterwards is still loaded.
  const opened = useRef<number | null>(null);
  useEffect(() => {
    if (id === null) {
      opened.current = null;
      return;
    }
    if (opened.current === id) return;
    opened.current = id;
    const params = new URLSearchParams(window.location.search);
    params.delete('item');
    const rest = params.toString();
    navigateKeepingCompany(`${window.location.pathname}${rest ? `?${rest}` : ''}`, {
      replace: true,
    });
    fetchHistoryItem(id).then(
      (item) => load.current(item),
      (error: unknown) =>
        toast({
          title: 'Content not found',
          description: errorText(error, 'This text was deleted, or you may not read it.'),
          variant: 'destructive',
        }),
    );
  }, [id]);
}
