import type { AssistantId } from '../../../core/assistants/ids.js';
import { setActiveAssistant } from '../../lib/workspace-state.js';
import { navigateKeepingCompany } from '../../lib/navigation.js';

/** Choosing an assistant makes it active and shows the workspace. */
export function chooseAssistant(id: AssistantId) {
  setActiveAssistant(id);
  if (window.location.pathname !== '/') navigateKeepingCompany('/');
}
