import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSISTANT_IDS, producesLeads } from '../../../src/core/assistants/ids.js';
import { registerDemoAutomation } from '../../../src/server/demo/plugin.js';
import { createAutomationClient } from '../../../src/server/automation-client/client.js';
import {
  normaliseContent,
  normaliseLeads,
} from '../../../src/server/automation-client/normalise.js';
import { generateBody } from './demo-fixtures.js';

describe('demo automation over HTTP', () => {
  let app: FastifyInstance;
  let origin = '';
  let client: ReturnType<typeof createAutomationClient>;

  beforeAll(async () => {
    app = Fastify();
    await app.register(registerDemoAutomation, { delayMs: 20 });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
    client = createAutomationClient({
      allowHosts: [new URL(origin).host],
      defaultTimeoutMs: 5000,
      leadTimeoutMs: 5000,
    });
  });

  afterAll(async () => {
    await client.close();
    await app.close();
  });

  it.each([...ASSISTANT_IDS])('%s works through the real webhook client', async (id) => {
    const res = await client.post({
      url: `${origin}/demo-automation/${id}`,
      body: generateBody(id),
      requestId: `req-${id}`,
      assistantName: id,
    });
    if (producesLeads(id)) {
      expect(normaliseLeads(res, id).leads.length).toBeGreaterThanOrEqual(10);
    } else {
      expect(normaliseContent(res, id).length).toBeGreaterThan(200);
    }
  });

  it('answers 404 JSON for an unknown assistant', async () => {
    const res = await app.inject({ method: 'POST', url: '/demo-automation/unknown', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('message');
  });
});
