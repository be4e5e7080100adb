import { describe, expect, it } from 'vitest';
import { runExample } from '../../../examples/public-api/client.js';
import { callAs, callerFor } from '../../support/callers.js';
import { createCompany, createUser, setWebhook } from '../../support/factories.js';
import { createTestApp } from '../../support/test-app.js';

/**
 * The TypeScript example of docs/api.md, run as a script would run it: over HTTP against a
 * listening app, with a token its user made, the demo automation writing the text.
 */
const t = await createTestApp();
await t.app.listen({ port: 0, host: '127.0.0.1' });
const address = t.app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const origin = `http://127.0.0.1:${port}`;
// The demo automation is called on this server's own address, as main.ts allows it.
t.app.ctx.allowHosts.push(`127.0.0.1:${port}`);

describe('examples/public-api/client.ts', () => {
  it('lists the assistants, writes a post waiting for it, reads it back, lists the history', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company, 'user');
    await setWebhook(t, company, 'facebook', `${origin}/demo-automation/facebook`);
    const made = await callAs(t, await callerFor(t, company, user), {
      method: 'POST',
      url: '/api/me/tokens',
      payload: { name: 'Example script', scopes: ['generate', 'history:read'] },
    });
    expect(made.statusCode, made.body).toBe(200);
    const { token } = made.json() as { token: string };

    const { assistants, generation, history } = await runExample({ baseUrl: origin, token });

    expect(assistants.map((assistant) => assistant.id)).toContain('facebook');
    expect(generation).toMatchObject({
      assistantType: 'facebook',
      status: 'succeeded',
      error: null,
      historyId: expect.any(Number),
    });
    expect(generation.content.trim().length).toBeGreaterThan(20);
    expect(history.map((item) => item.id)).toContain(generation.historyId);
    expect(history.find((item) => item.id === generation.historyId)?.content).toBe(
      generation.content,
    );
  });

  it('fails with the problem the API answered', async () => {
    await expect(runExample({ baseUrl: origin, token: `cdk_${'x'.repeat(43)}` })).rejects.toThrow(
      'assistants: 401 urn:copydesk:problem:invalid-token: The API token is missing, unknown, expired or revoked',
    );
  });
});
