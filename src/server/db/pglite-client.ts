import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  messages,
  parse,
  protocol,
  types,
  PGlite,
  type PGliteOptions,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

/**
 * The types Drizzle's PGlite driver reads as text (its own parsers, sent with every query):
 * timestamps, intervals and dates, and arrays of numerics, timestamps, intervals and dates.
 */
const KEPT_AS_TEXT = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
/** Statements kept prepared at most (the app has far fewer; beyond it, queries run as before). */
const MAX_STATEMENTS = 1000;
/** SQLSTATE of "cached plan must not change result type" (a table changed under a statement). */
const PLAN_CHANGED = '0A000';

const asText = (value: string) => value;
const { serialize } = protocol;

/** Each query's options without `parsers`, made once per options object Drizzle holds. */
const withoutParsers = new WeakMap<QueryOptions, QueryOptions>();

function plain(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  let kept = withoutParsers.get(options);
  if (!kept) {
    kept = { ...options };
    delete kept.parsers;
    withoutParsers.set(options, kept);
  }
  return kept;
}

interface Statement {
  name: string;
  paramTypes: number[];
}

type Query = (text: string, params?: unknown[], options?: QueryOptions) => Promise<Results>;

/**
 * Runs statements PGlite has seen before as named prepared statements: parsed and planned once,
 * then each run is one message to the database (Bind, Describe, Execute, Sync) where
 * `PGlite.query` parses and plans the text again and sends six (decision 031). The rows are
 * read by PGlite's own `parseResults` with the client's parsers, as `query` reads them.
 */
