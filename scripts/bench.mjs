// `npm run bench`: runs every bench/*.ts in turn with tsx (extra arguments are passed on).
//
// The benches that use a database run on the embedded one (PGlite) and, when DATABASE_URL is
// set, again on that PostgreSQL; generate-overhead runs at concurrency 20 and at 1 (unless
// BENCH_CONCURRENCY says otherwise). So `DATABASE_URL=postgres://... npm run bench` prints every
// figure issue 11 asks for in one go, and on PostgreSQL the yardstick of what a bare proxy with
// the same number of statements reaches (BENCH_FLOOR).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const USES_DATABASE = new Set([
  'admin-lists.ts',
  'company-export.ts',
  'event-delivery.ts',
  'forgot-password-timing.ts',
  'generate-overhead.ts',
  'generation-stream.ts',
  'history-and-tenant.ts',
  'history-search.ts',
  'knowledge.ts',
  'operator-dashboard.ts',
  'public-api.ts',
  'reviews.ts',
  'publishing.ts',
]);

const benches = readdirSync('bench')
  .filter((name) => name.endsWith('.ts'))
  .sort();
if (benches.length === 0) {
  console.log('No benchmarks in bench/');
  process.exit(0);
}

const { DATABASE_URL: databaseUrl, ...withoutDatabase } = process.env;
const databases = [
  { label: 'PGlite', env: withoutDatabase },
  ...(databaseUrl
    ? [{ label: 'PostgreSQL', env: { ...withoutDatabase, DATABASE_URL: databaseUrl } }]
    : []),
];
const concurrencies = process.env.BENCH_CONCURRENCY
  ? [{}]
  : [{ BENCH_CONCURRENCY: '20' }, { BENCH_CONCURRENCY: '1', BENCH_REQUESTS: '1000' }];

/** Each run: the bench and the environment it runs with. */
const runs = benches.flatMap((name) => {
  if (!USES_DATABASE.has(name)) return [{ name, label: '', env: process.env }];
  return databases.flatMap(({ label, env }) =>
    name === 'generate-overhead.ts'
      ? concurrencies.map((extra) => ({
          name,
          label: `${label}${extra.BENCH_CONCURRENCY ? `, concurrency ${extra.BENCH_CONCURRENCY}` : ''}`,
          // On PostgreSQL, also the yardstick: a bare proxy with 0, 1 and 3 statements.
          env: { ...env, ...extra, ...(env.DATABASE_URL ? { BENCH_FLOOR: '1' } : {}) },
        }))
      : [{ name, label, env }],
  );
});

let failed = 0;
for (const { name, label, env } of runs) {
  console.log(`\n=== ${name}${label ? ` (${label})` : ''} ===`);
  const result = spawnSync('npx', ['tsx', join('bench', name), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) failed++;
}
process.exit(failed > 0 ? 1 : 0);
