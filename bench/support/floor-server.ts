import { createServer } from 'node:http';
import pg from 'pg';
import { request } from 'undici';
import { serveAsBenchChild } from './child-server.js';

/**
 * Bench child process: the least a generation could cost, as a yardstick for Copydesk's own
 * path. A bare `node:http` server that reads the body, forwards it to the webhook with
 * `undici.request` and answers the webhook's JSON, with `statements` PostgreSQL round trips
 * per request (0: none; 1: one insert; 3: a read, an insert and an update, as a generation's
 * session, job creation and job end).
 */
const [webhookHost, statementsArg] = process.argv.slice(2);
const statements = Number(statementsArg ?? 0);
const databaseUrl = process.env.DATABASE_URL;
const pool =
  statements > 0 && databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 10 }) : null;

if (pool) {
  await pool.query(
    'create table if not exists bench_floor (id bigserial primary key, body text, answer text)',
  );
}

async function record(body: string, run: () => Promise<string>): Promise<string> {
  if (!pool) return run();
  if (statements >= 3)
    await pool.query({
      name: 'floor_read',
      text: 'select 1 as one where $1::text is not null',
      values: ['sid'],
    });
  const inserted = await pool.query<{ id: string }>({
    name: 'floor_insert',
    text: 'insert into bench_floor (body) values ($1) returning id',
    values: [body],
  });
  const answer = await run();
  if (statements >= 3) {
    await pool.query({
      name: 'floor_update',
      text: 'update bench_floor set answer = $2 where id = $1',
      values: [inserted.rows[0].id, answer],
    });
  }
  return answer;
}

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString();
    record(body, async () => {
      const answer = await request(`http://${webhookHost}/webhook/facebook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      return answer.body.text();
    }).then(
      (text) => {
        res.writeHead(200, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
        });
        res.end(text);
      },
      () => {
        res.writeHead(502);
        res.end();
      },
    );
  });
});
serveAsBenchChild(server, async () => pool?.end());
