import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../src/server/db/connection.js';
import {
  findTemplate,
  keepTemplate,
  readTemplate,
  templatePath,
} from '../../../src/server/db/pglite-template.js';
import { migrationsFolder } from '../../../src/server/db/project-folders.js';
import { companies } from '../../../src/server/db/schema.js';

// New embedded databases start from a migrated template kept in a cache (decision 034). The
// tests keep theirs in a folder of their own, not in the project's cache, and run in order: the
// template the first one makes (through `initdb`, seconds) serves the next ones.

const scratch = mkdtempSync(join(tmpdir(), 'copydesk-template-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const cacheDir = join(scratch, 'cache');

const warnings: string[] = [];
const log = { warn: (obj: object, msg: string) => warnings.push(`${msg} ${JSON.stringify(obj)}`) };
/** A database as the app opens it: on a thread of its own (decision 032) unless told. */
const open = (dataDir: string, ownThread = true) =>
  openDatabase({ dataDir, templateDir: cacheDir, log, ownThread });

async function tablesOf(database: Database): Promise<string[]> {
  const result = await database.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  return (result as unknown as { rows: { tablename: string }[] }).rows.map((r) => r.tablename);
}

/**
 * The identifier `initdb` gives a database cluster: a database started from the template has
 * the template's, one that ran `initdb` a new one.
 */
async function clusterOf(database: Database): Promise<string> {
  const result = await database.db.execute(
    sql`select system_identifier::text as id from pg_control_system()`,
  );
  return (result as unknown as { rows: { id: string }[] }).rows[0].id;
}

/** The cluster the template was made from (the first test makes it). */
let templateCluster = '';

describe('the template new embedded databases start from', () => {
  it("is kept in the project's node_modules/.cache/copydesk unless told otherwise", () => {
    const project = fileURLToPath(new URL('../../../', import.meta.url));
    const path = templatePath();
    expect(dirname(path)).toBe(join(project, 'node_modules', '.cache', 'copydesk'));
    expect(basename(path)).toMatch(/^pglite-template-[0-9a-f]{16}\.tar$/);
  });

  it('is simply absent at first: nothing to load, nothing to report', () => {
    expect(findTemplate({ cacheDir, log })).toBeUndefined();
    expect(warnings).toEqual([]);
  });

  it('is not loaded when damaged: the database runs initdb, works, and keeps a new one', async () => {
    const path = templatePath({ cacheDir });
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(path, 'not a template');
    const database = await open('memory');
    expect(await tablesOf(database)).toContain('companies');
    templateCluster = await clusterOf(database);
    // Written after the start: never in the template.
    await database.db.insert(companies).values({ slug: 'works', companyName: 'Works' });
    await database.close();
    expect(warnings).toEqual([
      expect.stringContaining('a new embedded database started without its template'),
    ]);
    expect(warnings[0]).toContain('is damaged');
    warnings.length = 0;
    expect(readTemplate(path).length).toBeGreaterThan(1_000_000);
  });

  it('starts every later new database, migrated and empty, and stays as it was', async () => {
    const path = templatePath({ cacheDir });
    const made = statSync(path);
    for (const ownThread of [true, false]) {
      const database = await open('memory', ownThread);
      expect(await clusterOf(database)).toBe(templateCluster);
      // Migrations ran on it and found nothing to do.
      expect(await tablesOf(database)).toContain('companies');
      expect(await database.db.select().from(companies)).toEqual([]);
      await database.close();
    }
    expect(statSync(path)).toMatchObject({ ino: made.ino, mtimeMs: made.mtimeMs, size: made.size });
    expect(readdirSync(cacheDir)).toEqual([basename(path)]);
    expect(warnings).toEqual([]);
  });

  it('is only reported, never fatal, when the cache cannot be written', async () => {
    // A cache folder that cannot be made: a file is in its place (root may write anywhere).
    const blocked = join(scratch, 'blocked');
    writeFileSync(blocked, 'a file');
    const opts = { cacheDir: join(blocked, 'cache'), log };
    expect(findTemplate(opts)).toBeUndefined();
    await keepTemplate(opts, () => Promise.resolve(new Blob(['a tarball'])));
    expect(warnings).toEqual([
      expect.stringContaining('the embedded database template could not be kept'),
    ]);
    warnings.length = 0;
  });

  it('has another name once a migration changes, so a new one is made', () => {
    const migrations = join(scratch, 'drizzle');
    cpSync(migrationsFolder, migrations, { recursive: true });
    expect(templatePath({ cacheDir, migrations })).toBe(templatePath({ cacheDir }));
    const last = readdirSync(migrations)
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .at(-1)!;
    appendFileSync(join(migrations, last), '\n-- changed\n');
    expect(templatePath({ cacheDir, migrations })).not.toBe(templatePath({ cacheDir }));
  });

  it('starts a new data directory, and an existing one is opened as it is', async () => {
    const dataDir = join(scratch, 'data');
    const fresh = await open(dataDir);
    expect(await clusterOf(fresh)).toBe(templateCluster);
    await fresh.db.insert(companies).values({ slug: 'kept', companyName: 'Kept' });
    await fresh.close();

    // Without a template now: an existing directory neither asks for one nor makes one.
    rmSync(templatePath({ cacheDir }));
    const reopened = await open(dataDir);
    expect((await reopened.db.select().from(companies)).map((c) => c.slug)).toEqual(['kept']);
    await reopened.close();
    expect(readdirSync(cacheDir)).toEqual([]);
    expect(warnings).toEqual([]);
  });
});
