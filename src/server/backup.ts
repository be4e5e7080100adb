import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join, resolve } from 'node:path';
import { ConfigError, loadConfig, type Config } from './config.js';
import { consistentDump, createPglite, isNewDatabase } from './db/pglite-client.js';
import { writeBackup, type WrittenBackup } from './backups/backup-files.js';
import {
  backupSocketPath,
  type BackupReply,
  type BackupRequest,
} from './backups/backup-service.js';

/*
 * `npm run backup [dir]` (decision 048, docs/backups.md): writes one backup of the embedded
 * database now, into `dir`, else BACKUP_DIR (the command's, else the running server's). A running
 * server holds the database: it is asked through its socket in DATA_DIR and writes the backup
 * itself, between two transactions. With no server running, the command opens the data directory
 * itself.
 */

/** How long the running server may take to answer (a large database, a slow disk). */
const ANSWER_MS = 30 * 60_000;

class Refused extends Error {}

/** The running server's answer; null when none listens on DATA_DIR's socket. */
function askServer(path: string, request: BackupRequest): Promise<BackupReply | null> {
  return new Promise((done, failed) => {
    const socket = createConnection(path);
    let answer = '';
    let connected = false;
    socket.setEncoding('utf8');
    socket.setTimeout(ANSWER_MS, () =>
      socket.destroy(new Error('the running server did not answer in time')),
    );
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => {
      try {
        done(JSON.parse(answer) as BackupReply);
      } catch {
        failed(new Error('the running server gave no answer'));
      }
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      const nobody = !connected && (err.code === 'ENOENT' || err.code === 'ECONNREFUSED');
      if (nobody) done(null);
      else failed(err);
    });
  });
}

/** With no server running: opens the data directory here and backs it up. */
async function backupHere(config: Config, dir: string, keep: number): Promise<WrittenBackup> {
  const dataDir = config.DATA_DIR;
  if (isNewDatabase(dataDir)) throw new Refused(`there is no database in ${resolve(dataDir)}`);
  if (existsSync(join(dataDir, 'pgdata', 'postmaster.pid'))) {
    throw new Refused(
      `the database in ${resolve(dataDir)} is open (pgdata/postmaster.pid) but no server answers ` +
        `on ${backupSocketPath(dataDir)}: it is in use, or its server stopped without closing it ` +
        '(start the app once, then stop it, or run this while it runs).',
    );
  }
  const client = createPglite({ dataDir });
  try {
    await client.waitReady;
    const dump = await consistentDump(client);
    return await writeBackup({ dump, dataDir, dir, keep });
  } finally {
    await client.close();
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  const config = loadConfig();
  if (config.DATABASE_URL) {
    throw new Refused(
      'DATABASE_URL is set: back PostgreSQL up with pg_dump -Fc (docs/backups.md).',
    );
  }
  if (config.DATA_DIR === 'memory') throw new Refused('DATA_DIR=memory: nothing to back up.');
  const given = process.argv[2] ?? config.BACKUP_DIR;
  const dir = given ? resolve(given) : undefined;
  const started = performance.now();
  const reply = await askServer(backupSocketPath(config.DATA_DIR), {
    command: 'backup',
    ...(dir ? { dir } : {}),
    ...(process.env.BACKUP_KEEP ? { keep: config.BACKUP_KEEP } : {}),
  });
  if (reply && !reply.ok) throw new Refused(`the running server could not back up: ${reply.error}`);
  if (!reply && !dir) throw new Refused('Say where: npm run backup -- <dir>, or set BACKUP_DIR.');
  const written = reply ?? (await backupHere(config, dir!, config.BACKUP_KEEP));
  const by = reply ? 'by the running server' : 'with no server running';
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Backup written: ${written.file} (${megabytes(written.bytes)}, ${seconds} s, ${by})`);
  for (const old of written.removed) console.log(`Removed the older backup ${old}`);
}

main().catch((err: unknown) => {
  const known = err instanceof Refused || err instanceof ConfigError;
  console.error(known ? err.message : `The backup failed: ${String(err)}`);
  process.exit(1);
});
