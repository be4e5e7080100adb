import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { Db } from './db/connection.js';
import { createDbRateLimitStore } from './services/rate-limit-store.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function registerSecurity(
  app: FastifyInstance,
  opts: { https: boolean; db: Db; requestsPerMinute: number },
) {
  await app.register(helmet, {
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
    hsts: opts.https,
    crossOriginEmbedderPolicy: false,
  });
  // A generous per-address ceiling; sign-in has its own stricter, database-backed limit.
  await app.register(rateLimit, {
    max: opts.requestsPerMinute,
    timeWindow: '1 minute',
    // Counted in the database, so every app instance shares one count per client.
    store: createDbRateLimitStore(opts.db, app.log),
    allowList: (req) => !req.url.startsWith('/api/'),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      message: `Too many requests. Please wait ${Math.ceil(ctx.ttl / 1000)} seconds and try again.`,
    }),
  });
  // Cookie-authenticated writes must come from our own pages (SameSite=Lax backs this up).
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (origin) {
      let originHost = '';
      try {
        originHost = new URL(origin).host.toLowerCase();
      } catch {
        originHost = '';
      }
      if (originHost !== (request.headers.host ?? '').toLowerCase()) {
        return reply.status(403).send({ message: 'Cross-site request refused' });
      }
    } else if (request.headers['sec-fetch-site'] === 'cross-site') {
      return reply.status(403).send({ message: 'Cross-site request refused' });
    }
  });
}
