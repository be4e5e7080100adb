/**
 * `POST /api/auth/forgot-password` must take the same time whether or not the login names an
 * account with an email (decision 044). Through a listening Copydesk with a real SMTP server on
 * the loopback, sends one request each for 50 existing accounts with an email and for 50 names
 * nobody has, interleaved, one at a time, and prints the server's own time per request (Fastify's
 * elapsed time) and the client's, p50 and p95, for each kind. Each request comes from an address
 * of its own (X-Forwarded-For, TRUST_PROXY=1) and names a login once, under both limits.
 *
 *   npx tsx bench/forgot-password-timing.ts                 # PGlite in memory
 *   DATABASE_URL=postgres://... npx tsx bench/forgot-password-timing.ts
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { authTokens, users } from '../src/server/db/schema.js';
import { startMailServer } from '../tests/support/mail-server.js';
import { createBenchCompany } from './support/bench-company.js';

const PER_KIND = Number(process.env.BENCH_REQUESTS ?? 50);
const WARM_UP = 10;

const mail = await startMailServer();
const config = loadConfig({
  DATA_DIR: 'memory',
  APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  LOG_LEVEL: 'silent',
  DEMO_AUTOMATION: 'false',
  TRUST_PROXY: '1',
  SMTP_URL: mail.url,
  MAIL_FROM: 'bench@copydesk.test',
  DATABASE_URL: process.env.DATABASE_URL,
});
const app = await buildApp(config);
const serverTimes = new Map<string, number>();
app.addHook('onResponse', async (request, reply) => {
  const id = request.headers['x-bench-id'];
  if (typeof id === 'string') serverTimes.set(id, reply.elapsedTime);
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const { db } = app.ctx;

const bench = await createBenchCompany(db);
const accounts = await db
  .insert(users)
  .values(
    Array.from({ length: PER_KIND + WARM_UP }, (_, i) => ({
      companyId: bench.company.id,
      username: `${bench.slug}-reader-${i}`,
      email: `reader-${i}@${bench.slug}.example`,
      role: 'user' as const,
      passwordHash: null,
    })),
  )
  .returning({ username: users.username });

let sent = 0;
async function ask(login: string) {
  const id = `r${++sent}`;
  const started = performance.now();
  const res = await fetch(`${origin}/api/auth/forgot-password?company=${bench.slug}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
      'x-bench-id': id,
    },
    body: JSON.stringify({ login }),
  });
  await res.text();
  if (res.status !== 200) throw new Error(`forgot-password answered ${res.status}`);
  return { client: performance.now() - started, server: serverTimes.get(id) ?? NaN };
}

function pct(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

for (let i = 0; i < WARM_UP; i++) {
  await ask(accounts[PER_KIND + i].username);
  await ask(`warm-up-nobody-${i}`);
}
const existing: { client: number; server: number }[] = [];
const missing: { client: number; server: number }[] = [];
for (let i = 0; i < PER_KIND; i++) {
  existing.push(await ask(accounts[i].username));
  missing.push(await ask(`${bench.slug}-nobody-${i}`));
}
await app.ctx.mail.flush();

const f = (n: number) => n.toFixed(2).padStart(7);
console.log(
  `forgot-password-timing: ${PER_KIND} requests per kind, interleaved, concurrency 1, ` +
    `database ${app.ctx.database.kind}, ${cpus().length} CPU cores, Node ${process.version}, ` +
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
);
console.log('\n| Login | server p50 ms | server p95 ms | client p50 ms | client p95 ms |');
console.log('|---|---:|---:|---:|---:|');
for (const [label, rows] of [
  ['existing, with an email', existing],
  ['nobody', missing],
] as const) {
  const server = rows.map((r) => r.server);
  const client = rows.map((r) => r.client);
  console.log(
    `| ${label} | ${f(pct(server, 50))} | ${f(pct(server, 95))} | ${f(pct(client, 50))} | ${f(pct(client, 95))} |`,
  );
}
console.log(`\nMails received: ${mail.messages.length} (expected ${PER_KIND + WARM_UP})`);

await db.delete(authTokens).where(eq(authTokens.companyId, bench.company.id));
await bench.remove();
await app.close();
await mail.close();
process.exit(0);
