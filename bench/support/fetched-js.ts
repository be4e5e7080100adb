import { spawn, type ChildProcess } from 'node:child_process';
import { gzipSync, constants } from 'node:zlib';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { ensureServerBuilt } from '../../scripts/build-server.mjs';
import { chromiumPath, signIn } from './browser-app.js';

/**
 * The JavaScript a headless Chromium really fetches for a page: a new browser context (empty
 * cache), the page loaded, every JavaScript response counted until the network has been idle
 * for a second. Copydesk runs as `npm start` runs it (the built `dist/server/main.js`, embedded
 * database in memory, the demo company seeded with the passwords of `browser-app.ts`).
 */
export interface FetchedFile {
  /** The address's path (`/assets/...`). */
  path: string;
  /** Bytes on the wire for the body, as the server sent it (compressed when it could). */
  transfer: number;
  /** The body (uncompressed) at gzip's highest level: the same figure whatever was negotiated. */
  gzip: number;
  encoding: string;
}

/** As the benches drive Chromium, without background traffic that is not the page's. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export const VIEWPORTS = {
  wide: { width: 1280, height: 800 },
  phone: { width: 412, height: 823, isMobile: true, hasTouch: true },
} as const;

/** The built server, started on `port` with the client of `webDir`. */
export async function startBuiltApp(port: number, webDir: string): Promise<ChildProcess> {
  await ensureServerBuilt();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: webDir,
      APP_SECRET: 'browser-bench-secret-browser-bench-secret-0123',
      DEMO_DELAY_MS: '0',
      // Stopped at the end of the bench: no grace period for a load balancer to notice.
      SHUTDOWN_DELAY_MS: '0',
      SEED_PLATFORM_ADMIN_PASSWORD: 'Bench-Platform-Admin-Pass-1',
      SEED_DEMO_ADMIN_PASSWORD: 'Bench-Demo-Admin-Pass-1',
      SEED_DEMO_USER_PASSWORD: 'Bench-Demo-User-Pass-1',
    },
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited early (${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 300));
  }
  child.kill();
  throw new Error('the app did not start within 120 s');
}

export function launchBenchChromium(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
    defaultViewport: null,
  });
}

/** Every JavaScript response of `page` from now on, with its transfer size and gzip size. */
async function recordJavaScript(page: Page) {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  const responses = new Map<string, { url: string; headers: number; encoding: string }>();
  const finished: Promise<FetchedFile>[] = [];
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const isScript = /javascript/.test(response.mimeType) || /\.m?js(\?|$)/.test(response.url);
    if (!isScript || response.url.startsWith('data:')) return;
    const encoding = Object.entries(response.headers).find(
      ([name]) => name.toLowerCase() === 'content-encoding',
    )?.[1];
    // The response's `encodedDataLength` at this point is its headers' bytes.
    responses.set(requestId, {
      url: response.url,
      headers: response.encodedDataLength,
      encoding: encoding ?? 'none',
    });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const response = responses.get(requestId);
    if (!response) return;
    finished.push(
      cdp
        .send('Network.getResponseBody', { requestId })
        .then(({ body, base64Encoded }) => Buffer.from(body, base64Encoded ? 'base64' : 'utf8'))
        .then((body) => ({
          path: new URL(response.url).pathname,
          transfer: encodedDataLength - response.headers,
          gzip: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length,
          encoding: response.encoding,
        })),
    );
  });
  return async () => {
    const files = await Promise.all(finished);
    await cdp.detach();
    return files;
  };
}

/**
 * The JavaScript fetched for `path` in a new browser context of `browser`, with `cookies` (a
 * signed-in user's cookies) or none, in the given viewport.
 */
export async function fetchedFor(
  browser: Browser,
  origin: string,
  path: string,
  viewport: (typeof VIEWPORTS)[keyof typeof VIEWPORTS],
  cookies: Awaited<ReturnType<Page['cookies']>> = [],
): Promise<FetchedFile[]> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(viewport);
    if (cookies.length > 0) await page.setCookie(...cookies);
    const done = await recordJavaScript(page);
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    await page.waitForNetworkIdle({ idleTime: 1000, timeout: 60_000 });
    return await done();
  } finally {
    await context.close();
  }
}

/** demo-user's cookies, signed in through the real form in a context of its own. */
export async function signedInCookies(browser: Browser, origin: string) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(VIEWPORTS.wide);
    await signIn(page, origin);
    return await page.cookies();
  } finally {
    await context.close();
  }
}