function preparedStatements(client: PGlite) {
  const statements = new Map<string, Statement>();
  const seen = new Set<string>();
  let count = 0;

  async function prepare(text: string, options: QueryOptions | undefined): Promise<Statement> {
    const name = `copydesk_pglite_${++count}`;
    const message = serialize.parse({ name, text, types: options?.paramTypes });
    const described = await client.execProtocolStream(
      Buffer.concat([message, serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    statements.set(text, statement);
    return statement;
  }

  async function forget(text: string) {
    const statement = statements.get(text);
    if (!statement) return;
    statements.delete(text);
    await client
      .execProtocolStream(
        Buffer.concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]),
        { syncToFs: false },
      )
      .catch(() => undefined);
  }

  /** Runs `text` prepared; in a transaction (`inTransaction`) the caller holds its lock. */
  async function run(
    text: string,
    params: unknown[] = [],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results> {
    const statement = statements.get(text) ?? (await prepare(text, options));
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i];
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const answer = await client.execProtocolStream(
      Buffer.concat([
        serialize.bind({ statement: statement.name, values: values as string[] }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    if (!inTransaction) await client.syncToFs();
    return parse.parseResults(answer, client.parsers, options)[0];
  }

  /** `query` as PGlite runs it, but prepared from a statement's second use on. */
  return (fallback: Query, inTransaction: boolean): Query =>
    async (text, params, options) => {
      if (!statements.has(text)) {
        if (!seen.has(text) || statements.size >= MAX_STATEMENTS) {
          if (seen.size >= MAX_STATEMENTS * 10) seen.clear();
          seen.add(text);
          return fallback(text, params, options);
        }
      }
      const once = () => client._runExclusiveQuery(() => run(text, params, options, inTransaction));
      try {
        if (inTransaction) return await once();
        await client._checkReady();
        return await client._runExclusiveTransaction(once);
      } catch (err) {
        if (!(err instanceof messages.DatabaseError)) throw err;
        if (err.code === PLAN_CHANGED && statements.has(text)) {
          await client._runExclusiveQuery(() => forget(text));
          // Outside a transaction nothing was aborted: run it once more, parsed afresh.
          if (!inTransaction) return fallback(text, params, options);
        }
        // As PGlite's own query reports it.
        Object.assign(err, { query: text, params, queryOptions: options });
        throw err;
      }
    };
}

type Queryable = Pick<Transaction, 'query'>;

/** `target` with `query` replaced; every other method is its own, bound to it. */
function leaving<T extends Queryable>(
  target: T,
  query: Query,
  extra: Partial<Record<keyof T, unknown>>,
): T {
  return new Proxy(target, {
    get(object, key) {
      if (key === 'query') return query;
      if (key in extra) return extra[key as keyof T];
      const value: unknown = Reflect.get(object, key, object);
      // PGlite keeps private fields: its methods must run on the object itself.
      return typeof value === 'function' ? (value as () => unknown).bind(object) : value;
    },
  });
}

/**
 * The PGlite client as Drizzle is given it (decision 031):
 * - Drizzle sends its parsers with every query, and PGlite then copies its whole parser table
 *   (over 300 types) to merge them in, which nearly doubled the cost of a small query. Here the
 *   client reads those types as text by itself, once, and Drizzle's calls reach it without them.
 * - Statements used again are prepared once (`preparedStatements`), in transactions too.
 * The rows are exactly what Drizzle would have got.
 */
export async function pgliteForDrizzle(client: PGlite): Promise<PGlite> {
  await client.waitReady;
  // Set after start-up, which builds an array parser for every array type.
  for (const type of KEPT_AS_TEXT) client.parsers[type] = asText;
  const prepared = preparedStatements(client);
  const viaClient: Query = (text, params, options) => client.query(text, params, options);
  return leaving(client, without(prepared(viaClient, false)), {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) =>
      client.transaction((tx) => {
        const viaTx: Query = (text, params, options) => tx.query(text, params, options);
        return work(leaving(tx, without(prepared(viaTx, true)), {}));
      }),
  });
}

/** `query` called with the options without `parsers`. */
const without =
  (query: Query): Query =>
  (text, params, options) =>
    query(text, params, plain(options));

/**
 * Where a PGlite starts: a data directory, or memory. A new database (`isNewDatabase`) starts
 * from `initialDataDir` when given: a `dumpDataDir` tarball of a migrated one (decision 034),
 * as a Blob or as its bytes.
 */
export interface PgliteStart {
  dataDir: string;
  initialDataDir?: Blob | Uint8Array;
}

/**
 * A tarball's bytes as a Blob, for readers that only ask it for `arrayBuffer()` and its MIME
 * type, as PGlite's `loadDataDir` does (0.5). A real Blob would copy the 40 MB template twice,
 * once made and once read back: about 0.4 s of a start on a 2-core machine.
 */
export function asTarball(bytes: Uint8Array): Blob {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  const buffer = whole ? bytes.buffer : bytes.slice().buffer;
  return {
    type: 'application/x-tar',
    size: bytes.byteLength,
    arrayBuffer: () => Promise.resolve(buffer),
  } as unknown as Blob;
}

const pgdataIn = (dataDir: string) => `${dataDir}/pgdata`;

/**
 * Whether `dataDir` holds no database yet: memory always; a directory when its pgdata is
 * missing or empty. Anything else (a database, or something PGlite will refuse) is opened as
 * it is.
 */
export function isNewDatabase(dataDir: string): boolean {
  if (dataDir === 'memory') return true;
  try {
    return readdirSync(pgdataIn(dataDir)).length === 0;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ENOENT';
  }
}

/** A new PGlite on `start`, with `engine`'s compiled modules when given (decision 032). */
export function createPglite(start: PgliteStart, engine: PGliteOptions = {}): PGlite {
  const { initialDataDir } = start;
  const loadDataDir =
    initialDataDir instanceof Uint8Array ? asTarball(initialDataDir) : initialDataDir;
  const options = { ...engine, ...(loadDataDir ? { loadDataDir } : {}) };
  if (start.dataDir === 'memory') return new PGlite(options);
  mkdirSync(start.dataDir, { recursive: true, mode: 0o700 });
  chmodSync(start.dataDir, 0o700);
  const client = new PGlite({ ...options, dataDir: pgdataIn(start.dataDir) });
  // Registered before anyone else awaits it, so the files are private before the first query.
  void client.waitReady.then(
    () => keepPrivate(start.dataDir),
    () => undefined,
  );
  return client;
}

/**
 * Makes a data directory the server user's alone, whatever the umask: 0700 folders, 0600 files.
 * PGlite writes the files it unpacks (a template, a restored backup) with the mode stored in
 * the tarball, 0666; the files PostgreSQL creates afterwards are 0600 already. Symbolic links
 * are left as they are.
 */
function keepPrivate(dir: string): void {
  chmodSync(dir, 0o700);
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = lstatSync(path);
    if (stat.isDirectory()) keepPrivate(path);
    else if (stat.isFile() && (stat.mode & 0o777) !== 0o600) chmodSync(path, 0o600);
  }
}

/**
 * A consistent tarball of the database's data directory, for backups (decision 048): taken
 * holding PGlite's transaction lock, so no transaction is half-way through, after a CHECKPOINT,
 * so every commit so far (those made without waiting for the disk too, decision 033) is in the
 * files themselves, not only in the write-ahead log. Queries wait meanwhile, as behind a long one.
 */
export function consistentDump(client: PGlite): Promise<Uint8Array> {
  return client._runExclusiveTransaction(async () => {
    await client._checkReady();
    await client._runExclusiveQuery(() =>
      client.execProtocolStream(serialize.query('CHECKPOINT'), { syncToFs: true }),
    );
    return new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
  });
}

/**
 * What PGlite threw, readable: its file system throws plain objects without a message
 * (`{ name: 'ErrnoError', errno: 54 }` for a data directory that is a file).
 */
export function describeThrown(err: unknown): string {
  if (err instanceof Error && err.message) return err.message;
  if (err && typeof err === 'object') return JSON.stringify(err);
  return String(err);
}
