import { Agent, request, type Dispatcher } from 'undici';
import { KNOWLEDGE_PAGE_UNREADABLE } from '@core/api/knowledge.js';
import { createGuardedConnector } from '../../automation-client/guarded-connector.js';
import { checkWebhookUrl } from '../../automation-client/ssrf-guard.js';
import { invalid } from '../domain-error.js';

/** A page larger than this is not read. */
const PAGE_MOST_BYTES = 5 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 15_000;
const MOST_REDIRECTS = 3;

let agent: Dispatcher | null = null;
let agentHosts: readonly string[] = [];

/** One keep-alive-free agent behind the SSRF guard, as automation webhooks have. */
function guardedAgent(allowHosts: readonly string[]): Dispatcher {
  agentHosts = allowHosts;
  agent ??= new Agent({ connect: createGuardedConnector(() => agentHosts), pipelining: 0 });
  return agent;
}

/** Drops the rest of a body without reading it. */
function discard(body: Dispatcher.ResponseData['body']) {
  body.dump({ limit: 0 }).catch(() => undefined);
}

/** The page's bytes, or undefined when it was larger than PAGE_MOST_BYTES. */
async function readAtMost(body: Dispatcher.ResponseData['body']): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > PAGE_MOST_BYTES) {
      discard(body);
      return undefined;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * A web page, fetched once through the SSRF guard (the automation webhooks' rules: http and
 * https, no private address unless WEBHOOK_ALLOW_HOSTS names it), following at most three
 * redirects, each checked again. 400 when the address is not allowed or the page cannot be read.
 */
export async function fetchPage(
  address: string,
  allowHosts: readonly string[],
): Promise<{ url: string; bytes: Buffer; mediaType: string }> {
  let url = address;
  for (let hop = 0; hop <= MOST_REDIRECTS; hop++) {
    const check = checkWebhookUrl(url, allowHosts);
    if (!check.ok) throw invalid(`This address cannot be used: ${check.reason}`, 'url');
    let res: Dispatcher.ResponseData;
    try {
      res = await request(check.url, {
        method: 'GET',
        dispatcher: guardedAgent(allowHosts),
        headers: { accept: 'text/html, text/plain;q=0.8', 'user-agent': 'Copydesk-Knowledge/1' },
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
    } catch (err) {
      const e = err as { code?: string; cause?: { code?: string } };
      const blocked = [e.code, e.cause?.code].includes('ERR_WEBHOOK_BLOCKED_ADDRESS');
      throw invalid(
        blocked
          ? 'This address cannot be used: it is a local, private or reserved network address'
          : `${KNOWLEDGE_PAGE_UNREADABLE}: it did not answer`,
        'url',
      );
    }
    const location = res.headers.location;
    if (res.statusCode >= 300 && res.statusCode < 400 && typeof location === 'string') {
      discard(res.body);
      url = new URL(location, check.url).toString();
      continue;
    }
    if (res.statusCode < 200 || res.statusCode >= 300) {
      discard(res.body);
      throw invalid(`${KNOWLEDGE_PAGE_UNREADABLE}: it answered ${res.statusCode}`, 'url');
    }
    const mediaType = String(res.headers['content-type'] ?? 'text/html');
    if (!/^text\/(html|plain)|application\/xhtml/i.test(mediaType)) {
      discard(res.body);
      throw invalid(`${KNOWLEDGE_PAGE_UNREADABLE}: it is not a web page`, 'url');
    }
    const bytes = await readAtMost(res.body).catch(() => undefined);
    if (!bytes) throw invalid(`${KNOWLEDGE_PAGE_UNREADABLE}: it is too large`, 'url');
    return { url: check.url.toString(), bytes, mediaType };
  }
  throw invalid(`${KNOWLEDGE_PAGE_UNREADABLE}: it redirects too often`, 'url');
}
