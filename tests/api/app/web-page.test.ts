import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageData } from '../../../src/core/api/page-data.js';
import { buildApp } from '../../../src/server/app.js';
import { testConfig } from '../../../src/server/config.js';
import { setWebhook, newMember, uniqueSlug } from '../../support/factories.js';
import { createTestApp, hostOf } from '../../support/test-app.js';
import { writeWebBuild, type WebBuild } from '../../support/web-build.js';

// A client build as Vite leaves it: index.html with the entry, and the manifest that names the
// chunks of the shell and the workspace (decision 026).
const indexHtml =
  '<!doctype html><html lang="en"><head><title>Copydesk</title>' +
  '<script type="module" crossorigin src="/assets/index-E1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const manifest = {
  'index.html': { file: 'assets/index-E1.js', imports: ['_react-R1.js'] },
  '_react-R1.js': { file: 'assets/react-R1.js' },
  'app/shell/app-layout.tsx': { file: 'assets/app-layout-L1.js', imports: ['_react-R1.js'] },
  'features/workspace/workspace-page.tsx': {
    file: 'assets/workspace-page-W1.js',
    imports: ['_react-R1.js', '_tabs-T1.js'],
  },
  '_tabs-T1.js': { file: 'assets/tabs-T1.js' },
  'features/admin-users/users-page.tsx': { file: 'assets/users-page-U1.js' },
  'boot.ts': { file: 'assets/boot-B1.js', isEntry: true },
};

const t = await createTestApp();
let build: WebBuild | undefined;
let web: FastifyInstance;

beforeAll(async () => {
  build = await writeWebBuild({
    'index.html': indexHtml,
    '.vite/manifest.json': JSON.stringify(manifest),
  });
  web = await buildApp(testConfig({ WEB_DIST_DIR: build.dir }), {
    database: t.database,
    serveWeb: true,
  });
});

afterAll(async () => {
  await web?.close();
  await build?.remove();
});

const page = (slug: string, url: string, cookie?: string) =>
  web.inject({
    url,
    headers: {
      host: hostOf(slug),
      accept: 'text/html,application/xhtml+xml',
      ...(cookie ? { cookie } : {}),
    },
  });

