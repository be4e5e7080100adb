// `npm run test:e2e`: builds the app, makes sure a browser exists, runs Playwright.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureServerBuilt } from './build-server.mjs';

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// The server runs as `npm start` runs it: the bundle in dist/server, with the workspace's first
// paint from dist/ssr (decisions 030, 035). The client is built into E2E_WEB_DIR when given, so
// that several runs can share a checkout (the server's bundle and dist/ssr are the same for all).
await ensureServerBuilt();
const webDir = resolve(process.env.E2E_WEB_DIR ?? 'dist/web');
run('npx', ['vite', 'build', '--outDir', webDir, '--emptyOutDir', '--logLevel', 'warn']);
run('npx', ['vite', 'build', '--ssr', '--logLevel', 'warn']);
const hasChromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].some(
  (p) => p && existsSync(p),
);
if (!hasChromium) {
  // As Playwright users expect on a machine with internet: fetch Playwright's own browser.
  console.log('No Chromium at CHROMIUM_PATH or /usr/bin/chromium: installing Playwright Chromium');
  run('npx', ['playwright', 'install', 'chromium']);
}
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
