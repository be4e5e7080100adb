import { performance } from 'node:perf_hooks';
import type { Session } from 'fastify';
import { buildApp } from '../../src/server/app.js';
import { sha256Hex } from '../../src/server/auth/secret-token.js';
import { createSessionSigner } from '../../src/server/auth/session-signer.js';
import { DbSessionStore } from '../../src/server/auth/session-store.js';
import { loadConfig } from '../../src/server/config.js';
import { createTokenRateLimit } from '../../src/server/http/token-rate-limit.js';
import { checkApiToken } from '../../src/server/services/api-tokens/token-caller.js';
import { createBenchCompany } from './bench-company.js';

/** Each side's per-call times in ms, and the database the calls went to. */
export interface AuthCheckTimes {
  token: number[];
  cookie: number[];
  db: string;
}

/**
 * What each kind of caller costs a request before its route runs, timed in this process with no
 * HTTP around it (a Copydesk of its own: in-memory PGlite, or DATABASE_URL's PostgreSQL):
 *
 * - token: what `/api/v1`'s hook does, the token's SHA-256 and its count in the per-token rate
 *   limit, then `checkApiToken` (one read of token, user and company);
 * - cookie: what a signed-in app request does instead, the session cookie's HMAC checked, then the
 *   session store's read (one prepared read of session, user and company).
 *
 * `rounds` times `perRound` calls of each, one at a time, the two sides taking turns by round.
 */
export async function timeAuthChecks(opts: {
  rounds: number;
  perRound: number;
}): Promise<AuthCheckTimes> {
  const config = loadConfig({
    DATA_DIR: 'memory',
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    LOG_LEVEL: 'silent',
    DEMO_AUTOMATION: 'false',
    DATABASE_URL: process.env.DATABASE_URL,
  });
  const app = await buildApp(config);
  const bench = await createBenchCompany(app.ctx.db);
  try {
    const login = await app.inject({
      method: 'POST',
      url: `/api/auth/login?company=${bench.slug}`,
      payload: { username: bench.username, password: bench.password },
    });
    const sid = login.cookies.find((c) => c.name.endsWith('copydesk.sid') && c.value);
    if (!sid) throw new Error(`sign-in failed: ${login.statusCode} ${login.body}`);
    const made = await app.inject({
      method: 'POST',
      url: `/api/me/tokens?company=${bench.slug}`,
      headers: { cookie: `${sid.name}=${sid.value}` },
      payload: { name: 'Bench', scopes: ['generate'], expiresInDays: 1 },
    });
    if (made.statusCode !== 200) throw new Error(`no token: ${made.statusCode} ${made.body}`);
    const { token } = made.json() as { token: string };

    // The cookie is `<session id>.<signature>`; the app's own signer secret is not exported, so
    // one of the same length signs it here (the same HMAC work).
    const sessionId = decodeURIComponent(sid.value).replace(/\.[^.]+$/, '');
    const signer = createSessionSigner('s'.repeat(64));
    const cookieValue = signer.sign(sessionId);
    const store = new DbSessionStore(app.ctx.db, config.SESSION_IDLE_MS);
    const readSession = (id: string) =>
      new Promise<Session | null | undefined>((resolve, reject) =>
        store.get(id, (err, session) => (err ? reject(err as Error) : resolve(session))),
      );
    const rateLimit = createTokenRateLimit({ perMinute: 1_000_000 });
    const audit = { ip: '127.0.0.1', userAgent: 'bench', requestId: 'bench' };

    const sides = {
      token: async () => {
        await rateLimit.hit(sha256Hex(token));
        const check = await checkApiToken(app.ctx, token, audit);
        if (!check.ok) throw new Error(`the token was refused: ${check.message}`);
      },
      cookie: async () => {
        const unsigned = signer.unsign(cookieValue);
        if (!unsigned.valid || !unsigned.value) throw new Error('the cookie did not verify');
        if (!(await readSession(unsigned.value))?.loadedUser) throw new Error('no session user');
      },
    };
    const times: AuthCheckTimes = { token: [], cookie: [], db: app.ctx.database.kind };
    // Warm-up: the first token check also writes its last use.
    for (let i = 0; i < 200; i++) {
      await sides.token();
      await sides.cookie();
    }
    for (let round = 0; round < opts.rounds; round++) {
      for (const side of ['cookie', 'token'] as const) {
        for (let i = 0; i < opts.perRound; i++) {
          const started = performance.now();
          await sides[side]();
          times[side].push(performance.now() - started);
        }
      }
    }
    return times;
  } finally {
    await bench.remove().catch(() => undefined);
    await app.close();
  }
}
