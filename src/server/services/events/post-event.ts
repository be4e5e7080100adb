import { request, type Dispatcher } from 'undici';
import { blockedReason } from '../../automation-client/failure.js';
import { checkWebhookUrl } from '../../automation-client/ssrf-guard.js';

/** What one attempt of a delivery came to. */
export interface AttemptResult {
  /** Null when no answer came (a timeout, a reset, a refused address). */
  statusCode: number | null;
  durationMs: number;
  /** The first 2 kB of the answer. */
  response: string;
  error: string | null;
}

/** The answer's first bytes kept in the delivery log. */
const RESPONSE_KEPT = 2048;

async function firstBytes(body: Dispatcher.ResponseData['body']): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    chunks.push(chunk as Buffer);
    size += (chunk as Buffer).length;
    if (size >= RESPONSE_KEPT) break;
  }
  return Buffer.concat(chunks).subarray(0, RESPONSE_KEPT).toString('utf8');
}

function failure(err: unknown, url: string, timeoutMs: number): string {
  const blocked = blockedReason(err, new URL(url));
  if (blocked) return `The address is not allowed: ${blocked}`;
  const name = (err as { name?: string })?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return `The endpoint did not answer within ${Math.round(timeoutMs / 1000)} s`;
  }
  const code = (err as { code?: string })?.code;
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'The connection was reset';
  if (code === 'ECONNREFUSED') return 'The endpoint refused the connection';
  if (code === 'ENOTFOUND') return 'The endpoint’s host was not found';
  return 'The endpoint could not be reached';
}

/**
 * POSTs a signed event to an endpoint through the SSRF-guarded agent, once: redirects are not
 * followed (a 3xx is a failed attempt), and the whole exchange has `timeoutMs`.
 */
export async function postEvent(
  agent: Dispatcher,
  opts: {
    url: string;
    headers: Record<string, string>;
    body: string;
    timeoutMs: number;
    allowHosts: readonly string[];
  },
): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const check = checkWebhookUrl(opts.url, opts.allowHosts);
  if (!check.ok) return { statusCode: null, durationMs: 0, response: '', error: check.reason };
  try {
    const res = await request(opts.url, {
      method: 'POST',
      dispatcher: agent,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Copydesk-Webhooks/1',
        ...opts.headers,
      },
      body: opts.body,
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
    const response = await firstBytes(res.body);
    const ok = res.statusCode >= 200 && res.statusCode < 300;
    return {
      statusCode: res.statusCode,
      durationMs: elapsed(),
      response,
      error: ok ? null : `The endpoint answered ${res.statusCode}`,
    };
  } catch (err) {
    return {
      statusCode: null,
      durationMs: elapsed(),
      response: '',
      error: failure(err, opts.url, opts.timeoutMs),
    };
  }
}
