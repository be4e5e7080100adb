import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError, loadConfig } from './config.js';
import { createPglite, describeThrown } from './db/pglite-client.js';
import { readBackup } from './backups/backup-files.js';

/*
 * `npm run restore -- <file>` (decision 048, docs/backups.md): unpacks a backup into an empty
 * DATA_DIR (missing, or a directory with nothing in it), through PGlite's own `loadDataDir`,
 * and opens it once to prove it starts. The app then starts on it as on any data directory
 * (migrations bring an older backup up to date). A directory that holds anything is refused:
 * a restore never overwrites a database.
 */

class Refused extends Error {}

function emptyOrMissing(dir: string): boolean {
  try {
    return readdirSync(dir).length === 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw err;
  }
}

async function main() {
  const file = process.argv[2];
  if (!file) throw new Refused('Usage: npm run restore -- <backup file> (into an empty DATA_DIR)');
  const config = loadConfig();
  if (config.DATABASE_URL) {
    throw new Refused('DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/backups.md).');
  }
  if (config.DATA_DIR === 'memory') throw new Refused('DATA_DIR=memory: nowhere to restore to.');
  const dataDir = resolve(config.DATA_DIR);
  if (!emptyOrMissing(dataDir)) {
    throw new Refused(
      `DATA_DIR ${dataDir} is not empty: a restore only goes into an empty directory. ` +
        'Move it aside (or set DATA_DIR to a new directory) and run this again.',
    );
  }
  const contents = await readBackup(resolve(file)).catch((err: unknown) => {
    throw new Refused(err instanceof Error ? err.message : String(err));
  });
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const pgdata = join(dataDir, 'pgdata');
  const secretFile = join(dataDir, 'app-secret');
  try {
    if (contents.secret) writeFileSync(secretFile, contents.secret, { mode: 0o600, flag: 'wx' });
    const client = createPglite({
      dataDir,
      initialDataDir: new Uint8Array(contents.pgliteTarball),
    });
    await client.waitReady;
    await client.query('SELECT 1');
    await client.close();
  } catch (err) {
    // Leaves the directory as empty as it was found.
    rmSync(pgdata, { recursive: true, force: true });
    rmSync(secretFile, { force: true });
    throw new Error(`the backup could not be opened: ${describeThrown(err)}`);
  }
  console.log(`Restored ${resolve(file)} into ${dataDir}. Start the app on it: npm start`);
  if (!contents.secret && !config.APP_SECRET) {
    console.log(
      'The backup holds no app-secret (its server had APP_SECRET set): start the app with the ' +
        'same APP_SECRET, or webhook API keys and sign-in secrets cannot be read.',
    );
  }
}

main().catch((err: unknown) => {
  const known = err instanceof Refused || err instanceof ConfigError;
  console.error(known ? err.message : `The restore failed: ${String(err)}`);
  process.exit(1);
});
