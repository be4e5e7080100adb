import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.js';
import { testConfig } from '../../../src/server/config.js';
import { securityHeaders } from '../../../src/server/http/security.js';
import { newMember } from '../../support/factories.js';
import { createTestApp, hostOf } from '../../support/test-app.js';
import { writeWebBuild, type WebBuild } from '../../support/web-build.js';

// The security headers every answer carries, whatever made it: an API route, the HTML page, a
// static file, a refusal made by a hook. The whole set is compared, so a header added, dropped
// or changed fails here. They are worked out once at start-up (decision 029).

const indexHtml =
  '<!doctype html><html lang="en"><head><title>Copydesk</title>' +
  '<script type="module" src="/assets/index-S1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

const CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';" +
  "img-src 'self' data: https: http:;font-src 'self' data:;connect-src 'self';" +
  "object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'";

const HTTP_HEADERS = {
  'content-security-policy': CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

const HTTPS_HEADERS = {
  ...HTTP_HEADERS,
  'content-security-policy': `${CSP};upgrade-insecure-requests`,
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

/** Headers that are not about security: what the answer is, its caching, its connection. */
const OTHER = new Set([
  'accept-ranges',
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'etag',
  'last-modified',
  'set-cookie',
  'vary',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'retry-after',
]);

function securityHeadersOf(res: LightMyRequestResponse) {
  return Object.fromEntries(Object.entries(res.headers).filter(([name]) => !OTHER.has(name)));
}

const t = await createTestApp();
let build: WebBuild | undefined;
let web: FastifyInstance;
let webHttps: FastifyInstance;

beforeAll(async () => {
  build = await writeWebBuild({ 'index.html': indexHtml, 'assets/index-S1.js': 'export {};\n' });
  const webDir = build.dir;
  const serve = (secure: boolean) =>
    buildApp(
      testConfig({ WEB_DIST_DIR: webDir, SECURE_COOKIES: secure, TRUST_PROXY: secure ? 1 : 0 }),
      { database: t.database, serveWeb: true },
    );
  [web, webHttps] = await Promise.all([serve(false), serve(true)]);
});

afterAll(async () => {
  await Promise.all([web?.close(), webHttps?.close()]);
  await build?.remove();
});

const asHtml = { accept: 'text/html,application/xhtml+xml' };

describe('security headers, computed once for every answer', () => {
  it('over http: on an API answer, the HTML page, a static file and a refusal made by a hook', async () => {
    const member = await newMember(t);
    const host = hostOf(member.company.slug);
    const answers = {
      api: await web.inject({ url: '/api/auth/me', headers: { host, cookie: member.cookie } }),
      apiMissing: await web.inject({ url: '/api/no-such-route', headers: { host } }),
      page: await web.inject({ url: '/', headers: { host, ...asHtml } }),
      asset: await web.inject({ url: '/assets/index-S1.js', headers: { host } }),
      refused: await web.inject({
        method: 'POST',
        url: '/api/generate',
        headers: { host, origin: 'https://elsewhere.example' },
        payload: {},
      }),
    };
    expect(Object.values(answers).map((res) => res.statusCode)).toEqual([200, 404, 200, 200, 403]);
    for (const res of Object.values(answers)) expect(securityHeadersOf(res)).toEqual(HTTP_HEADERS);
  });

  it('over https: HSTS and upgrade-insecure-requests as well, on the same answers', async () => {
    const member = await newMember(t);
    const host = hostOf(member.company.slug);
    const https = { host, 'x-forwarded-proto': 'https' };
    const answers = {
      api: await webHttps.inject({ url: '/api/tenant/info', headers: https }),
      apiMissing: await webHttps.inject({ url: '/api/no-such-route', headers: https }),
      page: await webHttps.inject({ url: '/', headers: { ...https, ...asHtml } }),
      asset: await webHttps.inject({ url: '/assets/index-S1.js', headers: https }),
      refused: await webHttps.inject({
        method: 'POST',
        url: '/api/generate',
        headers: { ...https, origin: 'https://elsewhere.example' },
        payload: {},
      }),
    };
    expect(Object.values(answers).map((res) => res.statusCode)).toEqual([200, 404, 200, 200, 403]);
    for (const res of Object.values(answers)) expect(securityHeadersOf(res)).toEqual(HTTPS_HEADERS);
  });
});

describe('security headers worked out once', () => {
  it('refuse a Content-Security-Policy that would depend on the request', () => {
    const nonce = () => "'nonce-abc'";
    expect(() =>
      securityHeaders({ contentSecurityPolicy: { directives: { scriptSrc: ["'self'", nonce] } } }),
    ).toThrow(/must not depend on the request/);
  });
});
