import { describe, expect, it } from 'vitest';
import { ASSISTANT_IDS } from '../../../src/core/assistants/ids.js';
import { createTestApp, call } from '../../support/test-app.js';
import { newMember, setWebhook } from '../../support/factories.js';
import { generate } from '../../support/generate-fixtures.js';
import { VALID_FORMS } from '../../support/sample-forms.js';

// Not listening at all: the demo address is answered inside the app, never over the network.
const t = await createTestApp();
const off = await createTestApp({ DEMO_AUTOMATION: false });

describe("the demo automation's address (http://demo-automation.invalid/{assistant})", () => {
  it('generates with every assistant on an instance that has no port at all', async () => {
    const m = await newMember(t);
    for (const id of ASSISTANT_IDS) {
      await setWebhook(t, m.company, id, `http://demo-automation.invalid/${id}`);
      const res = await generate(t, m, {
        assistantType: id,
        formData: VALID_FORMS[id],
        sessionId: 'demo-address',
      });
      expect(res.statusCode, `${id}: ${res.body}`).toBe(200);
    }
  });

  it('can be saved and tested by a company admin, and is shown as saved', async () => {
    const m = await newMember(t, { role: 'admin' });
    const url = 'http://demo-automation.invalid/website';
    const saved = await call(t, {
      method: 'POST',
      url: '/api/settings',
      slug: m.slug,
      cookie: m.cookie,
      payload: { website: { webhookUrl: url } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().website.webhookUrl).toBe(url);
    const tested = await call(t, {
      method: 'POST',
      url: '/api/webhooks/test',
      slug: m.slug,
      cookie: m.cookie,
      payload: { assistantType: 'website' },
    });
    expect(tested.json()).toMatchObject({ url, reachable: true, status: 200, understood: true });
  });

  it('an address the demo does not know answers a clear message', async () => {
    const m = await newMember(t);
    await setWebhook(t, m.company, 'blog', 'http://demo-automation.invalid/blog/extra?x=1');
    const res = await generate(t, m, {
      assistantType: 'blog',
      formData: VALID_FORMS.blog,
      sessionId: 'demo-address',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      "The Blog Article automation's webhook URL cannot be used: the demo automation's address " +
        'is http://demo-automation.invalid/{assistant}.',
    );
  });

  it('says so when the demo automation is turned off', async () => {
    const m = await newMember(off);
    await setWebhook(off, m.company, 'blog', 'http://demo-automation.invalid/blog');
    const res = await generate(off, m, {
      assistantType: 'blog',
      formData: VALID_FORMS.blog,
      sessionId: 'demo-address',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      "The Blog Article automation's webhook URL cannot be used: the demo automation is turned " +
        'off on this server.',
    );
  });
});
