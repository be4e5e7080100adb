import type { ResponseMode } from '../../../core/api/webhooks.js';

/** A company's stored webhook for one assistant, the key still encrypted. */
export interface StoredWebhook {
  webhookUrl: string;
  apiKeyEncrypted: string;
  responseMode: ResponseMode;
}
