import type { AssistantId } from '../../../core/assistants/ids.js';
import { setActiveAssistant } from '../../lib/workspace-state.js';

/** Choosing an assistant opens its address (`/assistants/{id}`), which shows the workspace. */
export function chooseAssistant(id: AssistantId) {
  setActiveAssistant(id);
}
