import { describe, expect, it } from 'vitest';
import { modelConnections } from '../../../src/server/db/schema.js';
import { callAs, callerFor } from '../../support/callers.js';
import {
  createCompany,
  createUser,
  platformCompany,
  setModelConnection,
} from '../../support/factories.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

// The platform's default connection, which every company without its own uses: stored by
// operator staff, or set by the server's environment (MODEL_API_KEY) and then read-only.
// Each app has a database of its own: the platform's row is every company's default.

async function world(t: TestApp) {
  const platform = await platformCompany(t);
  const operator = await callerFor(t, platform, await createUser(t, platform, 'platform_admin'));
  const company = await createCompany(t);
  const admin = await callerFor(t, company, await createUser(t, company, 'admin'));
  return { platform, operator, company, admin };
}

const body = {
  provider: 'openai-compatible',
  baseUrl: 'https://models.example.com/v1',
  apiKey: 'sk-platform-key-5678',
  model: 'platform-model',
  label: 'Platform model',
};

describe('a stored platform connection', async () => {
  const t = await createTestApp({}, { ownDatabase: true });
  const w = await world(t);
  const platformPath = '/api/platform-admin/model-connection';

  it('is saved by operator staff and applies to companies without their own', async () => {
    const saved = await callAs(t, w.operator, { method: 'PUT', url: platformPath, payload: body });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().own).toMatchObject({
      source: 'platform',
      apiKey: '••••••••5678',
      readOnly: false,
    });

    const seen = await callAs(t, w.admin, { url: '/api/admin/model-connection' });
    expect(seen.json().own).toBeNull();
    // A company's admin sees that the platform's key is set, none of it.
    expect(seen.json().effective).toMatchObject({
      source: 'platform',
      model: 'platform-model',
      apiKey: '••••••••',
    });
    expect(seen.body).not.toContain('5678');
    const byOperator = await callAs(t, w.operator, {
      url: `/api/admin/companies/${w.company.slug}/model-connection`,
    });
    expect(byOperator.json().effective.apiKey).toBe('••••••••5678');
  });

  it("is what the platform tenant's own settings address", async () => {
    const own = await callAs(t, w.operator, { url: '/api/admin/model-connection' });
    expect(own.json().own).toMatchObject({ source: 'platform', model: 'platform-model' });
    const named = await callAs(t, w.operator, {
      url: `/api/admin/companies/${w.platform.slug}/model-connection`,
    });
    expect(named.json()).toEqual(own.json());
  });

  it("gives way to a company's own", async () => {
    const other = await createCompany(t);
    await setModelConnection(t, other, { baseUrl: 'https://own.example/v1', model: 'own-model' });
    const res = await callAs(t, w.operator, {
      url: `/api/admin/companies/${other.slug}/model-connection`,
    });
    expect(res.json().effective).toMatchObject({ source: 'company', model: 'own-model' });
  });

  it('once removed, companies without their own have none', async () => {
    const removed = await callAs(t, w.operator, { method: 'DELETE', url: platformPath });
    expect(removed.json()).toEqual({ own: null, effective: null });
    const seen = await callAs(t, w.admin, { url: '/api/admin/model-connection' });
    expect(seen.json()).toEqual({ own: null, effective: null });
  });
});

describe('the environment connection (MODEL_API_KEY)', async () => {
  const t = await createTestApp(
    {
      MODEL_API_KEY: 'sk-env-secret-9876',
      MODEL_BASE_URL: 'https://api.openai.com/v1',
      MODEL_NAME: 'gpt-4.1-mini',
    },
    { ownDatabase: true },
  );
  const w = await world(t);
  const platformPath = '/api/platform-admin/model-connection';
  const environment = {
    provider: 'openai-compatible',
    baseUrl: 'https://api.openai.com/v1',
    apiKey: '••••••••9876',
    model: 'gpt-4.1-mini',
    label: "Set by the server's environment",
    inputPricePerMillion: null,
    outputPricePerMillion: null,
    source: 'environment',
    readOnly: true,
    updatedAt: null,
  };

  it('is the platform connection, shown read-only', async () => {
    const res = await callAs(t, w.operator, { url: platformPath });
    expect(res.json()).toEqual({ own: environment, effective: environment });
    expect(res.body).not.toContain('sk-env-secret-9876');
  });

  it('cannot be changed or removed here (409), and nothing is stored', async () => {
    for (const request of [
      { method: 'PUT' as const, url: platformPath, payload: body },
      { method: 'DELETE' as const, url: platformPath },
    ]) {
      const res = await callAs(t, w.operator, request);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        "The platform's model connection is set by the server's environment (MODEL_API_KEY): " +
          'change it there, or unset MODEL_API_KEY to manage it here.',
      );
    }
    expect(await t.database.db.select().from(modelConnections)).toEqual([]);
  });

  it('applies to companies without their own, over a stored platform row', async () => {
    await setModelConnection(t, null, { baseUrl: 'https://stored.example/v1' });
    const res = await callAs(t, w.admin, { url: '/api/admin/model-connection' });
    expect(res.json()).toEqual({
      own: null,
      effective: { ...environment, apiKey: '••••••••' },
    });
  });

  it("a company's own connection still wins", async () => {
    const saved = await callAs(t, w.admin, {
      method: 'PUT',
      url: '/api/admin/model-connection',
      payload: { ...body, apiKey: 'sk-company-0001' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().effective).toMatchObject({ source: 'company', apiKey: '••••••••0001' });
  });
});
