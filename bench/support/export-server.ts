import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { companyExportChunks, users } from '../../src/server/db/schema.js';
import { createBenchCompany } from './bench-company.js';

/**
 * Bench child process of bench/company-export.ts: Copydesk listening on 127.0.0.1 with one
 * company of BENCH_EXPORT_ITEMS history items, alone in its process so that its memory is the
 * server's own. Sends the port and an admin's credentials when seeded; answers `{ memory }` with
 * `process.memoryUsage()` (after a full collection with BENCH_EXPORT_GC=1 and --expose-gc) and
 * `{ pieces: id }` with the stored pieces of an export; on `{ stop }` removes its rows and exits.
 */
// On disk, as `npm start` runs: in memory, the stored zip itself would count as the server's.
const dataDir = mkdtempSync(join(tmpdir(), 'copydesk-export-bench-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  LOG_LEVEL: 'silent',
  DEMO_AUTOMATION: 'false',
  TRUST_PROXY: '1',
  DATABASE_URL: process.env.DATABASE_URL,
});
const ITEMS = Number(process.env.BENCH_EXPORT_ITEMS ?? 200_000);
const USERS = 20;
const collect = process.env.BENCH_EXPORT_GC === '1' ? (globalThis.gc ?? null) : null;
if (process.env.BENCH_EXPORT_GC === '1' && !collect) throw new Error('run with node --expose-gc');

const app = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const { db } = app.ctx;

const bench = await createBenchCompany(db);
await db.update(users).set({ role: 'admin' }).where(eq(users.id, bench.user.id));
const others = await db
  .insert(users)
  .values(
    Array.from({ length: USERS - 1 }, (_, i) => ({
      companyId: bench.company.id,
      username: `${bench.username}-${i}`,
      role: 'user' as const,
      passwordHash: 'not-a-hash',
    })),
  )
  .returning({ id: users.id });
const userIds = [bench.user.id, ...others.map((u) => u.id)];

// Items of about 1 KB that compress about as generated text does, spread over the users and the last 200 days; one in ten
// has three kept versions, and there is an activity event per item.
const seeded = performance.now();
// Batches small enough for the pool's 30 s statement timeout on a busy disk.
const BATCH = 10_000;
for (let from = 1; from <= ITEMS; from += BATCH) {
  const to = Math.min(ITEMS, from + BATCH - 1);
  await db.execute(sql`
    insert into history_items (company_id, user_id, assistant_type, content, form_data, session_id, created_at, version)
    select ${bench.company.id}, (${sql.raw(`array[${userIds.join(',')}]`)})[1 + g % ${sql.raw(String(USERS))}], 'blog',
      'Post ' || g || ': ' || array_to_string(array(
        select md5((g * 31 + k)::text) || ' cloud migration for dental practices in the north'
        from generate_series(1, 12) k), ', '),
      jsonb_build_object('topic', 'Topic ' || (g % 977), 'audience', 'Audience ' || (g % 31)),
      'session_bench', now() - (g || ' minutes')::interval, case when g % 10 = 0 then 3 else 1 end
    from generate_series(${from}::int, ${to}::int) g`);
}
await db.execute(sql`analyze history_items`);
await db.execute(sql`
  insert into history_versions (history_id, version, kind, content)
  select h.id, v, case v when 1 then 'generated' else 'edited' end, h.content || ' v' || v
  from history_items h cross join generate_series(1, 3) v
  where h.company_id = ${bench.company.id} and h.version = 3`);
for (let from = 1; from <= ITEMS; from += BATCH) {
  const to = Math.min(ITEMS, from + BATCH - 1);
  await db.execute(sql`
    insert into activity_events (company_id, user_id, username, action, details, created_at)
    select ${bench.company.id}, ${bench.user.id}, ${bench.username}, 'content_generation',
      jsonb_build_object('assistantType', 'blog'), now() - (g || ' minutes')::interval
    from generate_series(${from}::int, ${to}::int) g`);
}
await db.execute(sql`analyze history_items`);
await db.execute(sql`analyze history_versions`);
await db.execute(sql`analyze activity_events`);
const seedMs = performance.now() - seeded;

process.send?.({
  ready: true,
  port,
  slug: bench.slug,
  username: bench.username,
  password: bench.password,
  db: app.ctx.database.kind,
  items: ITEMS,
  users: USERS,
  seedMs,
});

process.on('message', (msg: { memory?: boolean; pieces?: string; stop?: boolean }) => {
  if (msg.memory) {
    collect?.();
    process.send?.({ memory: process.memoryUsage() });
  }
  if (msg.pieces) {
    void db
      .select({ n: sql<number>`count(*)::int` })
      .from(companyExportChunks)
      .where(eq(companyExportChunks.exportId, msg.pieces))
      .then(([row]) => process.send?.({ pieces: row.n }));
  }
  if (msg.stop) void stop();
});
process.on('disconnect', () => void stop());

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await db.execute(sql`delete from history_items where company_id = ${bench.company.id}`);
  await db.execute(sql`delete from activity_events where company_id = ${bench.company.id}`);
  await bench.remove();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
