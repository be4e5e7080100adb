import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import session from '@fastify/session';
import Fastify, { type Session } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import pg from 'pg';
import { request } from 'undici';
import { z } from 'zod';
import { serveAsBenchChild } from './child-server.js';

/**
 * Bench child process: the least a generation could cost on the stack Copydesk is built on, as
 * a second yardstick beside the bare proxy (floor-server.ts). Fastify 5 with the plugins every
 * API request of Copydesk passes (rate limit in memory, cookie, session on a PostgreSQL table),
 * a zod-validated body and answer, and the three round trips of a generation: the session read
 * (by @fastify/session's store), an insert and an update, with named statements. No tenant, no
 * user, no access checks, no plan, no job logic, no history or activity: whatever Copydesk does
 * beyond this is its own.
 */
const [webhookHost] = process.argv.slice(2);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('stack-floor-server needs DATABASE_URL');
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
await pool.query(`create table if not exists bench_stack_floor_sessions
  (sid text primary key, data jsonb not null, expires_at timestamptz not null)`);
await pool.query(
  'create table if not exists bench_stack_floor (id bigserial primary key, body text, answer text)',
);

type Callback = (err?: unknown) => void;

/** A session store on one table: one named select per request, as Copydesk's. */
const store = {
  set(sid: string, data: Session, callback: Callback) {
    pool
      .query({
        name: 'stack_floor_session_set',
        text: `insert into bench_stack_floor_sessions (sid, data, expires_at)
          values ($1, $2, now() + interval '1 day')
          on conflict (sid) do update set data = excluded.data`,
        values: [sid, JSON.stringify(data)],
      })
      .then(() => callback(), callback);
  },
  get(sid: string, callback: (err: unknown, result?: Session | null) => void) {
    pool
      .query<{ data: Session }>({
        name: 'stack_floor_session_get',
        text: 'select data from bench_stack_floor_sessions where sid = $1 and expires_at > now()',
        values: [sid],
      })
      .then((r) => callback(null, r.rows[0]?.data ?? null), callback);
  },
  destroy(sid: string, callback: Callback) {
    pool
      .query('delete from bench_stack_floor_sessions where sid = $1', [sid])
      .then(() => callback(), callback);
  },
};

declare module 'fastify' {
  interface Session {
    userId?: number;
  }
}

const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
await app.register(rateLimit, { max: 1_000_000, timeWindow: '1 minute' });
await app.register(cookie);
await app.register(session, {
  secret: 'a-secret-of-at-least-thirty-two-characters-for-the-bench',
  cookieName: 'copydesk.sid',
  cookie: { httpOnly: true, sameSite: 'lax', secure: false, path: '/' },
  store,
  saveUninitialized: false,
  rolling: false,
});

app.post('/login', async (req) => {
  req.session.userId = 1;
  return { ok: true };
});

const bodySchema = z.object({
  assistantType: z.string().min(1).max(50),
  formData: z.record(z.string(), z.unknown()),
  sessionId: z.string().max(200),
});

app.post(
  '/generate',
  { schema: { body: bodySchema, response: { 200: z.object({ content: z.string() }) } } },
  async (req) => {
    if (!req.session.userId) throw Object.assign(new Error('Signed out'), { statusCode: 401 });
    const body = JSON.stringify(req.body);
    const inserted = await pool.query<{ id: string }>({
      name: 'stack_floor_insert',
      text: 'insert into bench_stack_floor (body) values ($1) returning id',
      values: [body],
    });
    const answer = await request(`http://${webhookHost}/webhook/facebook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const text = await answer.body.text();
    await pool.query({
      name: 'stack_floor_update',
      text: 'update bench_stack_floor set answer = $2 where id = $1',
      values: [inserted.rows[0].id, text],
    });
    const parsed = JSON.parse(text) as { content?: unknown; output?: unknown };
    return { content: String(parsed.content ?? parsed.output ?? text) };
  },
);

await app.ready();
serveAsBenchChild(app.server, async () => {
  await pool.query('drop table if exists bench_stack_floor, bench_stack_floor_sessions');
  await pool.end();
});
