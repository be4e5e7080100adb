import type { ResponseMode } from '@core/api/webhooks.js';
import type { AssistantId } from '@core/assistants/ids.js';

/** A company's stored webhook for one assistant, the key still encrypted. */
export interface StoredWebhook {
  webhookUrl: string;
  apiKeyEncrypted: string;
  responseMode: ResponseMode;
}

/** A company's stored webhooks, one per assistant, keys still encrypted. */
export type StoredWebhooks = Record<AssistantId, StoredWebhook>;
