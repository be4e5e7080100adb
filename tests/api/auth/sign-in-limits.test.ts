import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.js';
import { testConfig } from '../../../src/server/config.js';
import {
  countFailure,
  sweepOldFailures,
} from '../../../src/server/services/identity/sign-in-limits.js';
import { loginFailures } from '../../../src/server/db/schema.js';
import {
  ageFailures,
  attempt,
  freshV4,
  freshV6Prefix,
  retryAfterOf,
  WAIT_MESSAGE,
} from '../../support/sign-in-attempts.js';
import { createCompany, createUser } from '../../support/factories.js';
import { createTestApp, PASSWORD } from '../../support/test-app.js';
import { whenDone } from '../../support/when-done.js';

/**
 * Sign-in limits per account (docs/product.md#sign-in, decision 053): five wrong passwords for
 * one login within 15 minutes make its next attempts wait, from any address, on any instance.
 */
const t = await createTestApp();
const WRONG = 'Wrong-Guess-123!';

async function account(role: 'user' | 'admin' = 'admin') {
  const company = await createCompany(t);
  const user = await createUser(t, company, role);
  return { company, user, slug: company.slug };
}

/** Status, body and whether Retry-After came, of each answer. */
const shapes = (
  answers: { statusCode: number; body: string; headers: Record<string, unknown> }[],
) => answers.map((r) => [r.statusCode, r.body, retryAfterOf(r) !== null]);

describe('failed passwords per account', () => {
  it('after 5 wrong passwords from 15 addresses the next wait, the right one too', async () => {
    const { user, slug } = await account();
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      const res = await attempt(t.app, {
        slug,
        username: user.username,
        password: WRONG,
        ip: freshV4(),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(10).fill(429)]);
    const right = await attempt(t.app, {
      slug,
      username: user.username,
      password: PASSWORD,
      ip: freshV4(),
    });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({
      message: 'Too many failed sign-in attempts. Please wait 1 minute and try again.',
    });
    const wait = retryAfterOf(right)!;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // The refused attempts were not counted: once the minute has passed, the owner gets in.
    await ageFailures(t, user.username, wait);
    const later = await attempt(t.app, {
      slug,
      username: user.username,
      password: PASSWORD,
      ip: freshV4(),
    });
    expect(later.statusCode).toBe(200);
  });

  it('counts the login as the sign-in reads it, whatever its case and spaces', async () => {
    const { user, slug } = await account();
    const typed = [user.username, user.username.toUpperCase(), ` ${user.username} `];
    for (let i = 0; i < 5; i++) {
      const username = typed[i % typed.length];
      expect(
        (await attempt(t.app, { slug, username, password: WRONG, ip: freshV4() })).statusCode,
      ).toBe(401);
    }
    const next = await attempt(t.app, {
      slug,
      username: user.username,
      password: PASSWORD,
      ip: freshV4(),
    });
    expect(next.statusCode).toBe(429);
  });

  it('answers an unknown login exactly as an existing one, on every company', async () => {
    const { company, user, slug } = await account();
    const elsewhere = await createCompany(t);
    const unknown = `Nobody-${user.username}`;
    const run = async (username: string, variants: string[]) => {
      const answers = [];
      for (let i = 0; i < 7; i++) {
        const typed = variants[i % variants.length];
        answers.push(
          await attempt(t.app, { slug, username: typed, password: WRONG, ip: freshV4() }),
        );
      }
      answers.push(await attempt(t.app, { slug, username, password: PASSWORD, ip: freshV4() }));
      // Usernames are unique across the service: the wait holds on another company's address.
      const other = { slug: elsewhere.slug, username, password: PASSWORD, ip: freshV4() };
      answers.push(await attempt(t.app, other));
      return answers;
    };
    const known = await run(user.username, [user.username, user.username.toUpperCase()]);
    const nobody = await run(unknown, [unknown, ` ${unknown.toLowerCase()} `]);
    expect(shapes(nobody)).toEqual(shapes(known));
    expect(known.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429]);
    for (const res of known.slice(5)) expect(res.json().message).toMatch(WAIT_MESSAGE);
    expect(company.id).not.toBe(elsewhere.id);
  });

  it('lets an attacker guess only as each growing wait ends, and says when honestly', async () => {
    const { user, slug } = await account();
    const guess = () =>
      attempt(t.app, { slug, username: user.username, password: WRONG, ip: freshV4() });
    // An attacker who guesses again the moment each wait ends (as Retry-After says); the clock
    // moves only by the waits.
    let clock = 0;
    const waits: number[] = [];
    const answers: number[] = [];
    const guessedAt: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await guess();
      answers.push(res.statusCode);
      if (res.statusCode === 401) {
        guessedAt.push(clock);
        continue;
      }
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(WAIT_MESSAGE);
      const wait = retryAfterOf(res)!;
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(15 * 60);
      waits.push(wait);
      clock += wait;
      await ageFailures(t, user.username, wait);
    }
    expect(answers.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 429]);
    // After each wait the next guess is checked: Retry-After never asks for too little.
    expect(answers.join(' ')).not.toContain('429 429');
    // While the guesses come fast the wait doubles: 1, 2, 4 and 8 minutes.
    expect(waits.slice(0, 4).map((s) => Math.round(s / 60))).toEqual([1, 2, 4, 8]);
    // No quarter of an hour saw more than 9 guesses checked.
    const inQuarter = guessedAt.map(
      (at) => guessedAt.filter((g) => g > at - 900 && g <= at).length,
    );
    expect(Math.max(...inQuarter)).toBeLessThanOrEqual(9);
    expect(clock).toBeGreaterThan(30 * 60);
  });

  it('never makes an account wait more than 15 minutes, however many failures came', async () => {
    const { user, slug } = await account();
    // Many guesses that passed the check at the same moment, counted at once.
    for (let i = 0; i < 30; i++) {
      await countFailure(t.database.db, { ip: freshV4(), login: user.username, step: 'password' });
    }
    const right = { slug, username: user.username, password: PASSWORD };
    const refused = await attempt(t.app, { ...right, ip: freshV4() });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    );
    const wait = retryAfterOf(refused)!;
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    await ageFailures(t, user.username, wait - 30);
    expect((await attempt(t.app, { ...right, ip: freshV4() })).statusCode).toBe(429);
    // When the guessing stops, the owner is in within 15 minutes of the last guess.
    await ageFailures(t, user.username, 30);
    expect((await attempt(t.app, { ...right, ip: freshV4() })).statusCode).toBe(200);
  });

  it('is shared by every app instance on the database', async () => {
    const { user, slug } = await account();
    const second = await buildApp(testConfig(), { database: t.database });
    await second.ready();
    whenDone(() => second.close());
    const apps = [t.app, second];
    for (let i = 0; i < 5; i++) {
      const res = await attempt(apps[i % 2], {
        slug,
        username: user.username,
        password: WRONG,
        ip: freshV4(),
      });
      expect(res.statusCode).toBe(401);
    }
    for (const app of apps) {
      const res = await attempt(app, {
        slug,
        username: user.username,
        password: PASSWORD,
        ip: freshV4(),
      });
      expect(res.statusCode).toBe(429);
    }
  });
});

