import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.js';
import { testConfig } from '../../../src/server/config.js';
import { openDatabase, type Database } from '../../../src/server/db/connection.js';
import { planUsage } from '../../../src/server/db/schema.js';
import { startOfMonthUtc } from '../../../src/server/services/plan-limit.js';
import { hostOf } from '../../support/test-app.js';
import { createTestApp } from '../../support/test-app.js';
import { startWebhookServer } from '../../support/webhook-server.js';
import {
  addActivity,
  generationEvent,
  newMember,
  setWebhook,
  type Member,
} from '../../support/factories.js';
import { savedFor } from '../../support/generate-fixtures.js';
import { VALID_FORMS } from '../../support/sample-forms.js';

// The automation takes a moment, so simultaneous requests really overlap while it "thinks".
const hook = await startWebhookServer();
hook.answer({ body: { output: 'Generated' }, delayMs: 80 });
const t = await createTestApp({ WEBHOOK_ALLOW_HOSTS: [hook.host] });

const generateBody = { assistantType: 'facebook', formData: VALID_FORMS.facebook, sessionId: 's' };
const reviseBody = {
  assistantType: 'facebook',
  originalContent: 'Generated',
  originalFormData: VALID_FORMS.facebook,
  revisionRequest: 'Shorter',
  sessionId: 's',
};

async function memberWithLimit(limit: number | null, usedAlready = 0): Promise<Member> {
  const m = await newMember(t, { company: { planGenerationLimit: limit } });
  await setWebhook(t, m.company, 'facebook', hook.url(`/p/${m.slug}`));
  // Generations made before this version: only their activity events exist.
  if (usedAlready > 0) {
    await addActivity(t, m.company, Array(usedAlready).fill(generationEvent('facebook')));
  }
  return m;
}

function post(app: FastifyInstance, m: Member, kind: 'generate' | 'revise') {
  return app.inject({
    method: 'POST',
    url: `/api/${kind}`,
    headers: { host: hostOf(m.slug), cookie: m.cookie },
    payload: kind === 'generate' ? generateBody : reviseBody,
  });
}

/** Fires every request at once and tallies the answers by status. */
async function fireTogether(requests: Promise<{ statusCode: number }>[]) {
  const answers = await Promise.all(requests);
  const tally: Record<number, number> = {};
  for (const a of answers) tally[a.statusCode] = (tally[a.statusCode] ?? 0) + 1;
  return tally;
}

async function usedThisMonth(companyId: number): Promise<number | undefined> {
  const [row] = await t.database.db
    .select({ used: planUsage.used })
    .from(planUsage)
    .where(and(eq(planUsage.companyId, companyId), eq(planUsage.month, startOfMonthUtc())));
  return row?.used;
}

/** Two more app instances on the same database: own pools on PostgreSQL, as in scale-out. */
async function moreInstances(
  n: number,
): Promise<{ apps: FastifyInstance[]; close(): Promise<void> }> {
  const config = testConfig({ WEBHOOK_ALLOW_HOSTS: [hook.host] });
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  for (let i = 0; i < n; i++) {
    let database = t.database;
    if (t.database.kind === 'postgres') {
      const rows = await t.database.db.execute<{ schema: string }>(
        sql`select current_schema() as schema`,
      );
      const schema = (rows as unknown as { rows: { schema: string }[] }).rows[0].schema;
      database = await openDatabase({
        databaseUrl: config.DATABASE_URL,
        dataDir: 'memory',
        pgSchema: schema,
      });
      databases.push(database);
    }
    const app = await buildApp(config, { database });
    await app.ready();
    apps.push(app);
  }
  return {
    apps,
    close: async () => {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
    },
  };
}

describe('the monthly plan limit under concurrency', () => {
  it('30 simultaneous generations with 5 left: exactly 5 reach the automation', async () => {
    const m = await memberWithLimit(8, 3);
    const tally = await fireTogether(Array.from({ length: 30 }, () => post(t.app, m, 'generate')));
    console.log(
      `30 simultaneous generations with 5 left (one instance): ${tally[200] ?? 0} succeeded`,
    );
    expect(tally).toEqual({ 200: 5, 429: 25 });
    expect(hook.requestsTo(`/p/${m.slug}`)).toHaveLength(5);
    expect(await savedFor(t, m.company.id)).toEqual({ history: 5, events: 8 });
    expect(await usedThisMonth(m.company.id)).toBe(8);
  });

  it('30 simultaneous revisions with 5 left: exactly 5 pass', async () => {
    const m = await memberWithLimit(5);
    const tally = await fireTogether(Array.from({ length: 30 }, () => post(t.app, m, 'revise')));
    expect(tally).toEqual({ 200: 5, 429: 25 });
    expect(hook.requestsTo(`/p/${m.slug}`)).toHaveLength(5);
    expect(await savedFor(t, m.company.id)).toEqual({ history: 5, events: 5 });
  });

  it('across three app instances on one database: exactly 5 of 30 pass', async () => {
    const m = await memberWithLimit(5);
    const more = await moreInstances(2);
    try {
      const apps = [t.app, ...more.apps];
      const tally = await fireTogether(
        Array.from({ length: 30 }, (_, i) =>
          post(apps[i % 3], m, i % 2 === 0 ? 'generate' : 'revise'),
        ),
      );
      console.log(
        `30 simultaneous generations with 5 left (three instances): ${tally[200] ?? 0} succeeded`,
      );
      expect(tally).toEqual({ 200: 5, 429: 25 });
      expect(hook.requestsTo(`/p/${m.slug}`)).toHaveLength(5);
      for (const app of more.apps) await app.ctx.activity.flush();
      expect(await savedFor(t, m.company.id)).toEqual({ history: 5, events: 5 });
    } finally {
      await more.close();
    }
  });

  it('a failed automation call gives its unit back; usage matches what was generated', async () => {
    const m = await memberWithLimit(4);
    hook.answerOn(`/p/${m.slug}`, { status: 500, body: 'down', delayMs: 40 });
    const failed = await fireTogether(Array.from({ length: 6 }, () => post(t.app, m, 'generate')));
    expect(failed[200]).toBeUndefined();
    expect(failed[429] ?? 0).toBeLessThanOrEqual(2);
    expect(await usedThisMonth(m.company.id)).toBe(0);

    hook.answerOn(`/p/${m.slug}`, { body: { output: 'Generated' }, delayMs: 40 });
    const tally = await fireTogether(Array.from({ length: 10 }, () => post(t.app, m, 'generate')));
    expect(tally).toEqual({ 200: 4, 429: 6 });
    expect(await savedFor(t, m.company.id)).toEqual({ history: 4, events: 4 });
    expect(await usedThisMonth(m.company.id)).toBe(4);
  });

  it('an unlimited plan is never refused and still counts its usage', async () => {
    const m = await memberWithLimit(null, 2);
    const tally = await fireTogether(Array.from({ length: 12 }, () => post(t.app, m, 'generate')));
    expect(tally).toEqual({ 200: 12 });
    expect(await usedThisMonth(m.company.id)).toBe(14);
  });
});
