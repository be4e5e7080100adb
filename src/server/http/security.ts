import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function registerSecurity(
  app: FastifyInstance,
  opts: { https: boolean; requestsPerMinute: number; redis?: Redis },
) {
  // Helmet's headers depend only on these options: worked out once here, set on every answer
  // (decision 029). On an onRequest hook, as @fastify/helmet did, so that answers made by later
  // hooks (429, 403), 404s, static files and event streams carry them too.
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Company custom CSS is injected as a style element. The server-side sanitiser
        // (services/company-settings/sanitize-css.ts) keeps url() to this origin and data:
        // images; here @import of another site's stylesheet is refused by style-src, its fonts
        // by font-src and any fetch()/beacon by connect-src.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Company logos and favicons may live on the company's own site, and the settings
        // page previews any address being typed, so images stay open to http(s): for CSS
        // backgrounds the sanitiser alone keeps other hosts out.
        imgSrc: ["'self'", 'data:', 'https:', 'http:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(opts.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: opts.https,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    const res = reply.raw;
    for (const [name, value] of headers.set) res.setHeader(name, value);
    for (const name of headers.removed) res.removeHeader(name);
    done();
  });
  // A generous per-address ceiling; sign-in has its own stricter, database-backed limit that
  // every instance shares. This one never writes to the database: counted in memory per instance,
  // or in Redis (shared by every instance) when REDIS_URL is set; while Redis is unreachable the
  // ceiling is skipped rather than failing requests (docs/decisions/006).
  await app.register(rateLimit, {
    max: opts.requestsPerMinute,
    timeWindow: '1 minute',
    ...(opts.redis
      ? { redis: opts.redis, nameSpace: 'copydesk:rate-limit:', skipOnError: true }
      : {}),
    allowList: (req) => !req.url.startsWith('/api/'),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      message: `Too many requests. Please wait ${Math.ceil(ctx.ttl / 1000)} seconds and try again.`,
    }),
  });
  // API answers concern a user or a company: never kept by a browser or a shared cache. Set on
  // send, so answers made by hooks (429, 403) carry it too.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
  // Cookie-authenticated writes must come from our own pages (SameSite=Lax backs this up): the
  // Origin must be ours exactly, scheme, host and port. The public API (`/api/v1`) ignores
  // cookies: only its bearer token counts there, which no other site's page holds.
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.url.startsWith('/api/v1/')) return;
    const origin = request.headers.origin;
    if (origin) {
      // Served over https when the cookies are Secure (TLS may end at a proxy) or it says so.
      const scheme = opts.https || request.protocol === 'https' ? 'https' : 'http';
      const ours = originOf(`${scheme}://${request.headers.host ?? ''}`);
      if (!ours || originOf(origin) !== ours) {
        return reply.status(403).send({ message: 'Cross-site request refused' });
      }
    } else if (request.headers['sec-fetch-site'] === 'cross-site') {
      return reply.status(403).send({ message: 'Cross-site request refused' });
    }
  });
}

/**
 * The headers helmet's middleware sets (and removes) for these options, read by running it once
 * on a stand-in response. Its values never depend on the request unless a CSP directive is a
 * function, which is refused here.
 */
export function securityHeaders(options: HelmetOptions) {
  if (hasFunction(options)) {
    throw new Error('Security headers must not depend on the request');
  }
  const set = new Map<string, string>();
  const removed = new Set<string>();
  const res = {
    setHeader(name: string, value: string) {
      set.set(name, String(value));
      removed.delete(name);
    },
    removeHeader(name: string) {
      set.delete(name);
      removed.add(name);
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return { set: [...set], removed: [...removed] };
}

function hasFunction(value: unknown): boolean {
  if (typeof value === 'function') return true;
  if (typeof value !== 'object' || value === null) return false;
  return Object.values(value).some(hasFunction);
}

/** scheme://host[:port] with the default port left out, or '' when not an http(s) URL. */
function originOf(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : '';
  } catch {
    return '';
  }
}
