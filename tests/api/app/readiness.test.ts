import { describe, expect, it } from 'vitest';
import { newMember, setWebhook } from '../../support/factories.js';
import { generate } from '../../support/generate-fixtures.js';
import { VALID_FORMS } from '../../support/sample-forms.js';
import { call, createTestApp } from '../../support/test-app.js';

/** `/livez`, `/readyz` and a stopping instance's answers. */
describe('health for load balancers', () => {
  it('answers live and ready without a session, and is never rate limited', async () => {
    const t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: 5 });
    const live = await t.app.inject({ url: '/livez' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    for (let i = 0; i < 20; i++) {
      const ready = await t.app.inject({ url: '/readyz', remoteAddress: '10.1.2.3' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready' });
    }
  });

  it('a stopping instance is not ready and refuses new generations with Retry-After', async () => {
    const t = await createTestApp();
    const m = await newMember(t);
    await setWebhook(t, m.company, 'facebook', 'http://demo-automation.invalid/facebook');
    t.app.ctx.lifecycle.stopping = true;
    t.app.ctx.jobs.drainUntil(Date.now() + 60_000);
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not ready', reason: 'stopping' });
    const started = await call(t, {
      method: 'POST',
      url: '/api/generations',
      slug: m.slug,
      cookie: m.cookie,
      payload: { assistantType: 'facebook', formData: VALID_FORMS.facebook, sessionId: 's' },
    });
    expect(started.statusCode).toBe(503);
    expect(started.headers['retry-after']).toBe('5');
    expect(started.json()).toEqual({
      message: 'This server is restarting. Please try again in a moment.',
    });
    const sync = await generate(t, m, {
      assistantType: 'facebook',
      formData: VALID_FORMS.facebook,
      sessionId: 's',
    });
    expect(sync.statusCode).toBe(503);
  });
});
