import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { assistantFromPath, isWorkspacePath } from '@core/assistants/paths.js';
import { PAGE_DATA_ID, type PageData } from '@core/api/page-data.js';
import type { AppContext } from '../context.js';
import { firstPaint, paintedAssistant } from './first-paint.js';
import { allows } from '../policies/authorize.js';
import { assistantPolicy } from '../policies/assistants.js';
import { presentTenant } from '../presenters/tenant.js';
import { presentUser } from '../presenters/user.js';
import { enabledAssistants } from '../services/assistant-access.js';
import { readManifest, staticClosure, type Manifest } from './web-manifest.js';
import { createWorkspaceRenderer } from './workspace-render.js';

/** The first page's data and the chunks it will ask for, written into index.html (decision 026). */
export interface PageRenderer {
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/** Chunks of the client build (Vite's manifest keys are relative to src/web). */
const SHELL = 'app/shell/app-layout.tsx';
const WORKSPACE = 'features/workspace/workspace-page.tsx';

/** The entry script and the module preloads as Vite writes them into index.html (and we do). */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD_LINK = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * `</script>` (or `<!--`) inside the data must not end the element: `<` is written as its JSON
 * escape, which JSON.parse reads back as the same character. Line and paragraph separators are
 * escaped too, for old parsers.
 */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function manifestOf(root: string): Manifest {
  try {
    return readManifest(root);
  } catch {
    return {}; // a build without a manifest: the page still works, it only preloads nothing
  }
}

/**
 * index.html for every address of the single-page app, with what its first view would otherwise
 * fetch one request after another once the entry has run: the company's public branding, the
 * signed-in user (or that nobody is), the user's assistants, and for a signed-in visitor the
 * chunks of the shell and the page (`modulepreload`), so they download beside the entry.
 */
export function createPageRenderer(root: string, ctx: AppContext): PageRenderer {
  const template = readFileSync(join(root, 'index.html'), 'utf8');
  const manifest = manifestOf(root);
  // Modules this build does not have (another layout, no manifest) are preloaded by nobody.
  const closure = (keys: string[]) =>
    staticClosure(
      manifest,
      keys.filter((key) => manifest[key]),
    );
  const entryChunks = closure(['index.html']);
  const workspaceMain = createWorkspaceRenderer(ctx.log);

  const preloads = new Map<string, string>();
  function preloadLinks(path: string): string {
    // The workspace's heading is the first view's largest text: its chunks come first. The form
    // engine and the assistant's form load when the workspace runs (not here: on a phone's
    // bandwidth they would slow the chunks the heading needs).
    const workspace = isWorkspacePath(path) && assistantFromPath(path) !== null;
    const cacheKey = workspace ? 'workspace' : 'shell';
    let links = preloads.get(cacheKey);
    if (links === undefined) {
      const keys = [SHELL, ...(workspace ? [WORKSPACE] : [])];
      links = [...closure(keys)]
        .filter((key) => !entryChunks.has(key))
        .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`)
        .join('');
      preloads.set(cacheKey, links);
    }
    return links;
  }

  const boot = manifest['boot.ts']?.file;
  /**
   * A page the server paints first asks for its scripts once that paint is on the screen
   * (decisions 027 and 030): the entry and the preloads become the boot script's `data-`
   * attributes, and the boot script adds them a frame after the first paint. Without a boot
   * script in the build (or an entry in the page) the page stays as it is.
   */
  function scriptsAfterPaint(html: string): string {
    const entry = ENTRY_SCRIPT.exec(html)?.[1];
    if (!boot || !entry) return html;
    const preloads = [...html.matchAll(PRELOAD_LINK)].map((match) => match[1]);
    const script =
      `<script type="module" crossorigin src="/${boot}" data-entry="${entry}" ` +
      `data-preload="${preloads.join(' ')}"></script>`;
    return html
      .replace(ENTRY_SCRIPT, () => script)
      .replace(new RegExp(PRELOAD_LINK.source, 'g'), '');
  }

  async function pageData(request: FastifyRequest): Promise<PageData | null> {
    const tenant = request.tenant;
    if (!tenant) return null; // an unknown company: the page asks and shows the message
    const user = request.user;
    const enabledBots = user
      ? await enabledAssistants(ctx, {
          company: tenant,
          all: allows(user, assistantPolicy.listAll, tenant),
        })
      : undefined;
    return {
      tenant: presentTenant(tenant, { passwordReset: ctx.mail.enabled }),
      me: user ? presentUser(user) : null,
      ...(enabledBots ? { enabledBots } : {}),
    };
  }

  return {
    async send(request, reply) {
      // The page is never refused for its data: without it the app asks the API itself (and
      // shows the API's message, e.g. while the database is unreachable).
      const data = await pageData(request).catch((err: unknown) => {
        request.log.warn({ err }, 'page data unavailable');
        return null;
      });
      const path = request.url.split('?')[0];
      const head =
        (data
          ? `<script type="application/json" id="${PAGE_DATA_ID}">${scriptSafeJson(data)}</script>`
          : '') + (data?.me ? preloadLinks(path) : '');
      const painted = data && paintedAssistant(data, path);
      const paint = painted
        ? firstPaint(
            data,
            painted,
            await workspaceMain(
              painted,
              data.tenant.assistantCustomization,
              data.tenant.contentLanguage,
            ),
          )
        : '';
      // Replaced by functions: a `$&` or `$'` in a company's text is text, not a pattern.
      const page = template.replace('</head>', () => `${head}</head>`);
      const html = (paint ? scriptsAfterPaint(page) : page).replace(
        '<div id="root"></div>',
        () => `<div id="root">${paint}</div>`,
      );
      // The page carries the visitor's own data: kept by no shared cache, asked for every time.
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .header('vary', 'Cookie, Accept-Encoding');
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(html);
      return reply.header('content-encoding', encoding).send(compress(html, encoding));
    },
  };
}

/** The page is a few kB, made per request: compressed quickly (the assets were at build time). */
function chooseEncoding(accepted: string | undefined): 'br' | 'gzip' | null {
  const names = (accepted ?? '').split(',').map((part) => part.split(';')[0].trim());
  if (names.includes('br')) return 'br';
  if (names.includes('gzip')) return 'gzip';
  return null;
}

function compress(html: string, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(html, { level: 6 });
}
