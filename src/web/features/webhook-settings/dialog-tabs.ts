import type { WebhookEntry } from '@core/api/webhooks.js';
import type { AssistantId } from '@core/assistants/ids.js';
import { ASSISTANT_LIST } from '@core/assistants/registry.js';
import type { AssistantEntry } from '@core/assistants/types.js';

type TabEntry = Pick<AssistantEntry<string>, 'id' | 'webhookTab'>;

/** The dialog's tabs of a list of assistants, in their `webhookTab` positions. */
export function dialogTabsOf<Id extends string>(list: readonly (TabEntry & { id: Id })[]) {
  const tabs: { id: Id; label: string; position: number }[] = [];
  for (const { id, webhookTab } of list) {
    if (typeof webhookTab === 'object') tabs.push({ id, ...webhookTab });
  }
  return tabs.sort((a, b) => a.position - b.position).map(({ id, label }) => ({ id, label }));
}

/** What the dialog holds and saves of a list of assistants: its tabs plus the data-only ones. */
export function dialogIdsOf<Id extends string>(list: readonly (TabEntry & { id: Id })[]): Id[] {
  const dataOnly = list.filter((entry) => entry.webhookTab === 'data-only').map((e) => e.id);
  return [...dialogTabsOf(list).map((t) => t.id), ...dataOnly];
}

/** The dialog's tabs, exactly as docs/product.md#webhook-settings lists them. */
export const DIALOG_TABS: readonly { id: AssistantId; label: string }[] =
  dialogTabsOf(ASSISTANT_LIST);

/** What the dialog holds and saves: the tabs plus the newsletter (in the data, no tab). */
export const DIALOG_IDS: readonly AssistantId[] = dialogIdsOf(ASSISTANT_LIST);

export type DialogValues = Record<AssistantId, WebhookEntry>;

export function toDialogValues(source: Partial<Record<AssistantId, WebhookEntry>>) {
  return Object.fromEntries(
    DIALOG_IDS.map((id) => [
      id,
      {
        webhookUrl: source[id]?.webhookUrl ?? '',
        apiKey: source[id]?.apiKey ?? '',
        responseMode: source[id]?.responseMode ?? 'response',
      },
    ]),
  ) as DialogValues;
}
