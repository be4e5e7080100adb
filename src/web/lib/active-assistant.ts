import { useLocation } from 'wouter';
import { isAssistantId, type AssistantId } from '../../core/assistants/ids.js';
import { navigateKeepingCompany } from './navigation.js';

/**
 * The active assistant comes from the address: `/assistants/{assistantId}` opens that assistant,
 * `/` is the Topic Generator (decision 017, "Beyond the specification's screens"). Back, reload
 * and shared links keep it.
 */
const ASSISTANT_PATH = /^\/assistants\/([^/?#]+)\/?$/;
const HOME: AssistantId = 'topic-generator';

/** The assistant a path names: its id, HOME for `/` and other pages, null for an unknown id. */
export function assistantFromPath(path: string): AssistantId | null {
  const match = ASSISTANT_PATH.exec(path);
  if (!match) return HOME;
  const id = decodeURIComponent(match[1]);
  return isAssistantId(id) ? id : null;
}

/** Whether the path shows the workspace (`/` or an assistant's address). */
export function isWorkspacePath(path: string): boolean {
  return path === '/' || ASSISTANT_PATH.test(path);
}

function assistantPath(id: AssistantId): string {
  return `/assistants/${id}`;
}

/**
 * Switches assistants by opening the assistant's address: nothing but the address holds the
 * active assistant. `replace` for corrections the user did not ask for.
 */
export function openAssistant(id: AssistantId, opts: { replace?: boolean } = {}) {
  const target = assistantPath(id);
  if (window.location.pathname === target) return;
  navigateKeepingCompany(target, opts);
}

export function useActiveAssistant(): AssistantId {
  const [location] = useLocation();
  return assistantFromPath(location) ?? HOME;
}
