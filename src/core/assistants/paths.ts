import { isAssistantId, type AssistantId } from './ids.js';

/**
 * The active assistant comes from the address: `/assistants/{assistantId}` opens that assistant,
 * `/` is the Topic Generator (decision 017, "Beyond the specification's screens"). Back, reload
 * and shared links keep it. The browser reads it to draw the workspace, the server to say which
 * assistant's form the first page will need (decision 026).
 */
const ASSISTANT_PATH = /^\/assistants\/([^/?#]+)\/?$/;
export const HOME_ASSISTANT: AssistantId = 'topic-generator';

/** The assistant a path names: its id, the home assistant for `/` and other pages, null for an unknown id. */
export function assistantFromPath(path: string): AssistantId | null {
  const match = ASSISTANT_PATH.exec(path);
  if (!match) return HOME_ASSISTANT;
  let id: string;
  try {
    id = decodeURIComponent(match[1]);
  } catch {
    return null; // a malformed escape names no assistant
  }
  return isAssistantId(id) ? id : null;
}

/** Whether the path shows the workspace (`/` or an assistant's address). */
export function isWorkspacePath(path: string): boolean {
  return path === '/' || ASSISTANT_PATH.test(path);
}

export function assistantPath(id: AssistantId): string {
  return `/assistants/${id}`;
}
