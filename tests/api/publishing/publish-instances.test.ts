import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { appEnv, startApp, type AppProcess } from '../../support/app-process.js';
import { scratchDatabase } from '../../support/scratch-postgres.js';
import { waitUntil } from '../../support/wait-until.js';

/** Heartbeats here are a second: a dead instance's attempt falls due again after three. */
const HEARTBEAT_MS = 1000;
const STALE_MS = 3 * HEARTBEAT_MS;

/** A destination that counts the publication ids it receives, each with when it came. */
async function countingDestination() {
  const arrivals: { id: number; at: number }[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(text) as { publicationId: number };
      arrivals.push({ id: body.publicationId, at: Date.now() });
      // Slow enough that an instance killed mid-way has sends in flight.
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ url: `https://site.example/p/${body.publicationId}` }));
      }, 150);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    arrivals,
    host: `127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}/publish`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * Exactly once on any number of instances: three instances on one PostgreSQL database share 300
 * publications due within the same 10 seconds while one of them is killed; then publications
 * that fell due while every instance was down are sent at the next start.
 */
describe.skipIf(!process.env.DATABASE_URL)('publishing on three instances', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  });

  it('sends every publication once, again only after a kill, never late', async () => {
    const destination = await countingDestination();
    cleanup.push(() => destination.close());
    const db = await scratchDatabase('publish');
    cleanup.push(() => db.drop());
    const env = appEnv({
      DATABASE_URL: db.url,
      WEBHOOK_ALLOW_HOSTS: destination.host,
      JOB_HEARTBEAT_MS: String(HEARTBEAT_MS),
      PUBLISH_POLL_MS: '200',
    });
    const apps: AppProcess[] = [];
    for (let i = 0; i < 3; i++) {
      const app = await startApp(env);
      cleanup.push(() => app.stop('SIGKILL'));
      apps.push(app);
    }
    const sql = db.queryInside;
    const seed = await sql(
      `with c as (select id from companies where company_id = 'demo'),
            u as (select id, company_id from users where username = 'demo-user'),
            i as (insert into history_items (company_id, user_id, assistant_type, content)
                  select u.company_id, u.id, 'blog', 'A text to publish' from u returning id, company_id),
            d as (insert into destinations (company_id, name, url)
                  select id, 'Counter', $1 from c returning id, company_id)
       select i.id as item, d.id as destination, d.company_id as company from i, d`,
      [destination.url],
    );
    const { item, destination: destinationId, company } = seed.rows[0] as Record<string, number>;
    const dueFrom = Date.now() + 3000;
    const made = await sql(
      `insert into publications (company_id, history_id, version, destination_id, destination_name,
         status, publish_at, due_at)
       select $1, $2, 1, $3, 'Counter', 'scheduled', t, t
       from (select to_timestamp(($4::bigint + n * 10000 / 300) / 1000.0) as t
             from generate_series(0, 299) n) times
       returning id, extract(epoch from publish_at) * 1000 as due`,
      [company, item, destinationId, dueFrom],
    );
    const dueOf = new Map(
      made.rows.map((row: { id: number; due: string }) => [row.id, Number(row.due)]),
    );

    // Half-way through the 10 seconds, one instance dies mid-send.
    await new Promise((resolve) => setTimeout(resolve, 3000 + 5000));
    const killedAt = Date.now();
    await apps[1].stop('SIGKILL');

    await waitUntil(
      async () =>
        Number(
          (await sql(`select count(*) as n from publications where status = 'published'`)).rows[0]
            .n,
        ),
      (n) => n === 300,
      { everyMs: 250 },
    );
    const first = new Map<number, number>();
    const repeats: { id: number; at: number }[] = [];
    for (const arrival of destination.arrivals) {
      if (first.has(arrival.id)) repeats.push(arrival);
      else first.set(arrival.id, arrival.at);
    }
    // Every publication arrived.
    expect([...first.keys()].sort((a, b) => a - b)).toEqual(
      [...dueOf.keys()].sort((a, b) => a - b),
    );
    // None twice, except one the killed instance was sending (first before the kill, then
    // again) or, on a machine so loaded that a sender missed its heartbeats, one whose claim
    // ran out while it was sent: sent again only once the claim was stale, never by two
    // instances holding one claim (they would send within milliseconds of each other).
    const claims = new Map(
      (await sql(`select id, attempts from publications`)).rows.map(
        (row: { id: number; attempts: number }) => [row.id, Number(row.attempts)],
      ),
    );
    for (const repeat of repeats) {
      const sentFirst = first.get(repeat.id)!;
      expect(repeat.at).toBeGreaterThanOrEqual(killedAt);
      expect(claims.get(repeat.id)).toBeGreaterThanOrEqual(2);
      if (sentFirst > killedAt) expect(repeat.at - sentFirst).toBeGreaterThanOrEqual(STALE_MS / 2);
    }
    // None later than the heartbeat timeout plus 5 seconds.
    const lateness = [...first].map(([id, at]) => at - dueOf.get(id)!);
    expect(Math.max(...lateness)).toBeLessThan(STALE_MS + 5000);
    console.log(
      `publications: 300 sent, ${repeats.length} sent again after the kill, ` +
        `lateness max ${Math.max(...lateness)} ms`,
    );

    // Every instance down while more fall due; the next start sends them.
    await Promise.all(apps.map((app) => app.stop('SIGTERM')));
    await sql(
      `insert into publications (company_id, history_id, version, destination_id, destination_name,
         status, publish_at, due_at)
       select $1, $2, 1, $3, 'Counter', 'scheduled', now() - interval '1 minute', now() - interval '1 minute'
       from generate_series(1, 20)`,
      [company, item, destinationId],
    );
    const before = destination.arrivals.length;
    const again = await startApp(env);
    cleanup.push(() => again.stop('SIGKILL'));
    await waitUntil(
      async () =>
        Number(
          (await sql(`select count(*) as n from publications where status = 'published'`)).rows[0]
            .n,
        ),
      (n) => n === 320,
      { everyMs: 250 },
    );
    expect(destination.arrivals.length - before).toBe(20);
  });
});
