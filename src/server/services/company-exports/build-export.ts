import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Zip, ZipDeflate } from 'fflate';
import type { Database, Db } from '../../db/connection.js';
import { companyExportChunks, companyExports } from '../../db/schema.js';
import { exportFiles, type ExportFile } from './export-contents.js';
import { HEARTBEAT_MS } from './export-store.js';

/** The zip is stored in pieces of about this size (company_export_chunks rows): smaller pieces
 * kept the first export's memory growth lower (bench/company-export.ts: 190 MB at 1 MB, 110 at 256 kB). */
export const CHUNK_BYTES = 1 << 18;

const INTERRUPTED = 'The server stopped while building this export. Please start a new export.';
const FAILED = 'The export could not be built. Please try again.';

type DatabaseKind = Database['kind'];

interface Build {
  db: Db;
  kind: DatabaseKind;
  log: FastifyBaseLogger;
  /** Aborted when the app closes: the export is marked failed, not left running. */
  signal: AbortSignal;
}

/**
 * A piece as the database takes it best. node-postgres sends a Buffer as a binary parameter.
 * PGlite's own bytea serializer makes a string per byte (about 200 MB of garbage for six 1 MB
 * pieces, measured with bench/company-export.ts), so it gets base64 text, encoded natively.
 */
const asBytea = (kind: DatabaseKind, data: Buffer) =>
  kind === 'pglite' ? sql`decode(${data.toString('base64')}, 'base64')` : data;

/**
 * Writes the zip's bytes to the export's pieces as they come: the zip writer hands over what it
 * has compressed, and every full megabyte is stored before more rows are read.
 */
function chunkSink(db: Db, kind: DatabaseKind, exportId: string) {
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let seq = 0;
  let total = 0;
  let failure: Error | null = null;
  return {
    /** The zip writer's output handler. */
    take(err: Error | null, data: Uint8Array) {
      if (err) failure = err;
      else if (data.length > 0) {
        pending.push(data);
        pendingBytes += data.length;
        total += data.length;
      }
    },
    /** Stores what is pending when a piece is full, or all of it at the end. */
    async flush(final: boolean) {
      if (failure) throw failure;
      if (pendingBytes === 0 || (!final && pendingBytes < CHUNK_BYTES)) return;
      const data = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      await db
        .insert(companyExportChunks)
        .values({ exportId, seq: seq++, data: asBytea(kind, data) });
    },
    size: () => total,
  };
}

async function writeZip(
  { db, kind, signal }: Build,
  exportId: string,
  files: AsyncIterable<ExportFile>,
  mtime: Date,
) {
  const sink = chunkSink(db, kind, exportId);
  const zip = new Zip((err, data) => sink.take(err, data));
  const encoder = new TextEncoder();
  for await (const file of files) {
    const entry = new ZipDeflate(file.name, { level: 6 });
    entry.mtime = mtime;
    zip.add(entry);
    for await (const text of file.parts()) {
      signal.throwIfAborted();
      entry.push(typeof text === 'string' ? encoder.encode(text) : text);
      await sink.flush(false);
    }
    entry.push(new Uint8Array(0), true);
  }
  zip.end();
  await sink.flush(true);
  return sink.size();
}

/**
 * Builds an export's zip once, into its pieces, then marks it ready (or failed). The heartbeat
 * tells other instances it is alive; without it for two minutes they report it failed.
 */
export async function buildExport(
  build: Build,
  target: { id: string; company: { id: number; slug: string }; createdAt: Date },
): Promise<void> {
  const { db, log, signal } = build;
  const beat = setInterval(() => {
    db.update(companyExports)
      .set({ heartbeatAt: new Date() })
      .where(and(eq(companyExports.id, target.id), eq(companyExports.status, 'running')))
      .catch((err: unknown) =>
        log.warn({ err, exportId: target.id }, 'export heartbeat not saved'),
      );
  }, HEARTBEAT_MS);
  beat.unref();
  const end = (values: Partial<typeof companyExports.$inferInsert>) =>
    db
      .update(companyExports)
      .set({ ...values, finishedAt: new Date() })
      .where(and(eq(companyExports.id, target.id), eq(companyExports.status, 'running')));
  try {
    const files = exportFiles(db, target.company);
    const size = await writeZip(build, target.id, files, target.createdAt);
    await end({ status: 'ready', size });
    log.info({ exportId: target.id, company: target.company.slug, size }, 'company export ready');
  } catch (err) {
    const stopped = signal.aborted;
    if (!stopped) log.error({ err, exportId: target.id }, 'company export failed');
    // The pieces written so far are of no use; the row says why it failed.
    await db
      .delete(companyExportChunks)
      .where(eq(companyExportChunks.exportId, target.id))
      .then(() => end({ status: 'failed', error: stopped ? INTERRUPTED : FAILED }))
      .catch((saveErr: unknown) =>
        log.warn({ err: saveErr, exportId: target.id }, 'failed export not marked'),
      );
  } finally {
    clearInterval(beat);
  }
}
