// `npm start`: builds what is missing or out of date (quietly: one line), then serves.
import { existsSync, statSync } from 'node:fs';
import { ensureServerBuilt, newestChange } from './build-server.mjs';
import { runQuietly } from './quiet-run.mjs';

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

const sources = newestChange('src');
const serverStarted = performance.now();
if (await ensureServerBuilt()) {
  console.log(`Built the server in ${((performance.now() - serverStarted) / 1000).toFixed(1)} s`);
}
// The client, and its server bundle of the workspace's first paint (decision 030).
const webBuilt = Math.min(builtAt('dist/web/index.html'), builtAt('dist/ssr/server-render.js'));
if (webBuilt < sources) {
  runQuietly('Built the web app', [
    ['npx', 'vite', 'build', '--logLevel', 'error'],
    ['npx', 'vite', 'build', '--ssr', '--logLevel', 'error'],
  ]);
}

await import('../dist/server/main.js');
