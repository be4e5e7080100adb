import { isAssistantId, type AssistantId } from './ids.js';

/**
 * The active assistant comes from the address: `/assistants/{assistantId}` opens that assistant,
 * `/` is the Topic Generator (decision 017, "Beyond the specification's screens"). Back, reload
 * and shared links keep it. The browser reads it to draw the workspace, the server to say which
 * assistant's form the first page will need (decision 026).
 */
const ASSISTANT_PATH = /^\/assistants\/([^/?#]+)\/?$/;
export const HOME_ASSISTANT: AssistantId = 'topic-generator';

/**
 * Short names people type for an assistant whose id reads otherwise: the workspace
 * opens the assistant and puts its own address in the address bar.
 */
const ASSISTANT_ALIASES: ReadonlyMap<string, AssistantId> = new Map([['linkedin', 'linkedin2']]);

/**
 * The assistant a path names: its id (an alias names its assistant), the home assistant for `/`
 * and other pages, null for an unknown id.
 */
export function assistantFromPath(path: string): AssistantId | null {
  const match = ASSISTANT_PATH.exec(path);
  if (!match) return HOME_ASSISTANT;
  let id: string;
  try {
    id = decodeURIComponent(match[1]);
  } catch {
    return null; // a malformed escape names no assistant
  }
  // Typed by people as often as followed from links: `LinkedIn` names the same assistant.
  const key = id.toLowerCase();
  return isAssistantId(key) ? key : (ASSISTANT_ALIASES.get(key) ?? null);
}

/** The assistant's own address when the path names it by an alias, else null. */
export function canonicalAssistantPath(path: string): string | null {
  const active = assistantFromPath(path);
  if (!active || !ASSISTANT_PATH.test(path)) return null;
  const own = assistantPath(active);
  return path === own ? null : own;
}

/** Whether the path shows the workspace (`/` or an assistant's address). */
export function isWorkspacePath(path: string): boolean {
  return path === '/' || ASSISTANT_PATH.test(path);
}

export function assistantPath(id: AssistantId): string {
  return `/assistants/${id}`;
}
