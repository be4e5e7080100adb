import { checkWebhookUrl } from '../../automation-client/ssrf-guard.js';
import { webhookUrlProblem } from '../webhook-settings/validate-webhook.js';

const HTTPS_REQUIRED_MESSAGE =
  'Use an https:// address: the API key would travel unencrypted. http:// is only for a host ' +
  'the server allows (WEBHOOK_ALLOW_HOSTS), such as a local Ollama';

/**
 * Why a model endpoint's address cannot be used, or null when it can: the webhooks' rules (a
 * valid http(s) URL; no local, private or reserved address unless the host is allowed), and
 * since every call carries the API key, https unless the host is in WEBHOOK_ALLOW_HOSTS.
 */
export function modelBaseUrlProblem(url: string, allowHosts: readonly string[]): string | null {
  if (!url) return 'Enter the address of the model endpoint';
  const problem = webhookUrlProblem(url, allowHosts);
  if (problem) return problem;
  const check = checkWebhookUrl(url, allowHosts);
  if (check.ok && check.url.protocol === 'http:' && !check.allowed) return HTTPS_REQUIRED_MESSAGE;
  return null;
}