describe('old failures', () => {
  it('are removed after a day, while the recent ones keep counting', async () => {
    const old = await account();
    const recent = await account();
    const signInAs = (who: typeof old, password: string) =>
      attempt(t.app, { slug: who.slug, username: who.user.username, password, ip: freshV4() });
    for (const who of [old, recent]) {
      for (let i = 0; i < 5; i++) expect((await signInAs(who, WRONG)).statusCode).toBe(401);
    }
    await ageFailures(t, old.user.username, 25 * 60 * 60);
    const rowsOf = async (login: string) => {
      const [row] = await t.database.db
        .select({ n: count() })
        .from(loginFailures)
        .where(eq(loginFailures.username, login));
      return row.n;
    };
    expect(await rowsOf(old.user.username)).toBe(10);

    await sweepOldFailures(t.database.db, 1);
    expect(await rowsOf(old.user.username)).toBe(0);
    expect(await rowsOf(recent.user.username)).toBe(10);
    expect((await signInAs(recent, PASSWORD)).statusCode).toBe(429);
  });
});

describe('IPv6 clients', () => {
  it('12 wrong passwords from 12 addresses of one /64 make the account wait', async () => {
    const { user, slug } = await account();
    const net = freshV6Prefix();
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i++) {
      const res = await attempt(t.app, {
        slug,
        username: user.username,
        password: WRONG,
        ip: net.address(i),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
  });

  it('counts a /64 as one address for the per-address limit', async () => {
    const { user, slug } = await account('user');
    const net = freshV6Prefix();
    for (let i = 1; i <= 100; i++) {
      const username = `guess-${i}-${user.username}`;
      const res = await attempt(t.app, { slug, username, password: WRONG, ip: net.address(i) });
      expect(res.statusCode).toBe(401);
    }
    const sameNet = await attempt(t.app, {
      slug,
      username: user.username,
      password: PASSWORD,
      ip: net.address('ffff:ffff:ffff'),
    });
    expect(sameNet.statusCode).toBe(429);
    expect(sameNet.json().message).toMatch(/^Too many failed sign-in attempts/);
    expect(retryAfterOf(sameNet)).toBeGreaterThan(0);
    const otherNet = freshV6Prefix().address(1);
    const fromElsewhere = { slug, username: user.username, password: PASSWORD, ip: otherNet };
    expect((await attempt(t.app, fromElsewhere)).statusCode).toBe(200);
  });
});
