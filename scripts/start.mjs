// `npm start`: builds what is missing or out of date, then serves.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { ensureServerBuilt, newestChange } from './build-server.mjs';

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const run = (args) => {
  const result = spawnSync('npm', ['run', ...args], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const sources = newestChange('src');
await ensureServerBuilt();
// The client, and its server bundle of the workspace's first paint (decision 030).
const webBuilt = Math.min(builtAt('dist/web/index.html'), builtAt('dist/ssr/server-render.js'));
if (webBuilt < sources) run(['build:web']);

await import('../dist/server/main.js');
