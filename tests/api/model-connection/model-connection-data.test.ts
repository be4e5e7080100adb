import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { erasedUserLabel } from '../../../src/core/api/erasure.js';
import {
  assistantRunsOn,
  modelConnections,
  modelUsageDaily,
} from '../../../src/server/db/schema.js';
import { recordUsage } from '../../../src/server/services/model-connections/record-usage.js';
import { callAs, callerFor } from '../../support/callers.js';
import {
  addJobs,
  createCompany,
  createUser,
  platformCompany,
  setModelConnection,
} from '../../support/factories.js';
import { createTestApp } from '../../support/test-app.js';
import { csvRecords, finishedExport, unzip, downloadExport } from '../exports/export-fixtures.js';

// A company's model connection, its assistants' ways and its tokens are its data: exported
// (never the key) and erased with it; an erased user's tokens stay with the company, unnamed.
// Its own database: one test keeps a platform connection, every company's default.
const t = await createTestApp({}, { ownDatabase: true });
const KEY = 'sk-company-key-never-exported';
const run = {
  connection: {
    source: 'company' as const,
    label: '',
    model: 'gpt-test',
    inputPricePerMillion: 1,
    outputPricePerMillion: 2,
  },
};

async function companyWithModelData() {
  const company = await createCompany(t);
  const admin = await createUser(t, company, 'admin');
  const user = await createUser(t, company, 'user');
  const caller = await callerFor(t, company, admin);
  await setModelConnection(t, company, {
    baseUrl: 'https://models.example.com/v1',
    apiKey: KEY,
    model: 'gpt-test',
    label: 'Ours',
    inputPricePerMillion: 1,
    outputPricePerMillion: 2,
  });
  await callAs(t, caller, {
    method: 'PUT',
    url: `/api/admin/companies/${company.slug}/runs-on`,
    payload: { facebook: 'automation' },
  });
  const [job] = await addJobs(t, { companyId: company.id, userId: user.id }, [
    { status: 'succeeded', assistantType: 'blog', username: user.username },
  ]);
  await recordUsage(t.app.ctx, job, run, {
    promptTokens: 100,
    completionTokens: 300,
    estimated: false,
  });
  return { company, admin, user, caller };
}

describe('the data export', () => {
  it('holds the connection without its key, the ways chosen, and the tokens by day', async () => {
    const { company, user, caller } = await companyWithModelData();
    const status = await finishedExport(
      t,
      { slug: caller.slug, cookie: caller.cookie! },
      company.slug,
    );
    const res = await downloadExport(t, { slug: caller.slug, cookie: caller.cookie! }, status.id);
    const { raw, files } = unzip(res.rawPayload);
    const json = JSON.parse(files['company.json']);
    expect(json.modelConnection).toEqual({
      provider: 'openai-compatible',
      baseUrl: 'https://models.example.com/v1',
      model: 'gpt-test',
      label: 'Ours',
      inputPricePerMillion: 1,
      outputPricePerMillion: 2,
      keySet: true,
      updatedAt: expect.any(String),
    });
    expect(json.runsOn).toEqual({ facebook: 'automation' });
    const [stored] = await t.database.db
      .select()
      .from(modelConnections)
      .where(eq(modelConnections.companyId, company.id));
    for (const text of [raw.toString('latin1'), ...Object.values(files)]) {
      expect(text).not.toContain(KEY);
      expect(text).not.toContain(stored.apiKeyEncrypted);
    }
    expect(csvRecords(files['model-usage.csv'])).toEqual([
      {
        day: new Date().toISOString().slice(0, 10),
        username: user.username,
        assistantType: 'blog',
        runs: '1',
        promptTokens: '100',
        completionTokens: '300',
        estimatedRuns: '0',
        pricedRuns: '1',
        cost: '0.0007',
      },
    ]);
  });
});

describe('erasure', () => {
  it("an erased user's tokens stay with the company under the erased label", async () => {
    const { company, user, caller } = await companyWithModelData();
    const res = await callAs(t, caller, {
      method: 'DELETE',
      url: `/api/admin/users/${user.id}?erase=true`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.database.db
      .select()
      .from(modelUsageDaily)
      .where(eq(modelUsageDaily.companyId, company.id));
    expect(rows).toEqual([
      expect.objectContaining({
        username: erasedUserLabel(user.id),
        userId: null,
        promptTokens: 100,
      }),
    ]);
    const report = await callAs(t, caller, { url: '/api/admin/reports/content-stats?days=7' });
    expect(report.body).not.toContain(user.username);
    expect(report.json().modelUsage.byUser).toEqual([
      expect.objectContaining({ username: erasedUserLabel(user.id), totalTokens: 400 }),
    ]);
  });

  it("an erased company's connection, ways and tokens go; the platform's connection stays", async () => {
    const platform = await platformCompany(t);
    const operator = await callerFor(t, platform, await createUser(t, platform, 'platform_admin'));
    await setModelConnection(t, null, { baseUrl: 'https://platform.example/v1' });
    const { company } = await companyWithModelData();
    const res = await callAs(t, operator, {
      method: 'DELETE',
      url: `/api/admin/companies/${company.slug}?erase=true`,
      payload: { confirm: company.slug },
    });
    expect(res.statusCode, res.body).toBe(200);
    const db = t.database.db;
    for (const table of [modelConnections, assistantRunsOn, modelUsageDaily]) {
      expect(await db.select().from(table).where(eq(table.companyId, company.id))).toEqual([]);
    }
    expect(
      await db.select().from(modelConnections).where(isNull(modelConnections.companyId)),
    ).toHaveLength(1);
  });
});
