import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RUNS_ON_LEADS_REFUSED } from '../../../src/core/api/model-connection.js';
import { ASSISTANT_IDS, producesLeads } from '../../../src/core/assistants/ids.js';
import { auditLog, companies, modelConnections } from '../../../src/server/db/schema.js';
import { modelRunFor } from '../../../src/server/services/model-connections/model-run.js';
import { runsOnFor } from '../../../src/server/services/model-connections/runs-on.js';
import { runDemoOnModel, seedIfEmpty } from '../../../src/server/services/seed.js';
import { callAs, callerFor, type Caller } from '../../support/callers.js';
import {
  createCompany,
  createUser,
  setModelConnection,
  setWebhook,
  type Company,
} from '../../support/factories.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

// Which way each assistant runs. The way a generation reads is kept with the company in the
// tenant cache for a minute here: every change below must reach it by being forgotten.
const t = await createTestApp({ TENANT_CACHE_MS: 60_000 });

const everyText = (way: 'model' | 'automation') =>
  Object.fromEntries(ASSISTANT_IDS.map((id) => [id, producesLeads(id) ? 'automation' : way]));

async function companyWithAdmin(app: TestApp = t) {
  const company = await createCompany(app);
  const caller = await callerFor(app, company, await createUser(app, company, 'admin'));
  const path = `/api/admin/companies/${company.slug}/runs-on`;
  return { company, caller, path };
}

const save = (caller: Caller, path: string, payload: unknown) =>
  callAs(t, caller, { method: 'PUT', url: path, payload });

describe('the default ways', () => {
  it('without a connection, every assistant runs on its automation', async () => {
    const { caller, path } = await companyWithAdmin();
    const res = await callAs(t, caller, { url: path });
    expect(res.json()).toEqual(everyText('automation'));
  });

  it('with one, a new company runs every text assistant on the model; leads stay', async () => {
    const { company, caller, path } = await companyWithAdmin();
    await setModelConnection(t, company, { baseUrl: 'https://models.example.com/v1' });
    expect((await callAs(t, caller, { url: path })).json()).toEqual(everyText('model'));
  });

  it('an assistant with a webhook of its own keeps it until an admin switches', async () => {
    const { company, caller, path } = await companyWithAdmin();
    await setWebhook(t, company, 'facebook', 'https://hooks.example.com/facebook');
    await setModelConnection(t, company, { baseUrl: 'https://models.example.com/v1' });
    const ways = (await callAs(t, caller, { url: path })).json();
    expect(ways).toEqual({ ...everyText('model'), facebook: 'automation' });
    const switched = await save(caller, path, { facebook: 'model' });
    expect(switched.json()).toEqual(everyText('model'));
  });
});

