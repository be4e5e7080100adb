import { execFileSync } from 'node:child_process';
import { lstatSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readBackup, writeBackup } from '../../../src/server/backups/backup-files.js';
import { openDatabase } from '../../../src/server/db/connection.js';
import { createPglite } from '../../../src/server/db/pglite-client.js';

/**
 * The embedded database's files belong to the server's user alone (docs/backups.md): in the
 * data directory, inside a backup, and after a restore, whatever the umask.
 */
const root = mkdtempSync(join(tmpdir(), 'copydesk-modes-'));
const umask = process.umask(0);
afterAll(() => {
  process.umask(umask);
  rmSync(root, { recursive: true, force: true });
});

/** Every path under `dir` whose mode is not 0700 (folders) or 0600 (files), with its mode. */
function notPrivate(dir: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    const stat = lstatSync(path);
    const mode = stat.mode & 0o777;
    if (stat.isDirectory()) {
      if (mode !== 0o700) found.push(`${path} ${mode.toString(8)}`);
      for (const name of readdirSync(path)) walk(join(path, name));
    } else if (stat.isFile() && mode !== 0o600) found.push(`${path} ${mode.toString(8)}`);
  };
  walk(dir);
  return found;
}

const count = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce(
    (n, e) => n + (e.isDirectory() ? count(join(dir, e.name)) : 1),
    0,
  );

describe('the data directory under a umask of 0', () => {
  const dataDir = join(root, 'data');
  let backupFile = '';

  it('is created 0700 with every file 0600, also after the database wrote to it', async () => {
    const database = await openDatabase({ dataDir });
    try {
      await database.db.execute('CREATE TABLE written_later (id serial primary key, note text)');
      await database.db.execute("INSERT INTO written_later (note) VALUES ('a row')");
      expect(count(join(dataDir, 'pgdata'))).toBeGreaterThan(100);
      expect(notPrivate(dataDir)).toEqual([]);
      writeFileSync(join(dataDir, 'app-secret'), 'x'.repeat(48), { mode: 0o600 });
      const written = await writeBackup({
        dump: await database.backup!(),
        dataDir,
        dir: join(root, 'backups'),
        keep: 2,
      });
      backupFile = written.file;
    } finally {
      await database.close();
    }
    expect(notPrivate(dataDir)).toEqual([]);
  });

  it('a backup stores the files 0600 and the folders 0700, so `tar x` keeps them private', () => {
    const listing = execFileSync('tar', ['-tvzf', backupFile], { encoding: 'utf8' })
      .trim()
      .split('\n');
    expect(listing.length).toBeGreaterThan(100);
    const loose = listing.filter((line) => !/^(-rw-------|drwx------) /.test(line));
    expect(loose).toEqual([]);
    const unpacked = join(root, 'unpacked');
    execFileSync('mkdir', ['-m', '700', unpacked]);
    execFileSync('tar', ['-xzf', backupFile, '-C', unpacked]);
    expect(notPrivate(unpacked)).toEqual([]);
  });

  it('a restore writes the files 0600 too', async () => {
    const target = join(root, 'restored');
    const contents = await readBackup(backupFile);
    const client = createPglite({
      dataDir: target,
      initialDataDir: new Uint8Array(contents.pgliteTarball),
    });
    await client.waitReady;
    const { rows } = await client.query<{ note: string }>('SELECT note FROM written_later');
    expect(rows).toEqual([{ note: 'a row' }]);
    await client.close();
    expect(count(join(target, 'pgdata'))).toBeGreaterThan(100);
    expect(notPrivate(target)).toEqual([]);
  });
});
