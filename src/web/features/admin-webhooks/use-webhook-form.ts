import { useCallback, useEffect, useState } from 'react';
import {
  INVALID_URL_MESSAGE,
  isValidWebhookUrl,
  type WebhookEntry,
  type WebhookSettings,
  type WebhookSettingsInput,
} from '@core/api/webhooks.js';
import { ASSISTANT_IDS, type AssistantId } from '@core/assistants/ids.js';
import { webhookFieldErrors } from '../../lib/webhook-settings.js';

export type WebhookValues = Record<AssistantId, WebhookEntry>;
export type WebhookErrors = Partial<Record<AssistantId, string>>;

const emptyValues = (): WebhookValues =>
  Object.fromEntries(
    ASSISTANT_IDS.map((id) => [id, { webhookUrl: '', apiKey: '', responseMode: 'response' }]),
  ) as WebhookValues;

/** Stored settings as form values ("In the response" where the server says nothing). */
const toValues = (settings: WebhookSettings): WebhookValues => {
  const values = emptyValues();
  for (const id of ASSISTANT_IDS) {
    const entry = settings[id];
    if (entry) values[id] = { ...entry, responseMode: entry.responseMode ?? 'response' };
  }
  return values;
};

/**
 * The admin pages' form over all eleven assistants: values, per-field URL errors and whether
 * anything changed since the last load, save or copy. It follows the cached settings when they
 * change (a save in the Webhook Settings dialog); after their own save or copy the pages call
 * `reset` with the answer, since an answer equal to the cache keeps the cached object (TanStack
 * Query's structural sharing) and nothing here would run.
 */
export function useWebhookForm(loaded: WebhookSettings | undefined) {
  const [values, setValues] = useState<WebhookValues>(emptyValues);
  const [errors, setErrors] = useState<WebhookErrors>({});
  const [dirty, setDirty] = useState(false);

  const reset = useCallback((settings: WebhookSettings) => {
    setValues(toValues(settings));
    setErrors({});
    setDirty(false);
  }, []);

  useEffect(() => {
    if (loaded) reset(loaded);
  }, [loaded, reset]);

  // Leaving the page with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const change = (id: AssistantId, patch: Partial<WebhookEntry>) => {
    setValues((v) => ({ ...v, [id]: { ...v[id], ...patch } }));
    if ('webhookUrl' in patch) setErrors((e) => ({ ...e, [id]: undefined }));
    setDirty(true);
  };

  const checkUrl = (id: AssistantId): boolean => {
    const ok = isValidWebhookUrl(values[id].webhookUrl);
    if (!ok) setErrors((e) => ({ ...e, [id]: INVALID_URL_MESSAGE }));
    return ok;
  };

  /** Marks every invalid URL; true when all are valid. */
  const validateAll = (): boolean => {
    const found: WebhookErrors = {};
    for (const id of ASSISTANT_IDS) {
      if (!isValidWebhookUrl(values[id].webhookUrl)) found[id] = INVALID_URL_MESSAGE;
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  /** Shows what a refused save said about each assistant (`errors[].path`) under its URL. */
  const showServerErrors = (error: unknown) => {
    const found = webhookFieldErrors(error);
    if (Object.keys(found).length > 0) setErrors((e) => ({ ...e, ...found }));
  };

  const body = (): WebhookSettingsInput =>
    Object.fromEntries(
      ASSISTANT_IDS.map((id) => [
        id,
        {
          webhookUrl: values[id].webhookUrl.trim(),
          apiKey: values[id].apiKey,
          responseMode: values[id].responseMode ?? 'response',
        },
      ]),
    );

  return { values, errors, dirty, change, checkUrl, validateAll, showServerErrors, body, reset };
}
export type WebhookForm = ReturnType<typeof useWebhookForm>;
