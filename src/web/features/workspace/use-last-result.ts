import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AssistantId } from '@core/assistants/ids.js';
import { ApiError } from '../../lib/api.js';
import { fetchHistoryItem } from './api/history-item.js';
import { readLastResult, saveLastResult } from './drafts/draft-store.js';
import { resultFromHistoryItem, type WorkspaceResult } from './lib/results.js';

interface LastResultOptions {
  active: AssistantId;
  /** Company and user (`userScope`); null until both are known. */
  scope: string | null;
  /** What the panel shows now. */
  result: WorkspaceResult | null;
  /** Something else has the panel: a call running, a failure or a missing webhook. */
  busy: boolean;
  show: (result: WorkspaceResult) => void;
}

/**
 * Nothing vanishes: each assistant's last shown result (a history item) is remembered per
 * company and user, and shown again when the panel would otherwise be empty: after a reload, a
 * closed tab, or a return to the assistant. A deleted item is forgotten.
 */
export function useLastResult({ active, scope, result, busy, show }: LastResultOptions) {
  const shownId = result?.historyId;
  const shownFor = result?.assistantType;
  useEffect(() => {
    if (scope && shownFor && shownId !== undefined) saveLastResult(scope, shownFor, shownId);
  }, [scope, shownFor, shownId]);

  const id = scope && !result && !busy ? readLastResult(scope, active) : null;
  const item = useQuery({
    queryKey: ['history-item', id],
    queryFn: () => fetchHistoryItem(id!),
    enabled: id !== null,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
    // Read afresh each time it is shown again: it may have been edited meanwhile.
    gcTime: 0,
  });
  const data = id !== null ? item.data : undefined;
  useEffect(() => {
    if (data && data.assistantType === active) show(resultFromHistoryItem(data));
  }, [data, active, show]);
  const gone = item.error instanceof ApiError && item.error.status === 404;
  useEffect(() => {
    if (gone && scope && id !== null) saveLastResult(scope, active, null);
  }, [gone, scope, active, id]);
}
