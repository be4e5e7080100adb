/**
 * Lints the API description the app serves at /api/openapi.json with Redocly's recommended rules
 * (redocly.yaml; decision 037), without a server: the app is built on an in-memory embedded
 * database and its document written to a temporary file. Part of `npm run check`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';

// Only these settings: never a DATABASE_URL, REDIS_URL or data directory of the environment.
const app = await buildApp(loadConfig({ DATA_DIR: 'memory', LOG_LEVEL: 'silent' }));
let document: unknown;
try {
  await app.ready();
  document = app.swagger();
} finally {
  await app.close();
}

const dir = mkdtempSync(join(tmpdir(), 'copydesk-openapi-'));
try {
  const file = join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(document, null, 2));
  const cli = fileURLToPath(import.meta.resolve('@redocly/cli/bin/cli.js'));
  const config = join(import.meta.dirname, '..', 'redocly.yaml');
  const lint = spawnSync(process.execPath, [cli, 'lint', '--config', config, file], {
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  process.exitCode = lint.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