describe('PUT …/runs-on', () => {
  it('changes only the assistants sent, and audits what changed', async () => {
    const { company, caller, path } = await companyWithAdmin();
    await setModelConnection(t, company, { baseUrl: 'https://models.example.com/v1' });
    const res = await save(caller, path, { blog: 'automation', linkedin2: 'model' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...everyText('model'), blog: 'automation' });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.id), eq(auditLog.action, 'runs_on.update')));
    expect(entries.map((e) => e.changes)).toEqual([{ blog: { from: 'model', to: 'automation' } }]);
  });

  it('refuses the Lead Generator on a model (400), naming it', async () => {
    const { company, caller, path } = await companyWithAdmin();
    await setModelConnection(t, company, { baseUrl: 'https://models.example.com/v1' });
    const res = await save(caller, path, { blog: 'automation', 'lead-generator': 'model' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: RUNS_ON_LEADS_REFUSED,
      errors: [{ path: 'lead-generator', message: RUNS_ON_LEADS_REFUSED }],
    });
    expect((await callAs(t, caller, { url: path })).json().blog).toBe('model');
  });

  it('refuses a model when no connection applies (409)', async () => {
    const { caller, path } = await companyWithAdmin();
    const res = await save(caller, path, { blog: 'model' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^No model connection applies to this company/);
  });

  it('refuses what is not an assistant or a way', async () => {
    const { caller, path } = await companyWithAdmin();
    const unknown = await save(caller, path, { chatbot: 'model' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('"chatbot"');
    const way = await save(caller, path, { blog: 'carrier-pigeon' });
    expect(way.statusCode).toBe(400);
    expect(way.json().message).toBe('Each assistant runs on "model" or "automation"');
  });
});

describe('modelRunFor: what a generation reads', () => {
  const runOf = (company: Company, id: (typeof ASSISTANT_IDS)[number]) =>
    modelRunFor(t.app.ctx, company, id);

  it('gives the target with the key in clear and what to record; null on the automation', async () => {
    const { company, caller, path } = await companyWithAdmin();
    await setModelConnection(t, company, {
      baseUrl: 'https://models.example.com/v1',
      apiKey: 'sk-run-key',
      model: 'gpt-test',
      label: 'Ours',
      inputPricePerMillion: 0.5,
      outputPricePerMillion: 2,
    });
    expect(await runOf(company, 'blog')).toEqual({
      target: { baseUrl: 'https://models.example.com/v1', apiKey: 'sk-run-key', model: 'gpt-test' },
      connection: {
        source: 'company',
        label: 'Ours',
        model: 'gpt-test',
        inputPricePerMillion: 0.5,
        outputPricePerMillion: 2,
      },
    });
    expect(await runOf(company, 'lead-generator')).toBeNull();
    // A switch through the API reaches the very next generation.
    await save(caller, path, { blog: 'automation' });
    expect(await runOf(company, 'blog')).toBeNull();
  });

  it('follows the connection: removed through the API, every assistant is back on its automation', async () => {
    const { company, caller, path } = await companyWithAdmin();
    const settings = `/api/admin/companies/${company.slug}/model-connection`;
    const saved = await callAs(t, caller, {
      method: 'PUT',
      url: settings,
      payload: {
        provider: 'openai-compatible',
        baseUrl: 'https://models.example.com/v1',
        apiKey: 'sk-1',
        model: 'm',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(await runOf(company, 'facebook')).not.toBeNull();
    await save(caller, path, { facebook: 'model' });
    await callAs(t, caller, { method: 'DELETE', url: settings });
    expect(await runOf(company, 'facebook')).toBeNull();
    expect((await callAs(t, caller, { url: path })).json()).toEqual(everyText('automation'));
  });

  it('refuses a stored key that cannot be read (409)', async () => {
    const { company } = await companyWithAdmin();
    await setModelConnection(t, company, { baseUrl: 'https://models.example.com/v1' });
    await t.database.db
      .update(modelConnections)
      .set({ apiKeyEncrypted: 'v1.bad.key.data' })
      .where(eq(modelConnections.companyId, company.id));
    t.app.ctx.companies.drop('*');
    await expect(runOf(company, 'blog')).rejects.toMatchObject({
      kind: 'conflict',
      message: expect.stringMatching(/^The API key of the model connection cannot be read/),
    });
  });
});

describe('the environment connection and the demo company', () => {
  it('a new company runs its text assistants on it; the demo company too, at start', async () => {
    const env = await createTestApp(
      { MODEL_API_KEY: 'sk-env', MODEL_BASE_URL: 'https://api.openai.com/v1' },
      { ownDatabase: true },
    );
    const db = env.database.db;
    await seedIfEmpty(db, { demoAutomation: true });
    const [demoCompany] = await db
      .select({ id: companies.id, slug: companies.slug })
      .from(companies)
      .where(eq(companies.slug, 'demo'));
    // Its webhooks point at the demo automation: on their own, they would keep it.
    expect(await runsOnFor(env.app.ctx, demoCompany)).toEqual(everyText('automation'));
    await runDemoOnModel(db);
    expect(await runsOnFor(env.app.ctx, demoCompany)).toEqual(everyText('model'));
    const run = await modelRunFor(env.app.ctx, demoCompany, 'blog');
    expect(run?.target).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-env',
      model: 'gpt-4.1-mini',
    });
    expect(run?.connection.source).toBe('environment');

    const fresh = await companyWithAdmin(env);
    expect(await runsOnFor(env.app.ctx, fresh.company)).toEqual(everyText('model'));
  });
});

describe("the assistants a company's users may use", () => {
  it('are those on the model too, without any webhook; the Lead Generator needs its own', async () => {
    const { company } = await companyWithAdmin();
    const member = await callerFor(t, company, await createUser(t, company, 'user'));
    const usable = async () =>
      (await callAs(t, member, { url: '/api/user-bot-access' })).json().enabledBots as string[];
    // Whatever the platform's webhooks give it before (this database is shared)...
    const before = await usable();
    await setModelConnection(t, company, { baseUrl: 'https://models.example.com/v1' });
    const after = await usable();
    for (const id of ASSISTANT_IDS) {
      if (producesLeads(id)) expect(after.includes(id)).toBe(before.includes(id));
      else expect(after).toContain(id);
    }
  });
});
