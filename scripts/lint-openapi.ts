/**
 * Lints the API descriptions the app serves, /api/openapi.json and /api/v1/openapi.json, with
 * Redocly's recommended rules (redocly.yaml; decision 037), without a server: the app is built on
 * an in-memory embedded database and its documents written to temporary files. Part of
 * `npm run check`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { servedDocuments } from './openapi-documents.js';

const documents = await servedDocuments();

const dir = mkdtempSync(join(tmpdir(), 'copydesk-openapi-'));
try {
  const files = Object.entries({
    'openapi.json': documents.app,
    'v1-openapi.json': documents.v1,
  }).map(([name, document]) => {
    const file = join(dir, name);
    writeFileSync(file, JSON.stringify(document, null, 2));
    return file;
  });
  const cli = fileURLToPath(import.meta.resolve('@redocly/cli/bin/cli.js'));
  const config = join(import.meta.dirname, '..', 'redocly.yaml');
  const lint = spawnSync(process.execPath, [cli, 'lint', '--config', config, ...files], {
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  process.exitCode = lint.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
