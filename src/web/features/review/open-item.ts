import type { AssistantId } from '@core/assistants/ids.js';
import { assistantPath } from '@core/assistants/paths.js';
import { navigateKeepingCompany } from '../../lib/navigation.js';

/**
 * Opens a history item (the user's own or someone else's) in the workspace's results panel:
 * the workspace reads `?item=` and loads it as History does (docs/product.md#review).
 */
export function openReviewItem(assistantType: AssistantId, id: number) {
  navigateKeepingCompany(`${assistantPath(assistantType)}?item=${id}`);
}
