import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';

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

const asText = (value: string) => value;

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

type Queryable = Pick<Transaction, 'query'>;

/** `target` with its `query` called without per-query parsers; everything else unchanged. */
function leaving<T extends Queryable>(target: T, extra: Partial<Record<keyof T, unknown>>): T {
  return new Proxy(target, {
    get(object, key) {
      if (key === 'query') {
        return (text: string, params?: unknown[], options?: QueryOptions) =>
          object.query(text, params, plain(options));
      }
      if (key in extra) return extra[key as keyof T];
      const value: unknown = Reflect.get(object, key, object);
      // PGlite keeps private fields: its methods must run on the object itself.
      return typeof value === 'function' ? (value as () => unknown).bind(object) : value;
    },
  });
}

/**
 * The PGlite client as Drizzle is given it (decision 031). Drizzle sends its parsers with every
 * query, and PGlite then copies its whole parser table (over 300 types) to merge them in, which
 * nearly doubled the cost of a small query. Here the client reads those types as text by itself,
 * once, and Drizzle's calls (in transactions too) reach it without the parsers: the rows are
 * exactly what Drizzle would have got.
 */
export async function pgliteForDrizzle(client: PGlite): Promise<PGlite> {
  await client.waitReady;
  // Set after start-up, which builds an array parser for every array type.
  for (const type of KEPT_AS_TEXT) client.parsers[type] = asText;
  return leaving(client, {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) =>
      client.transaction((tx) => work(leaving(tx, {}))),
  });
}
