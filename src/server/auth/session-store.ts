import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Session } from 'fastify';
import type { Db } from '../db/connection.js';
import { preparedFor } from '../db/prepared.js';
import { companies, sessions, users } from '../db/schema.js';
import { authUserColumns, type AuthUser } from './current-user.js';

type Callback = (err?: unknown) => void;
type GetCallback = (err: unknown, result?: Session | null) => void;

/** A session ends this long after sign-in whatever happens (the cookie's max age). */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The session cookie's name: `__Host-` prefixed when cookies are Secure (SECURE_COOKIES), so a
 * browser only accepts it host-only, from https, on path `/`. The API description names it too.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-copydesk.sid' : 'copydesk.sid';
}
/** Default of SESSION_IDLE_MS: a session also ends after 12 hours without use. */
const SESSION_IDLE_DEFAULT_MS = 12 * 60 * 60 * 1000;
/**
 * Use moves a session's end at most this often, so requests do not each write a row; and at
 * least once half of the idle time has passed, so a session in use never ends (with the
 * shortest idle time, a minute, a session used every 20 s is extended every 40 s).
 */
const TOUCH_EVERY_MS = 60_000;

declare module 'fastify' {
  interface Session {
    userId?: number;
    /** Internal id of the company the session was made on. */
    companyId?: number;
    /**
     * The session's user with their company, read with the session row on every request (never
     * stored). Undefined when the session has no user.
     */
    loadedUser?: LoadedUser;
  }
}

/**
 * The session's user, as it rides on the session: its JSON is nothing. So it is never stored
 * (`set` writes the session as JSON), and it is left out of the hash @fastify/session takes of a
 * session when it is loaded and again before the answer, to notice a change (decision 029): the
 * user's fields were most of that hash's work, twice per request, for a value never saved.
 */
class LoadedUser {
  constructor(readonly user: AuthUser) {}
  toJSON(): undefined {
    return undefined;
  }
}

/** The session row with its user and the user's company (decision 019), prepared (decision 024). */
const sessionWithUser = preparedFor((db) =>
  db
    .select({ data: sessions.data, expiresAt: sessions.expiresAt, user: authUserColumns })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(eq(sessions.sid, sql.placeholder('sid')), gt(sessions.expiresAt, sql.placeholder('now'))),
    )
    .limit(1)
    .prepare('copydesk_session_with_user'),
);

/** The session's fixed end (its cookie's expiry, set at sign-in), in ms. */
function finalEnd(session: { cookie?: { expires?: unknown } } | null | undefined): number {
  const expires = session?.cookie?.expires;
  const at = expires ? new Date(expires as string | Date).getTime() : NaN;
  return Number.isNaN(at) ? Date.now() + SESSION_TTL_MS : at;
}

/**
 * @fastify/session store on our own table: sessions survive restarts and scale out.
 *
 * `expires_at` is when the session ends: 12 hours (`idleMs`) after its last use, but never after
 * the 7-day end of its cookie. Reading a session in use moves that end forward, at most once a
 * minute (decision 007) and at least once half of the idle time has passed, so a busy session
 * costs one write a minute, not one per request, and never expires while in use.
 */
export class DbSessionStore {
  private lastSweep = 0;
  constructor(
    private readonly db: Db,
    private readonly idleMs: number = SESSION_IDLE_DEFAULT_MS,
  ) {}

  /** How far a session's end must move before it is written. */
  private get touchEveryMs() {
    return Math.min(TOUCH_EVERY_MS, this.idleMs / 2);
  }

  private endFor(session: Parameters<typeof finalEnd>[0]) {
    return new Date(Math.min(finalEnd(session), Date.now() + this.idleMs));
  }

  set(sid: string, session: Session, callback: Callback) {
    const expires = this.endFor(session);
    const data = JSON.parse(JSON.stringify(session)) as Record<string, unknown>;
    delete data.loadedUser;
    const row = {
      sid,
      userId: session.userId ?? null,
      companyId: session.companyId ?? null,
      data,
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
    this.load(sid).then((session) => callback(null, session), callback);
  }

  /** The session row with its user and the user's company: one query per request. */
  private async load(sid: string): Promise<Session | null> {
    const [row] = await sessionWithUser(this.db).execute({ sid, now: new Date().toISOString() });
    if (!row) return null;
    const session = row.data as unknown as Session;
    delete session.loadedUser;
    // Left joins: a session without a user (or whose user is gone) has every column null.
    if (row.user?.id != null && row.user.id === session.userId && row.user.companySlug !== null) {
      session.loadedUser = new LoadedUser(row.user as AuthUser);
    }
    const end = this.endFor(session);
    if (end.getTime() - row.expiresAt.getTime() >= this.touchEveryMs) {
      await this.db.update(sessions).set({ expiresAt: end }).where(eq(sessions.sid, sid));
    }
    return session;
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
