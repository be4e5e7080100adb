import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

/**
 * Copydesk and Chromium for the benches that drive a real browser (lighthouse.ts, editor.ts):
 * the app on an empty in-memory database with the demo users' passwords chosen, and demo-user
 * signed in through the real sign-in form.
 */
const DEMO_USER = { username: 'demo-user', password: 'Bench-Demo-User-Pass-1' };

export function chromiumPath(): string {
  const found = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));
  if (!found) throw new Error('No Chromium: set CHROMIUM_PATH (or install /usr/bin/chromium)');
  return found;
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/** Copydesk as `npm start` serves it, on an empty in-memory database. */
export async function startApp(port: number, webDir: string): Promise<ChildProcess> {
  // Node itself with tsx's loader, not `npx tsx` (whose child process a SIGTERM did not reach:
  // the app kept running after the bench).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
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
      SEED_PLATFORM_ADMIN_PASSWORD: 'Bench-Platform-Admin-Pass-1',
      SEED_DEMO_ADMIN_PASSWORD: 'Bench-Demo-Admin-Pass-1',
      SEED_DEMO_USER_PASSWORD: DEMO_USER.password,
    },
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited early (${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  child.kill();
  throw new Error('the app did not start within 180 s');
}

export function stopApp(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

/** Signs demo-user in through the sign-in form, as a person would. */
export async function signIn(page: Page, origin: string) {
  await page.goto(`${origin}/login`, { waitUntil: 'load' });
  await page.waitForSelector('#username');
  await page.type('#username', DEMO_USER.username);
  await page.type('#password', DEMO_USER.password);
  await page.click('button[type="submit"]');
  // The sidebar on a wide window, the top bar's menu on a narrow one (only one is rendered).
  await page.waitForSelector('[data-testid="footer-username"], button[aria-label="Open menu"]', {
    timeout: 60_000,
  });
}

/** Headless Chromium as the benches drive it (no sandbox as root, no background traffic). */
export function launchChromium(
  viewport: { width: number; height: number } | null,
): Promise<Browser> {
  return puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    defaultViewport: viewport,
  });
}
