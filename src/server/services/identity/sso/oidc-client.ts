import { createHash } from 'node:crypto';
import * as oidc from 'openid-client';
import { Agent, fetch as undiciFetch } from 'undici';
import { createGuardedConnector } from '../../../automation-client/guarded-connector.js';
import { checkWebhookUrl } from '../../../automation-client/ssrf-guard.js';

/** A company's provider as stored, with the secret decrypted. */
export interface ProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Why a provider cannot be used, in words an admin can act on. */
export class ProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderError';
  }
}

const DISCOVERY_LIFETIME_MS = 10 * 60_000;
const TIMEOUT_SECONDS = 10;

/**
 * The relying party's calls to identity providers: through the same SSRF guard as webhooks (a
 * private provider only when `WEBHOOK_ALLOW_HOSTS` admits its host), https unless admitted, and
 * each provider's discovery document kept for ten minutes.
 */
export class OidcClients {
  private readonly agent: Agent;
  private readonly configs = new Map<
    string,
    { config: Promise<oidc.Configuration>; until: number }
  >();

  constructor(private readonly allowHosts: () => readonly string[]) {
    this.agent = new Agent({ connect: createGuardedConnector(allowHosts) });
  }

  /** The issuer is usable: https, or a host the allow list admits; never a blocked address. */
  checkIssuer(issuer: string): URL {
    const check = checkWebhookUrl(issuer, this.allowHosts());
    if (!check.ok) throw new ProviderError(`The issuer cannot be used: ${check.reason}`);
    if (check.url.protocol !== 'https:' && !check.allowed) {
      throw new ProviderError('The issuer must be an https address');
    }
    if (check.url.search || check.url.hash) {
      throw new ProviderError('The issuer must not have a query or fragment');
    }
    return check.url;
  }

  /** The provider's configuration from its discovery document (kept a while). */
  configuration(settings: ProviderSettings): Promise<oidc.Configuration> {
    const key = createHash('sha256')
      .update(JSON.stringify([settings.issuer, settings.clientId, settings.clientSecret]))
      .digest('hex');
    const hit = this.configs.get(key);
    if (hit && hit.until > Date.now()) return hit.config;
    const config = this.discover(settings);
    const entry = { config, until: Date.now() + DISCOVERY_LIFETIME_MS };
    if (this.configs.size > 1000) this.configs.clear();
    this.configs.set(key, entry);
    config.catch(() => {
      if (this.configs.get(key) === entry) this.configs.delete(key);
    });
    return config;
  }

  /** Fetches and checks the discovery document; says clearly what is wrong. */
  async discover(settings: ProviderSettings): Promise<oidc.Configuration> {
    const issuer = this.checkIssuer(settings.issuer);
    const insecure = issuer.protocol === 'http:';
    try {
      return await oidc.discovery(
        issuer,
        settings.clientId,
        undefined,
        oidc.ClientSecretPost(settings.clientSecret),
        {
          [oidc.customFetch]: this.fetch,
          timeout: TIMEOUT_SECONDS,
          ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
        },
      );
    } catch (err) {
      throw new ProviderError(discoveryProblem(issuer, err));
    }
  }

  private readonly fetch: oidc.CustomFetch = (url, options) =>
    undiciFetch(url, {
      ...(options as Parameters<typeof undiciFetch>[1]),
      dispatcher: this.agent,
    }) as unknown as Promise<Response>;

  close() {
    return this.agent.close();
  }
}

/** What an admin reads when the discovery document could not be used. */
function discoveryProblem(issuer: URL, err: unknown): string {
  const where = `${issuer.href.replace(/\/$/, '')}/.well-known/openid-configuration`;
  const cause = err instanceof Error ? (err.cause as { code?: string } | undefined) : undefined;
  const message = err instanceof Error ? err.message : String(err);
  if (cause?.code === 'ERR_WEBHOOK_BLOCKED_ADDRESS') {
    return `The issuer's address is on a local, private or reserved network`;
  }
  if (/fetch failed|ECONNREFUSED|ENOTFOUND|timed? ?out|aborted/i.test(message)) {
    return `The identity provider could not be reached at ${where}`;
  }
  if (/unexpected HTTP response status code/i.test(message)) {
    return `The identity provider did not answer its discovery document at ${where}`;
  }
  if (/issuer/i.test(message)) {
    return `The discovery document at ${where} names another issuer: use the exact issuer it names`;
  }
  return `The discovery document at ${where} could not be used: ${message}`;
}
