import type { AssistantId } from '../../../core/assistants/ids.js';
import { openAssistant } from '../../lib/active-assistant.js';

/** Choosing an assistant opens its address (`/assistants/{id}`), which shows the workspace. */
export function chooseAssistant(id: AssistantId) {
  openAssistant(id);
}
