import { useSyncExternalStore } from 'react';
import type { AssistantId } from '../../core/assistants/ids.js';

/** The active assistant (defaults to the topic generator), shared by the sidebar and workspace. */
let active: AssistantId = 'topic-generator';
const listeners = new Set<() => void>();

export function setActiveAssistant(id: AssistantId) {
  if (id === active) return;
  active = id;
  listeners.forEach((l) => l());
}

export function useActiveAssistant(): AssistantId {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => active,
  );
}
