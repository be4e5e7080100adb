import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { migrationsFolder } from '../db/project-folders.js';

/** How many migrations this build ships (drizzle/meta/_journal.json). */
const SHIPPED_MIGRATIONS = (
  JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

const READY_TIMEOUT_MS = 2_000;

const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    unknown
  >[];

/** Migrations applied to the database this instance uses (its own schema, or `drizzle`). */
async function appliedMigrations(ctx: AppContext): Promise<number> {
  const [local] = rowsOf(
    await ctx.db.execute(sql`select to_regclass('__drizzle_migrations') is not null as here`),
  );
  const table = local?.here ? sql`__drizzle_migrations` : sql`drizzle.__drizzle_migrations`;
  const [row] = rowsOf(await ctx.db.execute(sql`select count(*)::int as n from ${table}`));
  return Number(row?.n ?? 0);
}

/** Why the instance should get no traffic, or null when it is ready. */
async function notReady(ctx: AppContext): Promise<string | null> {
  if (ctx.lifecycle.stopping) return 'stopping';
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve('database does not answer'), READY_TIMEOUT_MS);
  });
  const check = appliedMigrations(ctx).then(
    (applied) =>
      applied < SHIPPED_MIGRATIONS
        ? `migrations not applied (${applied} of ${SHIPPED_MIGRATIONS})`
        : null,
    () => 'database does not answer',
  );
  try {
    return await Promise.race([check, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /livez` (the process answers) and `GET /readyz` (the database answers, the migrations
 * this build ships are applied, the instance is not stopping), for load balancers and
 * orchestrators: no session, no rate limit, `{status, reason?}` with 200 or 503.
 */
export async function healthRoutes(app: FastifyInstance) {
  const config = { public: true, rateLimit: false };
  const schema = { hide: true };
  app.get('/livez', { config, schema }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config, schema }, async (_request, reply) => {
    const reason = await notReady(app.ctx);
    if (reason) return reply.status(503).send({ status: 'not ready', reason });
    return { status: 'ready' };
  });
}
