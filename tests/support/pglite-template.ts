import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../../src/server/db/connection.js';

/**
 * A migrated, empty PGlite data directory, made once and kept as a tarball in the system's
 * temporary folder. Each API test file starts its own in-memory PGlite from it (see
 * tests/api/support/test-app.ts) instead of running `initdb` and every migration again.
 *
 * The file name carries a hash of the migrations folder and of the PGlite version, so a new or
 * changed migration (or a PGlite upgrade) makes a new template by itself; an old one is simply
 * never read again.
 */
function templatePath(): string {
  return join(tmpdir(), `copydesk-pglite-template-${templateKey()}.tar`);
}

function templateKey(): string {
  const hash = createHash('sha256');
  // The data directory format belongs to PGlite's PostgreSQL build: a new version, a new template.
  hash.update(
    readFileSync(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url)),
  );
  for (const file of filesUnder(migrationsFolder)) {
    hash.update(`${relative(migrationsFolder, file)}\n`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(path) : [path];
    });
}

/** Makes the template unless it exists already; returns its path. */
export async function ensureTemplate(): Promise<string> {
  const path = templatePath();
  if (existsSync(path)) return path;
  const client = new PGlite();
  try {
    await migrate(drizzle(client), { migrationsFolder });
    const tarball = await client.dumpDataDir('none');
    // Written under a name of its own, then renamed: test runs starting together (other
    // checkouts on the same machine) never read half a file.
    const partial = `${path}.${process.pid}-${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
    renameSync(partial, path);
  } finally {
    await client.close();
  }
  return path;
}

let loaded: Blob | undefined;

/** The template's contents (read once per test file). */
export function readTemplate(path: string): Blob {
  loaded ??= new Blob([readFileSync(path)]);
  return loaded;
}
