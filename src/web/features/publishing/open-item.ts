import type { AssistantId } from '@core/assistants/ids.js';
import { assistantPath } from '@core/assistants/paths.js';
import { navigateKeepingCompany } from '../../lib/navigation.js';

/** Opens a publication's text in the workspace's results panel, as the Reviews page does. */
export function openItem(assistantType: AssistantId, id: number) {
  navigateKeepingCompany(`${assistantPath(assistantType)}?item=${id}`);
}
