import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import {
  fileEntry,
  folderEntry,
  ownerOnly,
  readTar,
  renamed,
  writeTar,
  type TarEntry,
} from './tarball.js';

/*
 * Backup files of the embedded database (decision 048): `copydesk-YYYYMMDD-HHMMSS.tar.gz` (UTC),
 * a gzipped tarball of the data directory as it must look to start again: PGlite's consistent
 * dump of its database under `pgdata/`, and the generated secret (`app-secret`) when there is
 * one. Written under a hidden temporary name and renamed once complete and synced, so a
 * half-written file never counts as a backup.
 */

const PGDATA = 'pgdata';
const SECRET = 'app-secret';
const NAME = /^copydesk-(\d{8})-(\d{6})(?:-(\d+))?\.tar\.gz$/;
const LEFT_OUT = new Set(['postmaster.pid', 'postmaster.opts']);
const PARTIAL_PREFIX = '.copydesk-partial-';
/** A temporary file this old was left by a process that stopped while writing it. */
const STALE_PARTIAL_MS = 24 * 3600_000;

const gzipped = promisify(gzip);
const gunzipped = promisify(gunzip);

/** What a backup wrote. */
export interface WrittenBackup {
  file: string;
  bytes: number;
  /** Backups removed because more than `keep` were there. */
  removed: string[];
}

/** The backup's tarball: PGlite's dump entries under `pgdata/`, and the secret file. */
function archive(dump: Uint8Array, dataDir: string): Buffer {
  // The folder itself first, so `tar x` makes it 0700 rather than from the umask.
  const entries = [folderEntry(`${PGDATA}/`)];
  const files = readTar(dump)
    .map((entry) => ({ entry, name: entry.name.replace(/^\/+/, '') }))
    // The running server's lock file, as pg_basebackup leaves it out too.
    .filter(({ name }) => !LEFT_OUT.has(name))
    .map(({ entry, name }) => ownerOnly(renamed(entry, `${PGDATA}/${name}`)));
  entries.push(...files);
  const secretFile = join(dataDir, SECRET);
  if (dataDir !== 'memory' && existsSync(secretFile))
    entries.push(fileEntry(SECRET, readFileSync(secretFile)));
  return writeTar(entries);
}

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace('T', '-')
    .replace(/\.\d+Z$/, '');

/** The backups in `dir`, oldest first (by the time in their name, then their number). */
export async function listBackups(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [] as string[];
    throw err;
  });
  const key = (name: string) => {
    const [, day, time, n] = NAME.exec(name)!;
    return `${day}${time}-${(n ?? '1').padStart(6, '0')}`;
  };
  return names
    .filter((name) => NAME.test(name))
    .sort((a, b) => key(a).localeCompare(key(b)))
    .map((name) => join(dir, name));
}

/** Removes the oldest backups beyond `keep`, and temporary files left by a stopped process. */
async function prune(dir: string, keep: number): Promise<string[]> {
  const backups = await listBackups(dir);
  const removed = backups.slice(0, Math.max(0, backups.length - keep));
  for (const file of removed) await rm(file, { force: true });
  for (const name of await readdir(dir)) {
    if (!name.startsWith(PARTIAL_PREFIX)) continue;
    const path = join(dir, name);
    const info = await stat(path).catch(() => null);
    if (info && Date.now() - info.mtimeMs > STALE_PARTIAL_MS) await rm(path, { force: true });
  }
  return removed;
}

/** A name not taken yet in `dir` for a backup made at `now`. */
function freeName(dir: string, now: Date): string {
  const base = `copydesk-${stamp(now)}`;
  for (let n = 1; ; n++) {
    const name = n === 1 ? `${base}.tar.gz` : `${base}-${n}.tar.gz`;
    if (!existsSync(join(dir, name))) return join(dir, name);
  }
}

/**
 * Writes `dump` (an uncompressed `dumpDataDir` tarball) as a new backup in `dir`, then keeps the
 * `keep` newest. Compressed off the caller's thread (zlib's pool); the file is readable by its
 * owner only, as the data directory's secret is.
 */
export async function writeBackup(opts: {
  dump: Uint8Array;
  dataDir: string;
  dir: string;
  keep: number;
}): Promise<WrittenBackup> {
  const dir = resolve(opts.dir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const compressed = await gzipped(archive(opts.dump, opts.dataDir));
  const partial = join(dir, `${PARTIAL_PREFIX}${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    const handle = await open(partial, 'wx', 0o600);
    try {
      await handle.writeFile(compressed);
      await handle.sync();
    } finally {
      await handle.close();
    }
    const file = freeName(dir, new Date());
    await rename(partial, file);
    await syncDir(dir);
    return { file, bytes: compressed.length, removed: await prune(dir, opts.keep) };
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
}

/** Makes a rename in `dir` durable (best effort: not every system can open a directory). */
async function syncDir(dir: string) {
  try {
    const handle = await open(dir, 'r');
    await handle.sync().finally(() => handle.close());
  } catch {
    // The rename is still done; only its durability across a power loss is not guaranteed.
  }
}

/** What a backup file holds: the database as a PGlite tarball, and the secret if it was kept. */
export interface BackupContents {
  pgliteTarball: Buffer;
  secret?: Buffer;
}

/** Reads a backup file; throws with a readable reason when it is not one. */
export async function readBackup(file: string): Promise<BackupContents> {
  let tar: Buffer;
  try {
    tar = await gunzipped(readFileSync(file));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(`${file} does not exist`);
    throw new Error(`${file} is not a Copydesk backup (not a .tar.gz file)`);
  }
  const database: TarEntry[] = [];
  let secret: Buffer | undefined;
  for (const entry of readTar(tar)) {
    if (entry.name === SECRET) secret = Buffer.from(entry.data);
    else if (entry.name.startsWith(`${PGDATA}/`) && entry.name !== `${PGDATA}/`)
      database.push(renamed(entry, `/${entry.name.slice(PGDATA.length + 1)}`));
  }
  if (!database.some((entry) => entry.name === '/PG_VERSION'))
    throw new Error(`${file} is not a Copydesk backup (it holds no pgdata/PG_VERSION)`);
  return { pgliteTarball: writeTar(database), secret };
}
