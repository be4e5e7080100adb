import { describe, expect, it } from 'vitest';
import { ASSISTANT_IDS, producesLeads } from '../../../src/core/assistants/ids.js';
import { createTestApp } from '../../support/test-app.js';
import { newMember, setWebhook } from '../../support/factories.js';
import { generate, revise, savedFor } from '../../support/generate-fixtures.js';
import { VALID_FORMS } from '../../support/sample-forms.js';

// The demo automation is on (the default) and answers at once (DEMO_DELAY_MS=0 in tests).
const t = await createTestApp();
const off = await createTestApp({ DEMO_AUTOMATION: false });

/** Listens like `npm start`, then allows its own host as main.ts does (the same array). */
await t.app.listen({ port: 0, host: '127.0.0.1' });
const address = t.app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const origin = `http://127.0.0.1:${port}`;
t.app.ctx.allowHosts.push(`127.0.0.1:${port}`);

describe('the demo automation wired into the app', () => {
  it('answers POST /demo-automation/:assistantType outside /api, and 404 for an unknown one', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/demo-automation/facebook',
      payload: { action: 'test' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ output: 'ok' });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/demo-automation/nope',
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'The demo automation has no assistant "nope".' });
  });

  it('is not there when DEMO_AUTOMATION is off', async () => {
    const res = await off.app.inject({
      method: 'POST',
      url: '/demo-automation/facebook',
      payload: { action: 'test' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('generates with every assistant over real HTTP through the guarded client', async () => {
    const m = await newMember(t);
    for (const id of ASSISTANT_IDS) {
      await setWebhook(t, m.company, id, `${origin}/demo-automation/${id}`);
    }
    for (const id of ASSISTANT_IDS) {
      const res = await generate(t, m, {
        assistantType: id,
        formData: VALID_FORMS[id],
        sessionId: 'demo-session',
      });
      expect(res.statusCode, `${id}: ${res.body}`).toBe(200);
      const body = res.json();
      if (producesLeads(id)) {
        expect(body.leads.length).toBeGreaterThanOrEqual(10);
        expect(body.leads.length).toBeLessThanOrEqual(25);
        expect(body.summary.total).toBe(body.leads.length);
      } else {
        expect(body.content.trim().length, id).toBeGreaterThan(20);
      }
    }
    expect(await savedFor(t, m.company.id)).toEqual({
      history: ASSISTANT_IDS.length,
      events: ASSISTANT_IDS.length,
    });
  });

  it('revises through the demo automation', async () => {
    const m = await newMember(t);
    await setWebhook(t, m.company, 'website', `${origin}/demo-automation/website`);
    const first = await generate(t, m, {
      assistantType: 'website',
      formData: VALID_FORMS.website,
      sessionId: 'demo-session',
    });
    const res = await revise(t, m, {
      assistantType: 'website',
      originalContent: first.json().content,
      originalFormData: VALID_FORMS.website,
      revisionRequest: 'Make it shorter',
      sessionId: 'demo-session',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content).not.toBe(first.json().content);
  });
});
