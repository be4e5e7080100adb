import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** Who may sign in at the test provider: the login typed on its page names the account. */
export interface TestAccount {
  email?: string;
  email_verified?: boolean;
  preferred_username?: string;
}

export interface TestClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

export interface TestOidcProvider {
  issuer: string;
  /** `127.0.0.1:port`, for WEBHOOK_ALLOW_HOSTS. */
  host: string;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (the certified `oidc-provider`) on 127.0.0.1, with its development
 * login and consent pages: any login is accepted and names the account (its claims from
 * `accounts`, or just `sub` when it has none).
 */
export async function startOidcProvider(opts: {
  clients: TestClient[];
  accounts: Record<string, TestAccount>;
  idTokenTtlSeconds?: number;
}): Promise<TestOidcProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: opts.clients.map((client) => ({
      ...client,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['preferred_username'],
    },
    // The ID token carries the claims of the scopes asked for (what Google and Entra do).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    ttl: { IdToken: opts.idTokenTtlSeconds ?? 3600 },
    cookies: { keys: ['test-cookie-key-test-cookie-key'] },
    async findAccount(_ctx: unknown, id: string) {
      const account = opts.accounts[id] ?? {};
      return { accountId: id, claims: () => ({ sub: id, ...account }) };
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    host: `127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Cookies of one browser at the provider. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      this.cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1));
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Signs in at the provider as a browser would, from the authorization address Copydesk
 * redirected to: its login page (as `login`), then its consent page. Answers the address the
 * provider sends the browser back to (Copydesk's callback, with `code` and `state`).
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new CookieJar();
  const origin = new URL(authorizationUrl).origin;
  let next: { url: string; method: 'GET' | 'POST'; body?: URLSearchParams } = {
    url: authorizationUrl,
    method: 'GET',
  };
  for (let step = 0; step < 12; step++) {
    const res = await fetch(next.url, {
      method: next.method,
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(next.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: next.body,
    });
    jar.take(res);
    const location = res.headers.get('location');
    if (location) {
      const target = new URL(location, next.url);
      if (target.origin !== origin) return target;
      next = { url: target.href, method: 'GET' };
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action)
      throw new Error(`the provider answered ${res.status} without a form: ${html.slice(0, 300)}`);
    const body = html.includes('name="login"')
      ? new URLSearchParams({ prompt: 'login', login, password: 'any' })
      : new URLSearchParams({ prompt: 'consent' });
    next = { url: new URL(action.replace(/&amp;/g, '&'), next.url).href, method: 'POST', body };
  }
  throw new Error('the provider did not send the browser back');
}
