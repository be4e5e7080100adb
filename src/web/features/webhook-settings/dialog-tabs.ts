import type { WebhookEntry } from '../../../core/api/webhooks.js';
import { ASSISTANTS } from '../../../core/assistants/catalogue.js';
import type { AssistantId } from '../../../core/assistants/ids.js';

/** The dialog's tabs, exactly as spec workspace §2 lists them. */
export const DIALOG_TABS: readonly { id: AssistantId; label: string }[] = [
  { id: 'facebook', label: 'Facebook' },
  { id: 'linkedin2', label: 'LinkedIn' },
  { id: 'instagram', label: 'Instagram' },
  { id: 'blog', label: 'Blog' },
  { id: 'retention-email', label: 'Client Engagement' },
  { id: 'insight-amplifier', label: 'Insight' },
  { id: 'topic-generator', label: 'Topics' },
  { id: 'website', label: 'Website' },
  { id: 'prospect-engagement', label: 'Prospect' },
];

/** What the dialog holds and saves: the tabs plus the newsletter (in the data, no tab). */
export const DIALOG_IDS: readonly AssistantId[] = [...DIALOG_TABS.map((t) => t.id), 'newsletter'];

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

/**
 * The assistant a server message is about: messages start with its display name, e.g.
 * "Facebook: Please enter a valid URL". Returns the id and the message without the name.
 */
export function fieldOfServerMessage(message: string): { id: AssistantId; text: string } | null {
  for (const id of DIALOG_IDS) {
    const prefix = `${ASSISTANTS[id].displayName}: `;
    if (message.startsWith(prefix)) return { id, text: message.slice(prefix.length) };
  }
  return null;
}
