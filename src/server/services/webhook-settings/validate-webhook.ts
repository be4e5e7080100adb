import {
  INVALID_URL_MESSAGE,
  isValidWebhookUrl,
  MAX_API_KEY_LENGTH,
  MAX_WEBHOOK_URL_LENGTH,
} from '@core/api/webhooks.js';
import { checkWebhookUrl } from '../../automation-client/ssrf-guard.js';

/** Names that always mean this machine, whatever DNS says. */
const LOCAL_NAME = /(^|\.)localhost\.?$/i;

/**
 * Why a webhook URL cannot be saved, or null when it can. Empty is allowed (the assistant then
 * falls back to the platform default, or is disabled). Refuses what the SSRF guard would refuse
 * (an IP literal or localhost name pointing at a local, private or reserved network), unless the
 * host is in the allow list. Host names are judged again after DNS resolution on every call.
 */
export function webhookUrlProblem(url: string, allowHosts: readonly string[]): string | null {
  if (!url) return null;
  if (url.length > MAX_WEBHOOK_URL_LENGTH) {
    return `The URL is too long (${MAX_WEBHOOK_URL_LENGTH} characters at most)`;
  }
  if (!isValidWebhookUrl(url)) return INVALID_URL_MESSAGE;
  const check = checkWebhookUrl(url, allowHosts);
  if (!check.ok) {
    return check.kind === 'blocked'
      ? `This address is not allowed: ${check.reason}`
      : `This URL cannot be used: ${check.reason}`;
  }
  if (!check.allowed && LOCAL_NAME.test(check.url.hostname)) {
    return `This address is not allowed: ${check.url.hostname} is a local network address`;
  }
  return null;
}

/** Why an API key cannot be used as an Authorization header value, or null. */
export function apiKeyProblem(key: string): string | null {
  if (key.length > MAX_API_KEY_LENGTH) {
    return `The API key is too long (${MAX_API_KEY_LENGTH} characters at most)`;
  }
  if (!/^[\x20-\x7e]*$/.test(key)) {
    return 'The API key may only contain printable ASCII characters (no line breaks)';
  }
  return null;
}

/** Same scheme, host and port: a stored key only ever goes to the address it was saved for. */
export function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}

export const REENTER_KEY_MESSAGE =
  'Enter the API key again to use it with a different address (a saved key is only sent to ' +
  'the address it was saved for)';
