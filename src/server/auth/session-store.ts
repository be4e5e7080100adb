import { and, eq, gt, lt } from 'drizzle-orm';
import type { Session } from 'fastify';
import type { Db } from '../db/connection.js';
import { sessions } from '../db/schema.js';

type Callback = (err?: unknown) => void;
type GetCallback = (err: unknown, result?: Session | null) => void;

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

declare module 'fastify' {
  interface Session {
    userId?: number;
    /** Internal id of the company the session was made on. */
    companyId?: number;
  }
}

/** @fastify/session store on our own table: sessions survive restarts and scale out. */
export class DbSessionStore {
  private lastSweep = 0;
  constructor(private readonly db: Db) {}

  set(sid: string, session: Session, callback: Callback) {
    const expires = session.cookie?.expires
      ? new Date(session.cookie.expires)
      : new Date(Date.now() + SESSION_TTL_MS);
    const row = {
      sid,
      userId: session.userId ?? null,
      companyId: session.companyId ?? null,
      data: JSON.parse(JSON.stringify(session)) as Record<string, unknown>,
      expiresAt: expires,
    };
    this.db
      .insert(sessions)
      .values(row)
      .onConflictDoUpdate({ target: sessions.sid, set: row })
      .then(() => this.sweep())
      .then(() => callback(), callback);
  }

  get(sid: string, callback: GetCallback) {
    this.db
      .select({ data: sessions.data })
      .from(sessions)
      .where(and(eq(sessions.sid, sid), gt(sessions.expiresAt, new Date())))
      .limit(1)
      .then(([row]) => callback(null, (row?.data as unknown as Session) ?? null), callback);
  }

  destroy(sid: string, callback: Callback) {
    this.db
      .delete(sessions)
      .where(eq(sessions.sid, sid))
      .then(() => callback(), callback);
  }

  /** Expired rows are removed at most once a minute, on a write. */
  private async sweep() {
    if (Date.now() - this.lastSweep < 60_000) return;
    this.lastSweep = Date.now();
    await this.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  }
}

/** Ends every session of a user (password reset, deletion). */
export async function endUserSessions(db: Db, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
