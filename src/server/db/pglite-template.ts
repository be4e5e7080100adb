import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { describeThrown } from './pglite-client.js';
import { cacheFolder, migrationsFolder } from './project-folders.js';

/*
 * New embedded databases start from a migrated template (decision 034): the `dumpDataDir()`
 * tarball of an empty PGlite with every migration applied, kept in the project's cache. PGlite
 * loads it in about a second; its `initdb` takes four or more. The first new database that
 * finds none runs `initdb` and leaves itself, once migrated, as the template.
 *
 * A template file is the tarball followed by the tarball's SHA-1: a file that is not what was
 * written is never loaded.
 */

/** Changes when the way a template is made changes: older ones are then never read again. */
const FORMAT = 'copydesk-pglite-template-1';
const PREFIX = 'pglite-template-';
const DIGEST_BYTES = 20;
/** Templates kept side by side (other branches' migrations); older ones are removed. */
const KEPT = 3;

const sha1 = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest();

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(path) : [path];
    });
}

/** Where templates are kept, and the migrations they are made with (tests change them). */
interface TemplateOptions {
  /** The project's cache (node_modules/.cache/copydesk) unless given. */
  cacheDir?: string;
  migrations?: string;
}

/**
 * A hash of every migration file and of PGlite's package.json (its data directory format
 * belongs to its PostgreSQL build): a new migration or PGlite version makes a new template.
 */
function templateKey(migrations: string): string {
  const pgliteDist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const hash = createHash('sha256').update(FORMAT);
  hash.update(readFileSync(join(pgliteDist, '..', 'package.json')));
  for (const file of filesUnder(migrations)) {
    hash.update(`${relative(migrations, file)}\n`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Where the template of the migrations is kept. */
export function templatePath(opts: TemplateOptions = {}): string {
  const key = templateKey(opts.migrations ?? migrationsFolder);
  return join(opts.cacheDir ?? cacheFolder, `${PREFIX}${key}.tar`);
}

function keep(path: string, tarball: Uint8Array) {
  writeTemplate(path, tarball);
  removeOldTemplates(dirname(path));
}

/**
 * Writes `tarball` as the template at `path`. Under a name of its own first, then renamed:
 * processes starting together (the tests' app processes, another test run) never read half a
 * file. Not synced to disk: a file a crash left incomplete fails its SHA-1 and is made again.
 */
function writeTemplate(path: string, tarball: Uint8Array) {
  mkdirSync(dirname(path), { recursive: true });
  const partial = `${path}.${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    const fd = openSync(partial, 'w');
    try {
      writeSync(fd, tarball);
      writeSync(fd, sha1(tarball));
    } finally {
      closeSync(fd);
    }
    renameSync(partial, path);
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  }
}

/** Keeps the `KEPT` newest templates in `cacheDir`. Best effort: another process may be at it. */
function removeOldTemplates(cacheDir: string) {
  try {
    const templates = readdirSync(cacheDir)
      .filter((name) => name.startsWith(PREFIX) && name.endsWith('.tar'))
      .map((name) => join(cacheDir, name))
      .map((path) => ({ path, madeAt: statSync(path).mtimeMs }))
      .sort((a, b) => b.madeAt - a.madeAt);
    for (const old of templates.slice(KEPT)) rmSync(old.path, { force: true });
  } catch {
    // Kept for another time.
  }
}

/** Reads `into.length` bytes of `fd` from `position`. */
function readExactly(fd: number, into: Uint8Array, position: number) {
  for (let done = 0; done < into.length;) {
    const read = readSync(fd, into, done, into.length - done, position + done);
    if (read === 0) throw new Error('the file ended early');
    done += read;
  }
}

/**
 * The tarball of the template at `path`, in a buffer of its own (PGlite is handed it without a
 * copy, `createPglite`). A damaged file is removed, and made again by the next new database.
 */
export function readTemplate(path: string): Uint8Array<ArrayBuffer> {
  const damaged = () => {
    rmSync(path, { force: true });
    return new Error(`the database template ${path} is damaged; it was removed`);
  };
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size - DIGEST_BYTES;
    if (size <= 0) throw damaged();
    const tarball = new Uint8Array(size);
    const digest = Buffer.alloc(DIGEST_BYTES);
    readExactly(fd, tarball, 0);
    readExactly(fd, digest, size);
    if (!sha1(tarball).equals(digest)) throw damaged();
    return tarball;
  } finally {
    closeSync(fd);
  }
}

type Logged = TemplateOptions & { log?: { warn(obj: object, msg: string): void } };

const reason = (err: unknown) => ({ err: { message: describeThrown(err) } });

/**
 * The template a new embedded database starts from, if there is one. Undefined when there is
 * none yet, or it cannot be read (logged) or is damaged (logged, and removed): the database
 * then starts empty through PGlite's `initdb`, as before templates, and `keepTemplate` makes a
 * new one of it.
 */
export function findTemplate(opts: Logged): Uint8Array<ArrayBuffer> | undefined {
  try {
    const path = templatePath(opts);
    return existsSync(path) ? readTemplate(path) : undefined;
  } catch (err) {
    opts.log?.warn(reason(err), 'a new embedded database started without its template');
    return undefined;
  }
}

/**
 * Keeps a new database, migrated and still empty, as the template of the next ones (its
 * `dumpDataDir`). A cache that cannot be written (a read-only install) is logged, never fatal.
 */
export async function keepTemplate(opts: Logged, dump: () => Promise<Blob>): Promise<void> {
  try {
    keep(templatePath(opts), new Uint8Array(await (await dump()).arrayBuffer()));
  } catch (err) {
    opts.log?.warn(reason(err), 'the embedded database template could not be kept');
  }
}
