import { afterAll, describe, expect, it } from 'vitest';
import { VALID_FORMS } from '../../support/sample-forms.js';
import { appEnv, signInOverHttp, startApp } from '../../support/app-process.js';
import { scratchDatabase } from '../../support/scratch-postgres.js';

/**
 * Activity events feed the usage reports, the plan figures and the operator dashboard: each
 * action that succeeded has its event, also while PostgreSQL terminates the app's connections
 * (9 of 13,060 requests lost their row when the event was written on its own, after
 * the action, and a failed insert was only logged).
 */
describe.skipIf(!process.env.DATABASE_URL)(
  'activity events while connections are terminated',
  () => {
    const cleanup: (() => Promise<unknown>)[] = [];
    afterAll(async () => {
      for (const step of cleanup.reverse()) await step().catch(() => undefined);
    });

    it('every sign-in and generation that succeeded has its event', async () => {
      const db = await scratchDatabase('activity');
      cleanup.push(() => db.drop());
      const app = await startApp(
        appEnv({
          DATABASE_URL: db.url,
          DATABASE_POOL_SIZE: '4',
          // A generation whose end could not be written keeps running on this instance until the
          // sweep; the stop below need not wait the default 25 s for it.
          SHUTDOWN_TIMEOUT_MS: '2000',
          // Nothing is published here: the scheduler's polls would only add connections for the
          // terminations to end, and slow the actions the test counts on a busy machine.
          PUBLISH_POLL_MS: '60000',
          // Every request comes from one address, for as many rounds as the faults take (300 at
          // most, 5 requests each): the per-address API limit is not what this test is about.
          API_RATE_LIMIT_PER_MINUTE: '100000',
          // A generation whose end was not written counts as running until the sweep finds it
          // stale (decision 005); under these faults dozens can, and the company's ceiling of 50
          // would answer 429 to the rest. The ceiling is not what this test is about either.
          MAX_RUNNING_PER_COMPANY: '100000',
        }),
      );
      cleanup.push(() => app.stop('SIGKILL'));
      const member = await signInOverHttp(app.origin, 'demo', 'demo-user', 'Demo-User-Pass-1');

      // The first 8 event writes end their own connection, at the moment the event is written (a
      // sequence counts them: it is not rolled back with the transaction that was ended).
      await db.queryInside(`
      create sequence fault_count;
      create function end_connection_on_event() returns trigger language plpgsql as $$
      begin
        if nextval('fault_count') <= 8 then perform pg_terminate_backend(pg_backend_pid()); end if;
        return new;
      end $$;
      create trigger end_connection_on_event before insert on activity_events
        for each row execute function end_connection_on_event();`);

      // Every connection of the database ended again and again while the work goes on.
      let working = true;
      const terminations = (async () => {
        let ended = 0;
        while (working) {
          const { rows } = await db.query(
            'select pg_terminate_backend(pid) as ended from pg_stat_activity ' +
              'where datname = $1 and pid <> pg_backend_pid()',
            [db.name],
          );
          ended += rows.length;
          // Often enough to meet requests in flight, rarely enough that some finish on a busy
          // machine (CI runs this beside other test files).
          await new Promise((r) => setTimeout(r, 100));
        }
        return ended;
      })();

      let signedIn = 0;
      let generated = 0;
      const statuses = new Set<number>();
      /** The first answer of each status other than 200 and 503, to say what it was. */
      const unexpected = new Map<number, string>();
      const note = async (res: Response) => {
        statuses.add(res.status);
        const text = await res.text();
        if (res.status !== 200 && res.status !== 503 && !unexpected.has(res.status)) {
          unexpected.set(res.status, text.slice(0, 300));
        }
      };
      const signIn = async () => {
        const res = await fetch(`${app.origin}/api/auth/login?company=demo`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'demo-user', password: 'Demo-User-Pass-1' }),
        });
        await note(res);
        if (res.status === 200) signedIn++;
      };
      const generate = async (i: number) => {
        const res = await member.post('/api/generate', {
          assistantType: 'facebook',
          formData: { ...VALID_FORMS.facebook, postTopic: `Under faults ${i}` },
          sessionId: 's1',
        });
        await note(res);
        if (res.status === 200) generated++;
      };
      // Until enough actions succeeded between the terminations (a slow machine needs more).
      for (let round = 0; round < 300 && (signedIn < 15 || generated < 10); round++) {
        await Promise.all([signIn(), signIn(), signIn(), generate(round), generate(round + 100)]);
      }
      working = false;
      expect(await terminations).toBeGreaterThan(0);
      // Refusals while a connection is lost are 503s, never anything else.
      expect(
        [...statuses].filter((s) => s !== 200 && s !== 503),
        JSON.stringify([...unexpected]),
      ).toEqual([]);
      expect(signedIn).toBeGreaterThan(0);

      // Whatever is still being written has had its time: the app's own retries end on stop.
      await app.stop();
      const counts = await db.queryInside(
        `select count(*) filter (where action = 'login_success')::int as sign_ins,
              count(*) filter (where action = 'content_generation')::int as generations
         from activity_events a join users u on u.id = a.user_id
        where u.username = 'demo-user'`,
      );
      // The first sign-in (signInOverHttp) is the one more. No success without its event, and no
      // event for a sign-in that was refused (its session is not kept either).
      expect(counts.rows[0]).toEqual({ sign_ins: signedIn + 1, generations: generated });
      const faults = await db.queryInside('select last_value::int as n from fault_count');
      expect(faults.rows[0].n).toBeGreaterThan(8);
    }, 240_000);
  },
);
