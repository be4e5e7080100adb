import { z } from 'zod';
import { ASSISTANT_IDS } from '../assistants/ids.js';

/** Longest webhook URL accepted (browsers and proxies handle this length everywhere). */
export const MAX_WEBHOOK_URL_LENGTH = 2048;
export const MAX_API_KEY_LENGTH = 1000;
export const INVALID_URL_MESSAGE = 'Please enter a valid URL';

/**
 * The spec's URL rule, shared by the forms and the server: empty is allowed; anything else must
 * parse as an absolute http(s) URL with a host.
 */
export function isValidWebhookUrl(value: string): boolean {
  const text = value.trim();
  if (!text) return true;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const assistantIdSchema = z.enum(ASSISTANT_IDS, {
  error: (issue) => `Unknown assistant type: ${String(issue.input)}`,
});

/**
 * How an assistant's automation gives its result (decision 017 § "Generation jobs"): in its
 * response ("In the response", the default), or later to a callback ("Sent back later
 * (callback)"). Absent means "response", so the specification's payloads stay valid.
 */
export const RESPONSE_MODES = ['response', 'callback'] as const;
const responseModeSchema = z.enum(RESPONSE_MODES, {
  message: 'The response mode must be "response" or "callback"',
});
export type ResponseMode = z.infer<typeof responseModeSchema>;

/**
 * One assistant's webhook as the API returns it: the key is a mask, or '' when none is set;
 * `responseMode` only when it is not the default ("response").
 */
const webhookEntrySchema = z.object({
  webhookUrl: z.string(),
  apiKey: z.string(),
  responseMode: responseModeSchema.optional(),
});
export type WebhookEntry = z.infer<typeof webhookEntrySchema>;

/** Settings of every assistant (all eleven keys). */
export const webhookSettingsSchema = z.record(assistantIdSchema, webhookEntrySchema);
export type WebhookSettings = z.infer<typeof webhookSettingsSchema>;

/**
 * One assistant's webhook as a member who is not an admin sees it: a production URL is a
 * capability, so only its host (with a port when one is given; '' when none is set) and whether
 * an API key is set (decision 017, "Webhooks").
 */
const webhookSummarySchema = z.object({
  webhookHost: z.string(),
  apiKeySet: z.boolean(),
});
export type WebhookSummary = z.infer<typeof webhookSummarySchema>;
const webhookSummariesSchema = z.record(assistantIdSchema, webhookSummarySchema);
export type WebhookSummaries = z.infer<typeof webhookSummariesSchema>;

/** GET /api/settings: admins get the settings (URL, masked key), other members the summaries. */
export const webhookSettingsViewSchema = z.union([webhookSettingsSchema, webhookSummariesSchema]);
export type WebhookSettingsView = z.infer<typeof webhookSettingsViewSchema>;

/** Whether GET /api/settings answered the members' view (hosts only). */
export function isWebhookSummaries(view: WebhookSettingsView): view is WebhookSummaries {
  return Object.values(view).some((entry) => 'webhookHost' in entry);
}

/** The host of a webhook URL ('' when empty or not a URL). */
export function webhookHostOf(url: string): string {
  try {
    return url.trim() ? new URL(url.trim()).host : '';
  } catch {
    return '';
  }
}

/**
 * One assistant's webhook as a client saves it. `apiKey`: a new key, '' to remove it, or the
 * unchanged mask (or nothing) to keep the stored key.
 */
const webhookEntryInputSchema = z.object({
  webhookUrl: z.string().max(10_000, 'The webhook URL is too long'),
  apiKey: z.string().max(10_000, 'The API key is too long').optional(),
  /** Absent: unchanged (a new entry: "response"). */
  responseMode: responseModeSchema.optional(),
});

/** Settings to save, keyed by assistant; assistants left out stay as they are. */
export const webhookSettingsInputSchema = z.partialRecord(
  assistantIdSchema,
  webhookEntryInputSchema,
  {
    error: (issue) => {
      // zod reports keys outside the enum as unrecognized_keys, which its types leave out here.
      const { code, keys } = issue as { code: string; keys?: string[] };
      return code === 'unrecognized_keys'
        ? `Unknown assistant type: ${(keys ?? []).join(', ')}`
        : 'Webhook settings must be an object keyed by assistant';
    },
  },
);
export type WebhookSettingsInput = z.infer<typeof webhookSettingsInputSchema>;

export const webhookTestBodySchema = z.object({
  assistantType: assistantIdSchema,
  /** The company whose webhook is tested; the current company (or the platform) when absent. */
  companyId: z.string().trim().min(1).max(100).optional(),
  /** The URL to test (e.g. typed but not saved yet); the effective one when absent or empty. */
  webhookUrl: z.string().max(10_000, 'The webhook URL is too long').optional(),
  /** A key to send; the stored key when absent or the unchanged mask; '' sends none. */
  apiKey: z.string().max(10_000, 'The API key is too long').optional(),
});
export type WebhookTestBody = z.infer<typeof webhookTestBodySchema>;

/** What the Test action reports. */
export const webhookTestResultSchema = z.object({
  /** The address that was called. */
  url: z.string(),
  reachable: z.boolean(),
  status: z.number().nullable(),
  latencyMs: z.number().nullable(),
  /** The answer has a shape Copydesk can use. */
  understood: z.boolean(),
  problem: z.string().optional(),
});
export type WebhookTestResult = z.infer<typeof webhookTestResultSchema>;