function pageData(html: string): PageData | null {
  const match = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html);
  return match ? (JSON.parse(match[1]) as PageData) : null;
}

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('the first page carries what its first view would fetch', () => {
  it('a signed-out visitor: the company and "nobody", so /login asks for no user (no 401)', async () => {
    const { company } = await newMember(t);
    const res = await page(company.slug, '/login');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const tenantInfo = await t.app.inject({
      url: '/api/tenant/info',
      headers: { host: hostOf(company.slug) },
    });
    expect(pageData(res.body)).toEqual({ tenant: tenantInfo.json(), me: null });
    expect(preloads(res.body)).toEqual([]);
  });

  it('a signed-in user: the same user and assistants as the API, and the workspace chunks', async () => {
    const member = await newMember(t);
    const res = await page(member.slug, '/', member.cookie);
    const api = (url: string) =>
      t.app.inject({ url, headers: { host: hostOf(member.slug), cookie: member.cookie } });
    const [me, access] = await Promise.all([api('/api/auth/me'), api('/api/user-bot-access')]);
    const data = pageData(res.body);
    expect(data?.me).toEqual(me.json());
    expect(data?.enabledBots).toEqual(access.json().enabledBots);
    // The shell and the workspace page with what they import, not what the entry already has.
    expect(preloads(res.body).sort()).toEqual(
      ['/assets/app-layout-L1.js', '/assets/tabs-T1.js', '/assets/workspace-page-W1.js'].sort(),
    );
    // An admin page preloads the shell only; no page preloads another page's chunks.
    const admin = await page(member.slug, '/admin/reports', member.cookie);
    expect(preloads(admin.body)).toEqual(['/assets/app-layout-L1.js']);
  });

  it('a session of another company counts as nobody there', async () => {
    const member = await newMember(t);
    const other = await newMember(t);
    const res = await page(other.slug, '/', member.cookie);
    expect(pageData(res.body)).toMatchObject({ me: null, tenant: { companyId: other.slug } });
    expect(res.body).not.toContain(member.user.username);
  });

  it('an unknown company: no data, the page asks and shows its own message', async () => {
    const res = await page(uniqueSlug('missing'), '/login');
    expect(res.statusCode).toBe(200);
    expect(pageData(res.body)).toBeNull();
  });

  it('text from a company cannot end the data element or add markup', async () => {
    const hostile = "</script><script>alert(1)</script><!-- $& $' $`";
    const { company } = await newMember(t, { company: { companyName: hostile } });
    const res = await page(company.slug, '/login');
    expect(res.body).not.toContain('</script><script>alert(1)');
    expect(pageData(res.body)?.tenant.companyName).toBe(hostile);
  });

  it('is kept by no shared cache and compressed for browsers that accept it', async () => {
    const member = await newMember(t);
    const res = await web.inject({
      url: '/',
      headers: {
        host: hostOf(member.slug),
        accept: 'text/html',
        'accept-encoding': 'gzip, deflate, br',
        cookie: member.cookie,
      },
    });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(String(res.headers.vary)).toMatch(/cookie/i);
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(pageData(html)?.me?.username).toBe(member.user.username);
  });

  it('a workspace address for a signed-in user is painted first by the server, escaped', async () => {
    const member = await newMember(t, {
      company: {
        companyName: 'Acme <b>& Sons</b>',
        assistantCustomization: {
          'topic-generator': {
            description: 'Topics <i>for</i> us',
            industry_focus_example: 'e.g., <img src=x onerror=alert(1)>',
          },
        },
      },
    });
    await setWebhook(t, member.company, 'topic-generator', 'http://127.0.0.1:9/hook');
    const res = await page(member.slug, '/assistants/topic-generator', member.cookie);
    const root = /<div id="root">(.*)<\/div><\/body>/s.exec(res.body)?.[1] ?? '';
    // The whole paint is inert and busy: nothing in it can be typed into or clicked.
    expect(root).toMatch(/^<div class="[^"]+" aria-busy="true" inert>/);
    expect(root).toContain(
      '<h1 class="text-2xl font-bold tracking-tight sm:text-3xl">Topic Generator</h1>',
    );
    expect(root).toContain('Acme &lt;b&gt;&amp; Sons&lt;/b&gt;');
    expect(root).toContain('Topics &lt;i&gt;for&lt;/i&gt; us');
    // Decision 030: the page's form card and results as the page draws them, with the
    // company's own placeholder (escaped), the defaults and the submit button.
    expect(root).toContain('data-painted-form="topic-generator"');
    expect(root).toContain('<h2 data-slot="card-title"');
    expect(root).toContain('Industry or Topic (Optional)</label>');
    expect(root).toContain('placeholder="e.g., &lt;img src=x onerror=alert(1)&gt;"');
    expect(root).toContain('>Past Week</span>');
    expect(root).toContain('>Generate Topics</button>');
    expect(root).toContain('No content generated yet');
    expect(root).not.toMatch(/<(b|i|img)[ >]/);
    // Decision 027: the painted page asks for no script but the boot script, which asks for the
    // entry and the preloads once the paint is on the screen.
    expect(preloads(res.body)).toEqual([]);
    expect(res.body).not.toContain('modulepreload');
    expect(res.body).not.toContain('src="/assets/index-E1.js"');
    const boot =
      /<script type="module" crossorigin src="\/assets\/boot-B1.js" data-entry="([^"]+)" data-preload="([^"]*)"><\/script>/.exec(
        res.body,
      );
    expect(boot?.[1]).toBe('/assets/index-E1.js');
    expect(boot?.[2].split(' ').sort()).toEqual(
      ['/assets/app-layout-L1.js', '/assets/tabs-T1.js', '/assets/workspace-page-W1.js'].sort(),
    );
    // Another assistant of the same company: its own form.
    await setWebhook(t, member.company, 'facebook', 'http://127.0.0.1:9/hook');
    const facebook = await page(member.slug, '/assistants/facebook', member.cookie);
    expect(facebook.body).toContain('data-painted-form="facebook"');
    expect(facebook.body).toContain('>Generate Post</button>');
    expect(facebook.body).not.toContain('Past Week');
    // Signed out, or an address that is not the workspace: React draws the first view alone.
    for (const [url, cookie] of [
      ['/', undefined],
      ['/admin/reports', member.cookie],
      ['/assistants/no-such-assistant', member.cookie],
    ] as const) {
      const other = await page(member.slug, url, cookie);
      expect(other.body, url).toContain('<div id="root"></div>');
      expect(other.body, url).toContain(
        '<script type="module" crossorigin src="/assets/index-E1.js">',
      );
      expect(other.body, url).not.toContain('boot-B1.js');
    }
  });
});
